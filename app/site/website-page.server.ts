import { z } from "zod";
import { contentPlaceholders, siteContent, sitePages } from "~/content/site-content.server";
import type { FormOutcome } from "~/forms/read-form.server";
import { formatDateTime } from "~/lib/uk-time";
import { legalLinks, mainNav, moreLinks } from "~/navigation";
import type { DraftChange } from "~/publishing/drafts.server";
import type { Publisher } from "~/publishing/publisher.server";
import type { SitePublishing } from "~/publishing/site-publishing.server";
import { pricesToCheck } from "../price-guide/price-guide-editor.server";
import { projectsFolder } from "../projects/project-editor.server";
import { undescribedPhotos } from "../projects/project-photos.server";
import { townPagesInWords, townPagesTakenDown } from "../town-pages/town-pages-taken-down";
import { contentProblemsInWords } from "./content-problems.server";
import { editorOf, editors, titleOf } from "./editor-list.server";
import { previewRoot } from "./preview-pages.server";

/** The drafts, one entry per thing changed (a project's photos go with the project). */
function changedItems(changes: Record<string, DraftChange>) {
  const items = new Map<string, { title: string; removed: boolean; by: string; at: string }>();
  for (const [file, change] of Object.entries(changes)) {
    const title = titleOf(file);
    const seen = items.get(title);
    const removed = change.hash === null && (seen?.removed ?? true);
    const latest = !seen || change.at > seen.at ? change : seen;
    items.set(title, { title, removed, by: latest.by, at: latest.at });
  }
  return [...items.values()];
}

/**
 * Where each of the build's placeholder warnings is fixed (by the file it names); the sample
 * drawings are mostly projects' pictures, replaced by photos in the projects' editor.
 */
function fixFor(warning: string): { href?: string; text: string } {
  const file = /^content\/([\w/.-]+):/.exec(warning)?.[1] ?? "";
  const editor = /sample drawings/.test(warning)
    ? editors.find((candidate) => candidate.file === projectsFolder)
    : (editorOf(file) ??
      editors.find((candidate) => warning.startsWith(`content/${candidate.file}`)));
  const text = warning.replace(/^content\/[\w/.-]+: /, "");
  return { href: editor?.href, text };
}

const statusWords = {
  queued: "Waiting for the publish before it",
  building: "Building the site",
  switching: "Switching the site over",
  live: "Live",
  failed: "Not published",
} as const;

/** The public page that shows a content file (what to open in the preview). */
export function pageOf(file: string): string {
  const [top = "", item = ""] = file.split("/");
  const slug = item.replace(/\.\w+$/, "");
  if (top === "projects") return `/projects/${slug}`;
  if (top === "services") return `/services/${slug}`;
  if (top === "blog") return slug === "images" ? "/blog" : `/blog/${slug}`;
  if (top === "legal") return `/${slug}`;
  const pages: Record<string, string> = {
    "faqs.yaml": "/faqs",
    "testimonials.yaml": "/testimonials",
    "company.yaml": "/contact",
    "areas.yaml": "/areas-we-cover",
    "price-guide.yaml": "/cost-guide",
    "accreditations.yaml": "/about",
    "cover.yaml": "/about",
  };
  return pages[file] ?? "/";
}

const menuNames = new Map(
  [...mainNav, ...moreLinks, ...legalLinks].map((link) => [link.to, link.label]),
);

/**
 * A public page as the owner calls it: "the FAQs page", "the page for Marsh Lane Barn"; a page
 * the drafts are adding is named from its address, as the live site has no title for it yet.
 */
export function pageName(path: string): string {
  const menuName = menuNames.get(path);
  if (menuName) return path === "/" ? "the home page" : `the ${menuName} page`;
  const title =
    sitePages().find((page) => page.path === path)?.title ??
    (path.split("/").at(-1) ?? "")
      .split("-")
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ");
  return `the page for ${title}`;
}

/**
 * The owner's preview: a link to each page the drafts change, rendered when opened; or, when
 * the drafts cannot be published, what to change first.
 */
async function previewOf(publishing: SitePublishing) {
  const { drafts, previewer } = publishing;
  if (Object.keys(drafts.changes()).length === 0) return undefined;
  const content = await previewer.content();
  if (!content.ok) return { problems: contentProblemsInWords(content.errors, content.contentDir) };
  const pages = [...new Set(Object.keys(drafts.changes()).map(pageOf))].map((page) => ({
    name: pageName(page),
    href: `${previewRoot}${page === "/" ? "/" : page}`,
  }));
  return { pages, takesDown: await townPagesGoing(publishing) };
}

/** The town pages on the site now that publishing the drafts would take down, and why. */
async function townPagesGoing({ previewer }: SitePublishing) {
  const content = await previewer.content();
  return content.ok ? townPagesTakenDown(siteContent(), content.content.content) : [];
}

export async function websitePage(publishing: SitePublishing) {
  const { drafts, publisher } = publishing;
  const recent = publisher.records.recent(10);
  const live = publisher.records.live();
  return {
    beforeYouGoLive: [...contentPlaceholders(), ...pricesToCheck(siteContent().priceGuides)].map(
      fixFor,
    ),
    editors: editors.map(({ href, title, about }) => ({ href, title, about })),
    drafts: changedItems(drafts.changes()),
    conflicts: [...new Set(drafts.conflicts().map(titleOf))],
    inProgress: publisher.records.inProgress() !== undefined,
    preview: await previewOf(publishing),
    publishes: recent.map((row) => ({
      id: row.id,
      summary: row.summary,
      by: row.requestedBy,
      at: row.requestedAt,
      status: row.status,
      statusWords: statusWords[row.status],
      message: row.message,
      restorable: row.status === "live" && row.version !== null && row.id !== live?.id,
      isLive: row.id === live?.id,
    })),
  };
}

export type WebsitePage = Awaited<ReturnType<typeof websitePage>>;

/** The Website page's buttons: publish the drafts, put an earlier version back, or throw away. */
export const websiteForm = z.discriminatedUnion("intent", [
  // The town pages the owner was shown would come down (`takesDown`): a publish takes down no other.
  z.object({ intent: z.literal("publish"), takesDown: z.array(z.string()).default([]) }),
  z.object({ intent: z.literal("restore"), id: z.number().int().positive() }),
  z.object({ intent: z.literal("discard") }),
]);

/**
 * How long the answer to Publish waits for the site to go live: a change of words is live in
 * under a second, so the page the owner gets back already says so; a publish with photos takes
 * longer, and the page then looks again until it is done.
 */
const waitForLive = 5_000;

export async function actOnWebsite(
  publishing: SitePublishing,
  sent: z.output<typeof websiteForm>,
  by: string,
): Promise<FormOutcome> {
  const { drafts, publisher } = publishing;
  if (sent.intent === "discard") {
    drafts.discard();
    return { ok: true, message: "Your unpublished changes are thrown away." };
  }
  if (sent.intent === "restore") {
    const row = publisher.records.find(sent.id);
    if (row?.status !== "live" || !row.version)
      return { ok: false, message: "That version cannot be restored." };
    publisher.request({
      by,
      summary: `Put back the version of ${formatDateTime(row.requestedAt)} (${row.summary})`,
      restoreOf: row.id,
    });
    return await published(publisher, "Restoring has started.", "That version is live now.");
  }
  const changes = Object.keys(drafts.changes());
  if (changes.length === 0) return { ok: false, message: "There are no changes to publish." };
  const undescribed = undescribedPhotos(drafts);
  if (undescribed.length > 0)
    return {
      ok: false,
      message: `Nothing was published: describe every photo first (${undescribed
        .map((project) => `${project.title}: ${project.count} photo(s)`)
        .join("; ")}). Blind visitors hear the description instead of seeing the photo.`,
    };
  const takesDown = await townPagesGoing(publishing);
  const unsaid = takesDown.filter((page) => !sent.takesDown.includes(page.path));
  if (unsaid.length > 0)
    return {
      ok: false,
      status: 409,
      message: `Nothing was published: it would also take ${townPagesInWords(unsaid)} off the site, which this page did not say when you pressed Publish. Read why below, then publish again if that is what you want.`,
    };
  const changed = [...new Set(changes.map(titleOf))].join(", ");
  publisher.request({
    by,
    summary:
      takesDown.length > 0
        ? `Changed ${changed}, taking ${townPagesInWords(takesDown)} off the site`
        : `Changed ${changed}`,
  });
  return await published(publisher, "Publishing has started.", "Your changes are live now.");
}

/** Waits (a little) for the publish just asked for, and says where it stands. */
async function published(publisher: Publisher, started: string, live: string) {
  const done = await Promise.race([
    publisher.idle().then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, waitForLive, false).unref()),
  ]);
  if (!done) return { ok: true as const, message: `${started} This page shows when it is live.` };
  return publisher.records.inProgress() === undefined &&
    publisher.records.recent(1)[0]?.status === "live"
    ? { ok: true as const, message: live }
    : { ok: false as const, message: "Nothing was published: see why below." };
}
