import { contentPlaceholders, sitePages } from "~/content/site-content.server";
import { legalLinks, mainNav, moreLinks } from "~/navigation";
import { formatDateTime } from "~/owner/format";
import type { OwnerServices } from "~/owner/owner-services";
import type { DraftChange } from "~/publishing/drafts.server";
import { areasFile } from "./areas.server";
import { blogPostsFolder } from "./blog-posts.server";
import { companyFile } from "./company-details.server";
import { faqsFile } from "./faqs.server";
import { legalFolder } from "./legal-dates.server";
import { previewRoot } from "./preview-pages.server";
import { undescribedPhotos } from "./project-photos.server";
import { projectsFolder } from "./projects.server";
import { reviewsFile } from "./reviews.server";
import { servicesFolder } from "./services.server";

/** The editors, and the content file each one changes. */
export const editors = [
  {
    file: companyFile,
    href: "/owner/site/company",
    title: "Company details",
    about: "Phone, email, addresses, opening hours, company number, social links.",
  },
  {
    file: reviewsFile,
    href: "/owner/site/reviews",
    title: "Reviews",
    about: "Add your customers' reviews; remove the samples.",
  },
  {
    file: faqsFile,
    href: "/owner/site/faqs",
    title: "FAQs",
    about: "The questions and answers on the FAQs page, and their order.",
  },
  {
    file: projectsFolder,
    href: "/owner/site/projects",
    title: "Projects",
    about: "Add a finished job with its photos; change or remove one.",
  },
  {
    file: servicesFolder,
    href: "/owner/site/services",
    title: "Services",
    about: "The words on each service's page: its summary, features, highlights and text.",
  },
  {
    file: areasFile,
    href: "/owner/site/areas",
    title: "Areas covered",
    about: "The towns on the Areas We Cover page, how far each is, and their order.",
  },
  {
    file: legalFolder,
    href: "/owner/site/legal",
    title: "Legal pages' dates",
    about: "When the privacy policy and the terms were last updated.",
  },
  {
    file: blogPostsFolder,
    href: "/owner/site/blog",
    title: "Blog posts",
    about: "Write a new article, change one, or take one off the blog.",
  },
] as const;

const fileNames: Record<string, string> = Object.fromEntries(
  editors.map((editor) => [editor.file, editor.title]),
);

/**
 * A drafted file as the owner knows it; a file of a folder's editor by the item it belongs to
 * (`services/roofing.yaml`: "Services: roofing"; a project's file and photos: "Projects: cart lane").
 */
function titleOf(file: string): string {
  const folder = editors.find(
    (editor) => editor.file.endsWith("/") && file.startsWith(editor.file),
  );
  if (!folder) return fileNames[file] ?? file;
  const item = file.slice(folder.file.length).split("/")[0] ?? "";
  return `${folder.title}: ${item.replace(/\.\w+$/, "").replaceAll("-", " ")}`;
}

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
  const editor = /sample drawings/.test(warning)
    ? editors.find((candidate) => candidate.file === projectsFolder)
    : editors.find((candidate) => warning.startsWith(`content/${candidate.file}`));
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
    sitePages.find((page) => page.path === path)?.title ??
    (path.split("/").at(-1) ?? "")
      .split("-")
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ");
  return `the page for ${title}`;
}

function previewOf(services: OwnerServices) {
  const { drafts, previewer } = services.publishing;
  const state = previewer.state();
  const pages = [...new Set(Object.keys(drafts.changes()).map(pageOf))].map((page) => ({
    name: pageName(page),
    href: `${previewRoot}${page === "/" ? "/" : page}`,
  }));
  return state && { ...state, pages };
}

export function websitePage(services: OwnerServices) {
  const { drafts, publisher } = services.publishing;
  const recent = publisher.records.recent(10);
  const live = publisher.records.live();
  return {
    beforeYouGoLive: contentPlaceholders.map(fixFor),
    editors: editors.map(({ href, title, about }) => ({ href, title, about })),
    drafts: changedItems(drafts.changes()),
    conflicts: [...new Set(drafts.conflicts().map(titleOf))],
    unavailable: publisher.unavailableReason(),
    inProgress: publisher.records.inProgress() !== undefined,
    preview: previewOf(services),
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

export type WebsitePage = ReturnType<typeof websitePage>;

/** What the owner asked on the Website page: publish the drafts, or put an earlier version back. */
export function actOnWebsite(services: OwnerServices, form: FormData, by: string) {
  const { drafts, publisher } = services.publishing;
  const intent = String(form.get("intent") ?? "");
  const unavailable = publisher.unavailableReason();
  if (unavailable) return { ok: false, message: unavailable };
  if (intent === "publish") {
    const changes = Object.keys(drafts.changes());
    if (changes.length === 0) return { ok: false, message: "There are no changes to publish." };
    const undescribed = undescribedPhotos(services);
    if (undescribed.length > 0)
      return {
        ok: false,
        message: `Nothing was published: describe every photo first (${undescribed
          .map((project) => `${project.title}: ${project.count} photo(s)`)
          .join("; ")}). Blind visitors hear the description instead of seeing the photo.`,
      };
    const summary = `Changed ${[...new Set(changes.map(titleOf))].join(", ")}`;
    publisher.request({ by, summary });
    return {
      ok: true,
      message: "Publishing has started. This page shows when your changes are live.",
    };
  }
  if (intent === "restore") {
    const row = publisher.records.find(Number(form.get("id")));
    if (row?.status !== "live" || !row.version)
      return { ok: false, message: "That version cannot be restored." };
    publisher.request({
      by,
      summary: `Put back the version of ${formatDateTime(row.requestedAt)} (${row.summary})`,
      restoreOf: row.id,
    });
    return {
      ok: true,
      message: "Restoring has started. This page shows when that version is live.",
    };
  }
  if (intent === "preview") {
    if (Object.keys(drafts.changes()).length === 0)
      return { ok: false, message: "There are no changes to preview." };
    services.publishing.previewer.request(by);
    return {
      ok: true,
      message: "Making the preview. This page shows when it is ready, in about a minute.",
    };
  }
  if (intent === "discard") {
    drafts.discard();
    return { ok: true, message: "Your unpublished changes are thrown away." };
  }
  return { ok: false, message: "Choose what to do." };
}
