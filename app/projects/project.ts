import { z } from "zod";
import { galleryImageSchema } from "../content/image";
import type { Picture } from "../content/responsive-image";
import { type ProjectCategoryLabel, projectCategories } from "./project-categories";

export const projectSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  order: z.number().int().min(1),
  title: z.string().trim().min(3).max(60),
  category: z.enum(
    projectCategories.map((category) => category.label) as [
      ProjectCategoryLabel,
      ...ProjectCategoryLabel[],
    ],
  ),
  location: z.string().trim().min(3).max(60),
  type: z.string().trim().min(5).max(80),
  status: z.literal("Completed"),
  completed: z.string().regex(/^\d{4}$/, "the year the project was handed over, e.g. 2023"),
  duration: z.string().trim().min(3).max(40),
  summary: z.string().trim().min(40).max(200),
  description: z.array(z.string().trim().min(60).max(900)).min(1).max(5),
  features: z.array(z.string().trim().min(3).max(120)).min(4).max(10),
  servicesProvided: z.array(z.string()).min(1),
  gallery: z.array(galleryImageSchema).min(1),
  /** Photos of the gallery shown as before and after (each `src` one of the gallery's). */
  beforeAfter: z
    .array(z.object({ before: z.string(), after: z.string() }))
    .max(6)
    .default([]),
  seoDescription: z.string().trim().min(50).max(160),
});
export type Project = z.infer<typeof projectSchema>;

/** The fields of a project its card shows, with the first gallery picture as the cover. */
export type ProjectSummary = Pick<
  Project,
  "slug" | "title" | "category" | "location" | "type" | "summary"
> & {
  cover: Picture;
};
