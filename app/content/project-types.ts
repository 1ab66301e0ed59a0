import { z } from "zod";

/** The "type of project" choices on the quote form, as the spec lists them. */
export const projectTypes = [
  { value: "new-build", label: "New build" },
  { value: "extension", label: "Extension" },
  { value: "renovation", label: "Renovation" },
  { value: "commercial", label: "Commercial" },
  { value: "joinery", label: "Joinery" },
  { value: "other", label: "Other" },
] as const;

export type ProjectType = (typeof projectTypes)[number]["value"];

/** One of the choices: the quote form checks the visitor's, the build a service's `quoteProjectType`. */
export const projectTypeSchema = z.enum(
  projectTypes.map((type) => type.value) as [ProjectType, ...ProjectType[]],
  { error: "Choose the type of project" },
);
