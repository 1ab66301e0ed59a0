/** The filter buttons on /projects, in order. Renovation has no project yet, on purpose. */
export const projectCategories = [
  { slug: "new-build", label: "New Build" },
  { slug: "commercial", label: "Commercial" },
  { slug: "social-housing", label: "Social Housing" },
  { slug: "extension", label: "Extension" },
  { slug: "renovation", label: "Renovation" },
] as const;

export type ProjectCategoryLabel = (typeof projectCategories)[number]["label"];
