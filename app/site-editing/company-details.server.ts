import { z } from "zod";
import { companySchema } from "~/content/company";
import type { FormOutcome } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { readYaml, saveYaml } from "./content-file.server";
import { ukPhoneNumber } from "./phone-number";

export const companyFile = "company.yaml";

/** What the owner may change in content/company.yaml, one form field each. */
export const companyFields = [
  {
    name: "phone",
    path: ["phone"],
    label: "Phone number",
    hint: "Shown on every page and dialled by the Call buttons, e.g. 01253 123456 or +44 1253 123456.",
    type: "tel",
  },
  {
    name: "email",
    path: ["email"],
    label: "Email address",
    hint: "Shown on the site; quote requests are sent here.",
    type: "email",
  },
  {
    name: "companyNumber",
    path: ["companyNumber"],
    label: "Companies House number",
    hint: "8 characters, e.g. 01234567 or SC123456.",
  },
  {
    name: "vatNumber",
    path: ["vatNumber"],
    label: "VAT number (optional)",
    hint: "Like GB123456789. Leave empty if not VAT registered.",
    optional: true,
  },
  { name: "streetAddress", path: ["address", "streetAddress"], label: "Office: street" },
  {
    name: "locality",
    path: ["address", "locality"],
    label: "Office: area (optional)",
    optional: true,
  },
  { name: "town", path: ["address", "town"], label: "Office: town" },
  { name: "county", path: ["address", "county"], label: "Office: county" },
  { name: "postcode", path: ["address", "postcode"], label: "Office: postcode" },
  {
    name: "registeredStreetAddress",
    path: ["registeredOffice", "streetAddress"],
    label: "Registered office: street",
  },
  { name: "registeredTown", path: ["registeredOffice", "town"], label: "Registered office: town" },
  {
    name: "registeredPostcode",
    path: ["registeredOffice", "postcode"],
    label: "Registered office: postcode",
  },
  {
    name: "openingHours",
    path: ["openingHours", "display"],
    label: "Opening hours as shown",
    hint: "e.g. Mon - Fri 8am - 6pm",
  },
  {
    name: "replyWithin",
    path: ["replyWithin"],
    label: "You reply to quote requests within",
    hint: "A number of minutes or hours, e.g. 2 hours.",
  },
  { name: "facebook", path: ["social", 0, "url"], label: "Facebook page", type: "url" },
  { name: "instagram", path: ["social", 1, "url"], label: "Instagram page", type: "url" },
  { name: "linkedin", path: ["social", 2, "url"], label: "LinkedIn page", type: "url" },
] as const satisfies readonly {
  name: string;
  path: readonly (string | number)[];
  label: string;
  hint?: string;
  type?: string;
  optional?: boolean;
}[];

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
    const value = field.name === "phone" ? ukPhoneNumber(typed) : typed;
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
