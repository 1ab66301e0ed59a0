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
});
export type Accreditation = z.infer<typeof accreditationSchema>;
