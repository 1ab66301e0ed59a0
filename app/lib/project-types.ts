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
