import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { projectTypes } from "~/lib/project-types";
import { localParts } from "~/lib/uk-time";
import { projectCategories } from "~/projects/project-categories";
import type { Drafts } from "~/publishing/drafts.server";
import { readProject } from "./project-editor.server";

/**
 * A won job on the website (issue 38): the project made from a lead. The lead keeps its
 * project's slug; the project's page never learns anything of the lead (owners see the link
 * both ways, in the owner's area only).
 */

/** The lead a project was made from, for the project's editor. */
export const leadOfProject = (db: Db, slug: string) =>
  db.prepare("SELECT id, reference FROM quote_requests WHERE project_slug = ?").get(slug) as
    | { id: number; reference: string }
    | undefined;

/** The project made from a lead, if any. */
export const projectOfLead = (db: Db, leadId: number) =>
  (db.prepare("SELECT project_slug FROM quote_requests WHERE id = ?").pluck().get(leadId) ??
    null) as string | null;

export interface LeadForProject {
  id: number;
  reference: string;
  projectType: string;
  /** The job's town, as the owner gave it when asking for a review; none before. */
  town: string | null;
}

/**
 * A lead a new project can be made from: there, marked won, and without a project yet. A
 * forged id, or a lead whose job is already a project, is refused with the reason.
 */
export function leadForNewProject(
  db: Db,
  leadId: number,
  /** Whether a project is still there (drafted or live): one removed since frees its lead. */
  projectExists: (slug: string) => boolean,
): { ok: true; lead: LeadForProject } | { ok: false; message: string } {
  const row = db
    .prepare(
      `SELECT q.id, q.reference, q.status, q.project_type AS projectType,
         q.project_slug AS projectSlug, r.town
       FROM quote_requests q LEFT JOIN review_requests r ON r.quote_request_id = q.id
       WHERE q.id = ?`,
    )
    .get(leadId) as (LeadForProject & { status: string; projectSlug: string | null }) | undefined;
  if (!row) return { ok: false, message: "There is no such lead: open the job from your leads." };
  if (row.status !== "won")
    return {
      ok: false,
      message: "Mark the lead Won first: a job goes on the website once it is yours and done.",
    };
  if (row.projectSlug && projectExists(row.projectSlug))
    return { ok: false, message: "This lead's job is already on the website, as its own project." };
  const { id, reference, projectType, town } = row;
  return { ok: true, lead: { id, reference, projectType, town } };
}

/**
 * A new project's first answers, from its lead: the kind of job, its town, this year and the
 * service that does that kind of job. Nothing the customer wrote or told: the owner writes the
 * story.
 */
export function projectStartOf(
  lead: LeadForProject,
  services: readonly { slug: string; quoteProjectType?: string }[],
  now = Date.now(),
) {
  const kind = projectTypes.find((type) => type.value === lead.projectType);
  const typeLabel = kind && kind.value !== "other" ? kind.label : "Building work";
  const category = projectCategories.find((each) => each.slug === lead.projectType)?.label;
  return {
    title: lead.town ? `${typeLabel} in ${lead.town}` : typeLabel,
    ...(category ? { category } : {}),
    location: lead.town ?? "",
    type: typeLabel,
    completed: String(localParts(now).year),
    servicesProvided: services
      .filter((service) => service.quoteProjectType === lead.projectType)
      .map((service) => service.slug)
      .slice(0, 1),
  };
}

/**
 * Ties a new project to its lead (checked by `leadForNewProject`). A link left to the same
 * address by a project since removed is stale: the new project takes it.
 */
export const linkProjectToLead = (db: Db, leadId: number, slug: string) =>
  writeTransaction(db, () => {
    db.prepare("UPDATE quote_requests SET project_slug = NULL WHERE project_slug = ?").run(slug);
    return (
      db
        .prepare("UPDATE quote_requests SET project_slug = ? WHERE id = ? AND status = 'won'")
        .run(slug, leadId).changes === 1
    );
  });

/** Where a lead's job stands on the website: its project, or the way to add it once won. */
export type LeadOnWebsite =
  | { project: { slug: string; title: string; live: boolean } }
  | { project: undefined; canAdd: boolean; leadId: number };

/** The project made from the lead (its title as drafted, whether it is live), or whether one can be. */
export function leadOnWebsite(
  db: Db,
  drafts: Drafts,
  lead: { id: number; status: string },
): LeadOnWebsite {
  const slug = projectOfLead(db, lead.id);
  const live = siteContent().projects.find((project) => project.slug === slug);
  const title = (slug && readProject(drafts, slug)?.project.title) ?? live?.title;
  // A project removed since is no longer this job's: it can be added again.
  if (!slug || !title)
    return { project: undefined, canAdd: lead.status === "won", leadId: lead.id };
  return { project: { slug, title, live: live !== undefined } };
}

/** A lead id as an address or a form gives it: a whole number, or 0 (no lead has it). */
export const leadIdOf = (text: string) => (/^\d{1,12}$/.test(text) ? Number(text) : 0);

/** The new project's first answers from lead `text`, or why it cannot be made from it. */
export function projectFromLead(
  db: Db,
  drafts: Drafts,
  text: string,
  services: { slug: string }[],
) {
  const found = leadForNewProject(db, leadIdOf(text), (slug) => projectIsThere(drafts, slug));
  if (!found.ok) return found;
  const offered = new Set(services.map((service) => service.slug));
  return {
    ok: true as const,
    id: found.lead.id,
    reference: found.lead.reference,
    start: projectStartOf(
      found.lead,
      siteContent().services.filter((service) => offered.has(service.slug)),
    ),
  };
}

/** A project drafted or live: a lead whose project was removed since may have a new one. */
export const projectIsThere = (drafts: Drafts, slug: string) =>
  readProject(drafts, slug) !== undefined ||
  siteContent().projects.some((project) => project.slug === slug);
