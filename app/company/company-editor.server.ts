import { z } from "zod";
import { companySchema } from "~/company/company";
import type { FormOutcome } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { readYaml, saveYaml } from "../site-editing/content-file.server";
import { ukPhoneNumber } from "./phone-number";

export const companyFile = "company.yaml";

/** A detail of content/company.yaml at `path`, and its form field `name`. */
const field = <const Name extends string>(
  name: Name,
  path: readonly (string | number)[],
  label: string,
  more: { hint?: string; type?: "tel" | "email" | "url"; optional?: true } = {},
) => ({ name, path, label, ...more });

/** What the owner may change in content/company.yaml, one form field each. */
export const companyFields = [
  field("phone", ["phone"], "Phone number", {
    hint: "Shown on every page and dialled by the Call buttons, e.g. 01253 123456 or +44 1253 123456.",
    type: "tel",
  }),
  field("whatsApp", ["whatsApp"], "WhatsApp number (optional)", {
    hint: "The number you answer WhatsApp on. Phones show a WhatsApp button beside Call; leave empty for none.",
    type: "tel",
    optional: true,
  }),
  field("email", ["email"], "Email address", {
    hint: "Shown on the site; quote requests are sent here.",
    type: "email",
  }),
  field("companyNumber", ["companyNumber"], "Companies House number", {
    hint: "8 characters, e.g. 01234567 or SC123456.",
  }),
  field("vatNumber", ["vatNumber"], "VAT number (optional)", {
    hint: "Like GB123456789. Leave empty if not VAT registered.",
    optional: true,
  }),
  field("streetAddress", ["address", "streetAddress"], "Office: street"),
  field("locality", ["address", "locality"], "Office: area (optional)", { optional: true }),
  field("town", ["address", "town"], "Office: town"),
  field("county", ["address", "county"], "Office: county"),
  field("postcode", ["address", "postcode"], "Office: postcode"),
  field(
    "registeredStreetAddress",
    ["registeredOffice", "streetAddress"],
    "Registered office: street",
  ),
  field("registeredTown", ["registeredOffice", "town"], "Registered office: town"),
  field("registeredPostcode", ["registeredOffice", "postcode"], "Registered office: postcode"),
  field("replyWithin", ["replyWithin"], "You reply to quote requests within", {
    hint: "A number of minutes or hours, e.g. 2 hours.",
  }),
  field("facebook", ["social", 0, "url"], "Facebook page", { type: "url" }),
  field("instagram", ["social", 1, "url"], "Instagram page", { type: "url" }),
  field("linkedin", ["social", 2, "url"], "LinkedIn page", { type: "url" }),
];

export type CompanyField = (typeof companyFields)[number];

export function companyDetails(drafts: Drafts) {
  const { doc, version } = readYaml(drafts, companyFile);
  return {
    version,
    values: Object.fromEntries(
      companyFields.map((field) => [field.name, String(doc.getIn(field.path) ?? "")]),
    ) as Record<CompanyField["name"], string>,
  };
}

const fieldFor = (path: PropertyKey[]) =>
  companyFields.find((field) => field.path.every((part, at) => path[at] === part))?.name ?? "form";

/** The form: each detail as typed, and the version of the file it was shown from. */
export const companyForm = z.object({
  version: z.string().default(""),
  ...(Object.fromEntries(
    companyFields.map((field) => [field.name, z.string().default("")]),
  ) as Record<CompanyField["name"], z.ZodDefault<z.ZodString>>),
});

export function saveCompanyDetails(
  drafts: Drafts,
  sent: z.output<typeof companyForm>,
  by: string,
): FormOutcome {
  const { doc } = readYaml(drafts, companyFile);
  for (const field of companyFields) {
    const typed = sent[field.name].trim();
    const value = field.type === "tel" ? ukPhoneNumber(typed) : typed;
    if (value === "" && "optional" in field && field.optional) doc.deleteIn(field.path);
    else doc.setIn(field.path, value);
  }
  return saveYaml(drafts, {
    file: companyFile,
    doc,
    schema: companySchema,
    version: sent.version,
    by,
    fieldOf: fieldFor,
    saved: "Company details saved as a draft.",
  });
}
