import { findPlaceholderDetails } from "../company/company";
import type { ImageSource } from "../content/content-reader.server";
import type { SiteContent } from "../content/site-content.server";

/**
 * What still has to be replaced with the firm's real details before the site goes live. The
 * sample reviews are shown only until a verified customer's review is published
 * (`customerReviews`), so only until then do they count.
 */
export function placeholderWarnings(content: SiteContent, images: ImageSource[]): string[] {
  const warnings = findPlaceholderDetails(content.company).map(
    (detail) => `content/company.yaml: ${detail}`,
  );
  const samples = content.testimonials.filter((testimonial) => testimonial.sample);
  if (samples.length > 0 && content.customerReviews.length === 0) {
    warnings.push(
      `content/testimonials.yaml: ${samples.length} sample review(s); publishing invented reviews is unlawful in the UK`,
    );
  }
  const sampleSchemes = content.accreditations.filter((scheme) => scheme.sample);
  if (sampleSchemes.length > 0)
    warnings.push(
      `content/accreditations.yaml: ${sampleSchemes.length} illustrative accreditation(s), not schemes you belong to; showing a scheme you are not a member of is unlawful`,
    );
  if (content.cover.sample)
    warnings.push(
      "content/cover.yaml: the insurance and guarantee are illustrative figures; put in your own policy and guarantee",
    );
  const samplePrices = content.priceGuides.filter((guide) => guide.sample);
  if (samplePrices.length > 0)
    warnings.push(
      `content/price-guide.yaml: the price guide shows sample prices for ${samplePrices.map((guide) => guide.title).join(", ")}; put in your own, or take them off`,
    );
  const drawings = images.filter((image) => image.file.endsWith(".svg"));
  if (drawings.length > 0) {
    warnings.push(
      `${drawings.length} picture(s) are generated sample drawings, not photos of your work`,
    );
  }
  return warnings;
}
