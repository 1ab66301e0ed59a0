import { z } from "zod";
import { blogPostSchema } from "../blog/blog-post";
import { companySchema } from "../company/company";
import { responsiveImageSchema } from "../content/responsive-image";
import type { BuiltContent } from "../content/site-content.server";
import { accreditationSchema } from "../credentials/accreditation";
import { coverSchema } from "../credentials/credentials";
import { faqSchema } from "../faqs/faq";
import { legalPageSchema } from "../legal/legal-page";
import { pageSchemas } from "../pages/pages";
import { priceGuidesSchema } from "../price-guide/price-guide";
import { projectSchema } from "../projects/project";
import { publishedReviewSchema } from "../reviews/published-review";
import { testimonialSchema } from "../reviews/testimonial";
import { serviceSchema } from "../services/service";
import { serviceAreasSchema } from "../town-pages/service-area";

/**
 * Everything the pages read, validated: the files of `content/`, each part its feature's schema,
 * and the verified reviews a publish adds. It is what `siteContent()` returns (`SiteContent`,
 * which this module fills in: infrastructure reads the content without knowing its parts).
 */
export const siteContentSchema = z.object({
  company: companySchema,
  services: z.array(serviceSchema),
  projects: z.array(projectSchema),
  testimonials: z.array(testimonialSchema),
  faqs: z.array(faqSchema),
  serviceAreas: serviceAreasSchema,
  accreditations: z.array(accreditationSchema),
  cover: coverSchema,
  blogPosts: z.array(blogPostSchema),
  legalPages: z.array(legalPageSchema),
  priceGuides: priceGuidesSchema,
  pages: z.object(pageSchemas),
  customerReviews: z.array(publishedReviewSchema).default([]),
});

declare module "~/content/site-content.server" {
  interface SiteContent extends z.output<typeof siteContentSchema> {}
}

const builtContentSchema = z.object({
  content: siteContentSchema,
  images: z.record(z.string(), responsiveImageSchema),
  pages: z.array(
    z.object({
      path: z.string(),
      title: z.string(),
      description: z.string(),
      kicker: z.string(),
      lastModified: z.iso.datetime(),
    }),
  ),
  placeholders: z.array(z.string()),
});

/** A build's or a release's content file, checked against the site's schema. */
export const checkBuiltContent = (json: unknown): BuiltContent => builtContentSchema.parse(json);
