import { z } from "zod";

export const testimonialSchema = z.object({
  name: z.string().trim().min(2).max(40),
  location: z.string().trim().min(3).max(40),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(60).max(700),
  badge: z.literal("Local Guide").optional(),
  project: z.string().trim().min(3).max(60),
  /**
   * True for the sample reviews shipped with the site. Publishing invented reviews is unlawful
   * in the UK, so a production build warns while any sample is left in.
   */
  sample: z.boolean(),
  /** The day the customer gave the review (the owner's editor records it). */
  received: z.iso.date().optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
