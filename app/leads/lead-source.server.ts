import { sitePages } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { leadNotFound } from "./lead-error";

/** A lead sent without JavaScript, or from a visit that began on the site itself. */
export const unknownSource = "Unknown";

/** How a lead's source reads to the owner: "Google search", "Printed tag “van”", "Unknown". */
export function sourceInWords(source: {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}): string {
  const name = source.source ?? "";
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  switch (source.medium) {
    case null:
      return unknownSource;
    case "search":
      return `${title} search`;
    case "social":
      return title;
    case "referral":
      return `A link on ${name}`;
    case "direct":
      return "Typed in, a bookmark or an app (direct)";
    case "print":
      return `Printed tag “${name}”`;
    default:
      return `Campaign “${name}”${source.campaign ? `, ${source.campaign}` : ""} (${source.medium})`;
  }
}

/**
 * The page a visit began on, as the owner knows it: "the home page", "the “Roofing” page" (its
 * title, from the live site's `pages`), or its address when the site no longer has it.
 */
export function pageInWords(path: string, pages: readonly { path: string; title: string }[]) {
  if (path === "/") return "the home page";
  const title = pages.find((page) => page.path === path)?.title;
  return title ? `the “${title}” page` : path;
}

/** Where a lead came from, as the site saw it and as the owner says. */
export function leadSourceOf(db: Db, leadId: number) {
  const row = db
    .prepare(
      `SELECT visit_source AS source, visit_medium AS medium, visit_campaign AS campaign,
         landing_page AS landingPage, source_by_owner AS byOwner FROM quote_requests WHERE id = ?`,
    )
    .get(leadId) as
    | {
        source: string | null;
        medium: string | null;
        campaign: string | null;
        landingPage: string | null;
        byOwner: string | null;
      }
    | undefined;
  if (!row) throw leadNotFound(leadId);
  return {
    seen: sourceInWords(row),
    landingPage: row.landingPage && pageInWords(row.landingPage, sitePages()),
    byOwner: row.byOwner,
  };
}

export const maxSourceLength = 60;

/** The owner's word on where a lead came from ("saw the van", as its form checked it); empty takes it back. */
export function correctLeadSource(db: Db, { leadId, text }: { leadId: number; text: string }) {
  const { changes } = db
    .prepare("UPDATE quote_requests SET source_by_owner = ? WHERE id = ?")
    .run(text || null, leadId);
  if (changes === 0) throw leadNotFound(leadId);
}
