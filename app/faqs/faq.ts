import { z } from "zod";

export const faqSchema = z.object({
  question: z.string().trim().min(10).max(120).endsWith("?", "end the question with '?'"),
  answer: z.array(z.string().trim().min(20).max(700)).min(1).max(4),
  /** An answer that claims the insurance: shown only while it is current (credentials.ts). */
  restsOn: z.literal("insurance").optional(),
});
export type Faq = z.infer<typeof faqSchema>;
