/**
 * `npm run check:content`: reads every file in content/ and says what is wrong, in words an
 * owner can act on. The build runs the same checks.
 */

import path from "node:path";
import { findPlaceholderDetails } from "../app/company/company";
import { ContentErrors } from "../app/content/content-reader.server";
import { readSiteContent } from "../app/site/read-site-content.server";

const contentDir = path.resolve("content");

try {
  const { content, images } = readSiteContent(contentDir);
  console.log(
    `Content is valid: ${content.services.length} services, ${content.projects.length} projects, ` +
      `${content.testimonials.length} reviews, ${content.faqs.length} FAQs, ` +
      `${content.serviceAreas.length} areas, ${content.blogPosts.length} articles, ${images.length} pictures.`,
  );
  const placeholders = findPlaceholderDetails(content.company);
  if (placeholders.length > 0) {
    console.log(`Still placeholders in content/company.yaml: ${placeholders.join("; ")}.`);
  }
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
