import { z } from "zod";
import { accreditationSchema } from "./accreditation";
import { blogPostSchema } from "./blog-post";
import { companySchema } from "./company";
import { coverSchema } from "./credentials";
import { faqSchema } from "./faq";
import { legalPageSchema } from "./legal-page";
import { pageSchemas } from "./pages";
import { priceGuidesSchema } from "./price-guide";
import { projectSchema } from "./project";
import { serviceSchema } from "./service";
import { serviceAreaSchema } from "./service-area";
import { testimonialSchema } from "./testimonial";

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
