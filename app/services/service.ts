import { z } from "zod";
import { contentImageSchema } from "../content/image";
import { projectTypeSchema } from "../lib/project-type-schema";

export const serviceIcons = [
  "shovel",
  "hammer",
  "hard-hat",
  "house",
  "paint-roller",
  "wrench",
  "building",
  "ruler",
  "app-window",
] as const;

const processStepTitles = ["Survey", "Quote", "Build", "Sign-off"] as const;

const processStepSchema = (title: (typeof processStepTitles)[number]) =>
  z.object({ title: z.literal(title), description: z.string().trim().min(40).max(400) });

export const serviceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  order: z.number().int().min(1),
  title: z.string().trim().min(3).max(40),
  icon: z.enum(serviceIcons),
  summary: z.string().trim().min(20).max(140),
  description: z.string().trim().min(60).max(320),
  features: z.array(z.string().trim().min(3).max(80)).length(3, "list exactly three features"),
  quoteProjectType: projectTypeSchema.optional(),
  image: contentImageSchema,
  hero: z.object({
    title: z.string().trim().min(10).max(90),
    text: z.string().trim().min(60).max(400),
  }),
  highlights: z
    .array(
      z.object({
        title: z.string().trim().min(3).max(50),
        text: z.string().trim().min(30).max(260),
      }),
    )
    .length(3, "list exactly three highlights"),
  process: z.tuple([
    processStepSchema("Survey"),
    processStepSchema("Quote"),
    processStepSchema("Build"),
    processStepSchema("Sign-off"),
  ]),
  body: z.array(z.string().trim().min(60).max(900)).min(1).max(4),
  gallery: z.array(contentImageSchema).min(2).max(6),
  relatedProjects: z.array(z.string()).max(3).default([]),
  seoDescription: z.string().trim().min(50).max(160),
});
export type Service = z.infer<typeof serviceSchema>;
