import { z } from "zod";
import { unknownFacts } from "../company/company";
import { contentImageSchema } from "../content/image";

/** The words on each page that are not a list of services, projects, reviews, FAQs or areas. */

const line = (max: number) => z.string().trim().min(2).max(max);
const paragraph = z.string().trim().min(30).max(900);

const seoSchema = z.object({
  title: line(45),
  description: z.string().trim().min(50).max(160),
});
const heroSchema = z.object({ eyebrow: line(50), title: line(90), text: paragraph });
const sectionIntroSchema = z.object({
  eyebrow: line(50),
  title: line(90),
  intro: paragraph.optional(),
});
const callToActionSchema = z.object({ title: line(80), text: paragraph });
const statSchema = z.object({ value: line(8), label: line(40) });
const titledTextSchema = z.object({ title: line(60), text: paragraph });

const pageSchema = z.object({ seo: seoSchema, hero: heroSchema });

export const homePageSchema = pageSchema.extend({
  hero: heroSchema.extend({ image: contentImageSchema, trustedBy: line(80) }),
  services: sectionIntroSchema,
  projects: sectionIntroSchema,
  reviews: sectionIntroSchema,
  about: sectionIntroSchema.extend({
    paragraphs: z.array(paragraph).min(1).max(3),
    stats: z.array(statSchema).length(3),
  }),
});

export type HomePage = z.infer<typeof homePageSchema>;

export const aboutPageSchema = pageSchema.extend({
  hero: heroSchema.extend({ image: contentImageSchema }),
  story: z.object({
    title: line(60),
    paragraphs: z.array(paragraph).min(2).max(5),
    image: contentImageSchema,
  }),
  differentiators: z.tuple([
    titledTextSchema.extend({ title: z.literal("Safety First") }),
    titledTextSchema.extend({ title: z.literal("Skilled Team") }),
    titledTextSchema.extend({ title: z.literal("On Time Delivery") }),
    titledTextSchema.extend({ title: z.literal("Quality Guarantee") }),
  ]),
  accreditations: sectionIntroSchema,
  serving: sectionIntroSchema.extend({
    towns: z.array(titledTextSchema).length(3),
    residential: z.array(line(60)).min(3).max(8),
    commercial: z.array(line(60)).min(3).max(8),
  }),
  cta: callToActionSchema,
});

export const servicesPageSchema = pageSchema.extend({
  stats: z.array(statSchema).length(4),
  cta: callToActionSchema,
});

export const projectsPageSchema = pageSchema.extend({
  emptyCategory: callToActionSchema,
  cta: callToActionSchema,
});

export const testimonialsPageSchema = pageSchema.extend({
  stats: z.array(statSchema).length(4),
  reasons: sectionIntroSchema.extend({ items: z.array(titledTextSchema).length(3) }),
  cta: callToActionSchema,
});

/** The reply time is one fact, in company.yaml: the form, the emails and this line all say it. */
const responsePromiseSchema = line(120)
  .refine((text) => text.includes("{replyWithin}"), {
    message: "say how soon you reply with {replyWithin}, which the site fills in from company.yaml",
  })
  .refine((text) => unknownFacts(text).length === 0, {
    message: "only {replyWithin} and {openingHours} can be filled in from company.yaml",
  });

export const contactPageSchema = pageSchema.extend({
  quote: sectionIntroSchema.extend({ responsePromise: responsePromiseSchema }),
  urgentCall: callToActionSchema,
  map: z.object({ title: line(60), text: paragraph }),
});

export const faqsPageSchema = pageSchema.extend({
  stillHaveQuestions: callToActionSchema,
  explore: z.tuple([
    titledTextSchema.extend({ href: z.literal("/services") }),
    titledTextSchema.extend({ href: z.literal("/projects") }),
    titledTextSchema.extend({ href: z.literal("/testimonials") }),
  ]),
});

export const areasPageSchema = pageSchema.extend({
  headOffice: callToActionSchema,
  callUs: callToActionSchema,
  responseTime: callToActionSchema,
  extendedCoverage: callToActionSchema,
  cta: callToActionSchema,
});

export const blogPageSchema = pageSchema.extend({
  comingSoon: callToActionSchema,
});

export const costGuidePageSchema = pageSchema.extend({ cta: callToActionSchema });

export const pageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  services: servicesPageSchema,
  projects: projectsPageSchema,
  testimonials: testimonialsPageSchema,
  contact: contactPageSchema,
  faqs: faqsPageSchema,
  areas: areasPageSchema,
  blog: blogPageSchema,
  "cost-guide": costGuidePageSchema,
};

/** The words of every page, by page. */
export type PageWords = { [Page in keyof typeof pageSchemas]: z.infer<(typeof pageSchemas)[Page]> };
