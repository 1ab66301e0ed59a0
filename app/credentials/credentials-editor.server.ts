import YAML from "yaml";
import { z } from "zod";
import { accreditationSchema } from "~/credentials/accreditation";
import { coverSchema } from "~/credentials/credentials";
import type { FormOutcome } from "~/forms/read-form.server";
import { parsePounds } from "~/lib/pounds";
import { formatDate } from "~/lib/uk-time";
import type { Drafts } from "~/publishing/drafts.server";
import { plainWords, readYaml, refusal, saveYaml } from "../site-editing/content-file.server";
import { oneLineIn } from "../site-editing/form-text";
import { changeListItem, listItemForm, readList } from "../site-editing/list-file.server";

/**
 * The owner's credentials (issue 39): the accreditations, one form each, and the insurance and
 * guarantees, one form. Saving one makes it the owner's own (its sample mark goes).
 */
export const accreditationsFile = "accreditations.yaml";
export const coverFile = "cover.yaml";
const accreditationsSchema = z.array(accreditationSchema);

export function credentialsPage(drafts: Drafts) {
  const { version, items } = readList(drafts, accreditationsFile, accreditationsSchema);
  const cover = readYaml(drafts, coverFile);
  const parsed = coverSchema.safeParse(cover.doc.toJS());
  const { insurance, guarantees, sample } = parsed.success ? parsed.data : { sample: false };
  return {
    version,
    accreditations: items.map((scheme) => ({
      form: {
        name: scheme.name,
        badgeText: scheme.badgeText,
        description: scheme.description,
        membershipNumber: scheme.membershipNumber ?? "",
        checkUrl: scheme.checkUrl ?? "",
        expires: scheme.expires ?? "",
        onAboutPage: scheme.onAboutPage ? "on" : "",
      },
      name: scheme.name,
      sample: scheme.sample,
      runsOut: scheme.expires ? formatDate(scheme.expires) : undefined,
    })),
    cover: {
      version: cover.version,
      sample,
      form: {
        publicLiability: insurance ? String(insurance.publicLiabilityPounds) : "",
        insurer: insurance?.insurer ?? "",
        insuranceExpires: insurance?.expires ?? "",
        workmanshipYears: guarantees ? String(guarantees.workmanshipYears) : "",
        insuranceBacked: guarantees?.insuranceBacked ?? "",
      },
    },
  };
}

const scheme = accreditationSchema.shape;
/** One accreditation's form: add, save or remove, by its place in the list. */
const accreditationForm = listItemForm(
  {
    name: oneLineIn(scheme.name),
    badgeText: oneLineIn(scheme.badgeText),
    description: oneLineIn(scheme.description),
    // An empty box is no answer (Conform reads it as none): nothing is claimed.
    membershipNumber: scheme.membershipNumber,
    checkUrl: scheme.checkUrl,
    expires: z.iso.date().optional(),
    onAboutPage: z
      .literal("on")
      .optional()
      .transform((ticked) => ticked === "on"),
  },
  ["remove"],
);

const insurance = coverSchema.shape.insurance.unwrap().shape;
/** The insurance and guarantees: one form; a part left empty is not claimed. */
const coverForm = z.object({
  intent: z.literal("cover"),
  version: z.string().default(""),
  publicLiability: z
    .string()
    .optional()
    .transform((text = "", context) => {
      const read = parsePounds(text);
      if (!read.ok) {
        context.addIssue({ code: "custom", message: read.message });
        return z.NEVER;
      }
      return read.pence === null ? undefined : Math.round(read.pence / 100);
    })
    .pipe(insurance.publicLiabilityPounds.optional()),
  insurer: insurance.insurer.optional(),
  insuranceExpires: insurance.expires.optional(),
  workmanshipYears: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(25))
    .optional(),
  insuranceBacked: z.string().trim().min(2).max(80).optional(),
});

export const credentialsForm = z
  .discriminatedUnion("intent", [...accreditationForm.options, coverForm])
  .superRefine(
    (sent, context) => {
      if (sent.intent !== "cover") return;
      const given = [sent.publicLiability, sent.insurer, sent.insuranceExpires];
      if (given.some((part) => part !== undefined) && given.some((part) => part === undefined))
        for (const [field, part] of [
          ["publicLiability", sent.publicLiability],
          ["insurer", sent.insurer],
          ["insuranceExpires", sent.insuranceExpires],
        ] as const)
          if (!part)
            context.addIssue({
              code: "custom",
              path: [field],
              message: "Give the cover, the insurer and the day it runs out, or none of them.",
            });
    },
    { when: () => true },
  );

/** The content's limits, in the owner's words. */
export function credentialWords(issue: z.core.$ZodIssue): string {
  const [field] = issue.path;
  if (field === "publicLiability" && issue.code === "too_small")
    return "Public liability cover starts at £100,000.";
  if (field === "publicLiability" && issue.code === "too_big") return "At most £50 million.";
  if (field === "workmanshipYears") return "A number of years, from 1 to 25.";
  if (field === "insuranceExpires" || field === "expires") return "Enter a date.";
  if (field === "checkUrl") return "Paste the scheme's “check a member” address, starting https://";
  return plainWords(issue);
}

export function changeCredentials(
  drafts: Drafts,
  sent: z.output<typeof credentialsForm>,
  by: string,
): FormOutcome {
  if (sent.intent === "cover") return saveCover(drafts, sent, by);
  const words = { item: "accreditation", items: "accreditations" };
  const list = { file: accreditationsFile, schema: accreditationsSchema, by, words };
  return changeListItem(drafts, list, sent, ({ doc, items }) => {
    if (sent.intent === "remove") {
      items.splice(sent.index, 1);
      return "Accreditation removed in your draft.";
    }
    const fields = {
      name: sent.name,
      badgeText: sent.badgeText,
      description: sent.description,
      onAboutPage: sent.onAboutPage,
      ...(sent.membershipNumber ? { membershipNumber: sent.membershipNumber } : {}),
      ...(sent.checkUrl ? { checkUrl: sent.checkUrl } : {}),
      ...(sent.expires ? { expires: sent.expires } : {}),
    };
    // Saved by the owner: theirs, no longer the sample; what they emptied is not claimed.
    if (sent.intent === "save") items[sent.index] = doc.createNode(fields) as YAML.ParsedNode;
    else items.push(doc.createNode(fields) as YAML.ParsedNode);
    return sent.intent === "add"
      ? "Accreditation added to your draft."
      : "Accreditation saved as a draft.";
  });
}

function saveCover(
  drafts: Drafts,
  sent: Extract<z.output<typeof credentialsForm>, { intent: "cover" }>,
  by: string,
): FormOutcome {
  const { doc } = readYaml(drafts, coverFile);
  if (doc.contents !== null && !YAML.isMap(doc.contents))
    return refusal("The cover file is not as expected: ask your developer to look at it.");
  const cover = {
    ...(sent.publicLiability && sent.insurer && sent.insuranceExpires
      ? {
          insurance: {
            publicLiabilityPounds: sent.publicLiability,
            insurer: sent.insurer,
            expires: sent.insuranceExpires,
          },
        }
      : {}),
    ...(sent.workmanshipYears
      ? {
          guarantees: {
            workmanshipYears: sent.workmanshipYears,
            ...(sent.insuranceBacked ? { insuranceBacked: sent.insuranceBacked } : {}),
          },
        }
      : {}),
  };
  // Changed in place, so the file's opening comment (the owner's guide to it) stays.
  const opening = firstKeyComment(doc) ?? doc.commentBefore;
  if (doc.contents === null) doc.contents = doc.createNode({}) as unknown as YAML.YAMLMap.Parsed;
  for (const key of ["insurance", "guarantees", "sample"] as const)
    if (key in cover) doc.set(key, doc.createNode(cover[key as keyof typeof cover]));
    else doc.delete(key);
  if (opening && !firstKeyComment(doc) && !doc.commentBefore) doc.commentBefore = opening;
  return saveYaml(drafts, {
    file: coverFile,
    doc,
    schema: coverSchema,
    version: sent.version,
    by,
    saved: "Insurance and guarantees saved as a draft.",
  });
}

/** The comment YAML keeps on a file's first key (a comment at the top of the file). */
function firstKeyComment(doc: YAML.Document) {
  const first = YAML.isMap(doc.contents) ? doc.contents.items[0]?.key : undefined;
  return YAML.isNode(first) ? first.commentBefore : undefined;
}
