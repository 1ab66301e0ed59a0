import { z } from "zod";
import { isCalendarDate } from "~/lib/uk-time";
import { documentKindList } from "./handover-documents";

/**
 * The owner's page "Add a document" (`/owner/jobs/{id}/document`): its two forms' ids and what
 * each takes, for the page and the action. The file comes in the upload's `photos` field.
 */

export const documentForms = {
  document: "document",
  needed: "needed",
} as const;

const kind = z.enum(documentKindList, { error: "Choose what kind of document it is." });

const asList = (value: unknown) =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

export const documentFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(documentForms.document),
      kind,
      title: z
        .string({ error: "Say what the document is, as its heading says." })
        .trim()
        .min(1, "Say what the document is, as its heading says.")
        .max(200, "At most 200 characters.")
        .regex(/^[^\p{Cc}]*$/u, "Keep it to one line."),
      datedOn: z
        .string({ error: "Give the day on the document." })
        .refine(isCalendarDate, "Give the day on the document."),
    }),
    z.object({
      intent: z.literal(documentForms.needed),
      needed: z.preprocess(asList, z.array(kind)),
    }),
  ],
  { error: "Please use the buttons on the page." },
);
