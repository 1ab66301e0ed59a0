import { z } from "zod";

/**
 * Until the owner supplies real scheme logos, each accreditation is drawn as a generic text
 * badge: never a real scheme's trademark.
 */
export const accreditationSchema = z.object({
  name: z.string().trim().min(3).max(60),
  badgeText: z.string().trim().min(2).max(6),
  description: z.string().trim().min(20).max(200),
  onAboutPage: z.boolean().default(false),
  membershipNumber: z.string().trim().min(1).max(40).optional(),
  /** The scheme's public "check a member" page: the badge links to it. */
  checkUrl: z
    .url({
      protocol: /^https$/,
      error: "the scheme's check page must be a full address starting https://",
    })
    .max(300)
    .optional(),
  /** The day the membership runs out: from that day the site shows it no more (credentials.ts). */
  expires: z.iso.date().optional(),
  /** True for the illustrative samples shipped with the site: the owner is warned. */
  sample: z.boolean().default(false),
});
export type Accreditation = z.infer<typeof accreditationSchema>;
