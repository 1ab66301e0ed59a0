import { z } from "zod";

export const legalPageFrontMatterSchema = z.object({
  title: z.string().trim().min(5).max(60),
  lastUpdated: z.string().trim().min(4).max(30),
  seoDescription: z.string().trim().min(50).max(160),
});

/** The legal pages, each a file in content/legal/ and a page at its slug. */
export const legalSlugs = ["privacy-policy", "terms-conditions", "accessibility"] as const;

export const legalPageSchema = legalPageFrontMatterSchema.extend({
  slug: z.enum(legalSlugs),
  html: z.string().min(500),
});
export type LegalPage = z.infer<typeof legalPageSchema>;
