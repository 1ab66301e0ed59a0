import YAML from "yaml";
import { z } from "zod";
import { galleryImageSchema } from "~/content/image";
import type { FormOutcome } from "~/forms/read-form.server";
import { slugFrom } from "~/lib/slug";
import { projectSchema } from "~/projects/project";
import { projectCategories } from "~/projects/project-categories";
import type { Drafts } from "~/publishing/drafts.server";
import { plainWords, readYaml, refusal, saveYaml } from "../site-editing/content-file.server";
import { linesOf, listIn, paragraphsOf } from "../site-editing/form-text";

/**
 * Projects as the owner edits them: one folder per project, `projects/<slug>/project.yaml`
 * and its photos in `gallery/`. Photos arrive before anyone has described them, so the editor
 * keeps a photo with an empty description in the draft (shown as "needs a description"); the
 * build's own schema, which requires one, is what publishing checks (`undescribedPhotos`, in
 * project-photos.server.ts).
 */
/** The folder of the projects, for the Website page's list of editors. */
export const projectsFolder = "projects/";
export const projectFileOf = (slug: string) => `projects/${slug}/project.yaml`;
export const galleryOf = (slug: string) => `projects/${slug}/gallery`;

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const isProjectSlug = (slug: string) => slugPattern.test(slug) && slug.length <= 80;

/** Past this, a project's page is a photo album: the owner picks the best. */
export const maxPhotosPerProject = 40;

/** The build's schema, but a photo may wait for its description in a draft. */
export const draftProjectSchema = projectSchema.extend({
  gallery: z
    .array(
      galleryImageSchema.extend({ alt: z.union([z.literal(""), galleryImageSchema.shape.alt]) }),
    )
    .min(1, "Add at least one photo.")
    .max(maxPhotosPerProject, `Keep a project to ${maxPhotosPerProject} photos or fewer.`),
});
export type DraftProject = z.infer<typeof draftProjectSchema>;

/** The slugs of the projects as the owner's editor sees them (drafts included). */
export function projectSlugs(drafts: Drafts): string[] {
  return drafts
    .list("projects")
    .map((file) => /^projects\/([^/]+)\/project\.yaml$/.exec(file)?.[1])
    .filter((slug): slug is string => slug !== undefined);
}

export function readProject(drafts: Drafts, slug: string) {
  if (!isProjectSlug(slug)) return undefined;
  const { doc, version } = readYaml(drafts, projectFileOf(slug));
  const parsed = draftProjectSchema.safeParse(doc.toJS());
  if (!parsed.success) return undefined;
  return { project: parsed.data, doc, version };
}

/** The services a project can name, as the owner's editor sees them. */
export function serviceChoices(drafts: Drafts): { slug: string; title: string }[] {
  return drafts
    .list("services")
    .filter((file) => /^services\/[^/]+\.yaml$/.test(file))
    .flatMap((file) => {
      const data = YAML.parse(drafts.read(file).text ?? "") as {
        slug?: string;
        title?: string;
        order?: number;
      } | null;
      return data?.slug && data.title
        ? [{ slug: data.slug, title: data.title, order: data.order ?? 0 }]
        : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ slug, title }) => ({ slug, title }));
}

export function projectsPage(drafts: Drafts) {
  const projects = projectSlugs(drafts).flatMap((slug) => {
    const found = readProject(drafts, slug);
    if (!found)
      return [
        { slug, title: slug, location: "", photos: 0, waiting: 0, order: 0, cover: undefined },
      ];
    const { project } = found;
    return [
      {
        slug,
        title: project.title,
        location: project.location,
        order: project.order,
        photos: project.gallery.length,
        waiting: project.gallery.filter((photo) => photo.alt === "").length,
        cover: project.gallery[0]?.src,
      },
    ];
  });
  return { projects: projects.sort((a, b) => a.order - b.order) };
}

/** What a project's form offers: the kinds of project, and the services it can name. */
export function projectChoices(drafts: Drafts) {
  return {
    categories: projectCategories.map((category) => category.label),
    services: serviceChoices(drafts),
  };
}

const detailsSchema = projectSchema.omit({
  slug: true,
  order: true,
  status: true,
  gallery: true,
  beforeAfter: true,
});
const { shape } = detailsSchema;
const version = z.string().default("");

/**
 * A project's words as its form sends them (everything but the photos), among the services
 * the site has (`known`): paragraphs and points typed in one box each.
 */
export const projectDetailsForm = (known: readonly string[]) =>
  z
    .object({
      section: z.literal("details"),
      version,
      ...shape,
      servicesProvided: z.array(z.string()).default([]).pipe(shape.servicesProvided),
      description: listIn(paragraphsOf, shape.description),
      features: listIn(linesOf, shape.features),
    })
    .superRefine(
      ({ servicesProvided }, context) => {
        if (servicesProvided?.some((slug) => !known.includes(slug)))
          context.addIssue({
            code: "custom",
            path: ["servicesProvided"],
            message: "Tick only services on the list.",
          });
      },
      { when: () => true },
    );
export type ProjectDetails = z.output<ReturnType<typeof projectDetailsForm>>;

/** The build's limits on a project, in the owner's words. */
export function projectWords(issue: z.core.$ZodIssue): string {
  const [field] = issue.path;
  const list = field === "features" ? "feature" : "paragraph";
  if (issue.code === "too_small" && issue.origin === "array")
    return field === "features"
      ? `List at least ${issue.minimum} features, one per line.`
      : field === "servicesProvided"
        ? "Tick at least one service."
        : "Write at least one paragraph.";
  if (issue.code === "too_big" && issue.origin === "array")
    return field === "features"
      ? `List at most ${issue.maximum} features.`
      : `Keep it to ${issue.maximum} paragraphs or fewer.`;
  if (field === "category") return "Choose the kind of project.";
  const inList = field === "features" || field === "description";
  if (inList && issue.code === "too_small")
    return `Each ${list} needs at least ${issue.minimum} characters.`;
  if (inList && issue.code === "too_big")
    return `Keep each ${list} to ${issue.maximum} characters or fewer.`;
  return plainWords(issue);
}

/** The slug for a new project: from its title, made unique among the projects. */
export function newSlug(drafts: Drafts, title: string, location: string): string {
  const taken = new Set(projectSlugs(drafts));
  const base = slugFrom(title, 60) || "project";
  for (const candidate of [base, `${base}-${slugFrom(location, 60)}`])
    if (!taken.has(candidate)) return candidate;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A change to an existing project's file, saved as a draft over the version its form showed:
 * `change` edits the file and says what it did, or refuses, and then nothing is saved.
 */
export function changeProject(
  drafts: Drafts,
  { slug, version, by }: { slug: string; version: string; by: string },
  change: (
    found: NonNullable<ReturnType<typeof readProject>>,
  ) => string | (FormOutcome & { ok: false }),
): FormOutcome {
  const found = readProject(drafts, slug);
  if (!found) return refusal("That project is no longer there.");
  const done = change(found);
  if (typeof done !== "string") return done;
  return saveYaml(drafts, {
    file: projectFileOf(slug),
    doc: found.doc,
    schema: draftProjectSchema,
    version,
    by,
    saved: done,
  });
}

/** Saves the details of an existing project (the photos are left as they are). */
export function saveDetails(
  drafts: Drafts,
  slug: string,
  { version, section: _, ...details }: ProjectDetails,
  by: string,
): FormOutcome {
  return changeProject(drafts, { slug, version, by }, ({ doc }) => {
    for (const [key, value] of Object.entries(details)) doc.set(key, value);
    return "Project saved as a draft.";
  });
}

/**
 * A new project's file, with its photos (already drafted into its gallery, waiting for their
 * descriptions); shown last on the Projects page until the owner moves it.
 */
export function createProject(
  drafts: Drafts,
  {
    slug,
    details,
    photos,
    by,
  }: {
    slug: string;
    details: Omit<ProjectDetails, "version" | "section">;
    photos: string[];
    by: string;
  },
): FormOutcome {
  const order =
    Math.max(
      0,
      ...projectSlugs(drafts).map((other) => readProject(drafts, other)?.project.order ?? 0),
    ) + 1;
  const project = {
    slug,
    order,
    ...details,
    status: "Completed",
    gallery: photos.map((src) => ({ src, alt: "" })),
  };
  const doc = new YAML.Document(project);
  return saveYaml(drafts, {
    file: projectFileOf(slug),
    doc,
    schema: draftProjectSchema,
    version: "none",
    by,
    saved: "Project added as a draft. Now describe each photo.",
  });
}

/**
 * Removes a project in the draft: its file, its photos, and its name from the services that
 * show it (the build refuses a service naming a project that is not there).
 */
export function removeProject(
  drafts: Drafts,
  slug: string,
  { version }: { version: string },
  by: string,
): FormOutcome {
  const found = readProject(drafts, slug);
  if (!found) return refusal("That project is no longer there.");
  if (found.version !== version)
    return {
      ok: false,
      message:
        "This project was changed (in another tab, or by someone else) after you opened it. Nothing was removed: look at it again first.",
      fresh: true,
    };
  for (const file of drafts.list("services").filter((name) => name.endsWith(".yaml"))) {
    const { doc, version } = readYaml(drafts, file);
    const related = doc.get("relatedProjects") as YAML.YAMLSeq | undefined;
    if (!YAML.isSeq(related)) continue;
    const index = related.items.findIndex((item) => YAML.isScalar(item) && item.value === slug);
    if (index < 0) continue;
    related.items.splice(index, 1);
    drafts.save(file, doc.toString({ lineWidth: 100 }), { readHash: version, by });
  }
  for (const file of drafts.list(`projects/${slug}`))
    drafts.save(file, null, { readHash: drafts.read(file).hash, by });
  return {
    ok: true,
    message: `${found.project.title} is removed in your draft. Publish to take it off the site.`,
  };
}
