import { z } from "zod";
import { blogPostSchema } from "../blog/blog-post";
import { companySchema } from "../company/company";
import { accreditationSchema } from "../credentials/accreditation";
import { coverSchema } from "../credentials/credentials";
import { faqSchema } from "../faqs/faq";
import { legalPageSchema } from "../legal/legal-page";
import { pageSchemas } from "../pages/pages";
import { priceGuidesSchema } from "../price-guide/price-guide";
import { projectSchema } from "../projects/project";
import { testimonialSchema } from "../reviews/testimonial";
import { serviceSchema } from "../services/service";
import { serviceAreaSchema } from "../town-pages/service-area";

/** Everything in `content/`, validated: what the build writes and what the pages read. */
export const siteContentSchema = z.object({
  company: companySchema,
  services: z.array(serviceSchema),
  projects: z.array(projectSchema),
  testimonials: z.array(testimonialSchema),
  faqs: z.array(faqSchema),
  serviceAreas: z.array(serviceAreaSchema),
  accreditations: z.array(accreditationSchema),
  cover: coverSchema,
  blogPosts: z.array(blogPostSchema),
  legalPages: z.array(legalPageSchema),
  priceGuides: priceGuidesSchema,
  pages: z.object(pageSchemas),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
