import { z } from "zod";

/** The owner's "Post an update": its form's id and what it takes besides the photos. */
export const updateFormId = "update";

export const updateSchema = z.object({
  text: z
    .string({ error: "Say what was done, in a line or two." })
    .trim()
    .min(2, "Say what was done, in a line or two.")
    .max(2000, "At most 2,000 characters."),
});
