import { blogPostsFolder } from "../blog/blog-editor.server";
import { companyFile } from "../company/company-editor.server";
import { accreditationsFile, coverFile } from "../credentials/credentials-editor.server";
import { faqsFile } from "../faqs/faqs-editor.server";
import { legalFolder } from "../legal/legal-dates-editor.server";
import { priceGuideFile } from "../price-guide/price-guide-editor.server";
import { projectsFolder } from "../projects/project-editor.server";
import { reviewsFile } from "../reviews/testimonials-editor.server";
import { servicesFolder } from "../services/services-editor.server";
import { areasFile } from "../town-pages/areas-editor.server";

/** The editors, and the content file each one changes. */
export const editors = [
  {
    file: companyFile,
    href: "/owner/site/company",
    title: "Company details",
    about: "Phone, email, addresses, company number, social links, how soon you reply.",
  },
  {
    file: companyFile,
    href: "/owner/site/hours",
    title: "Opening hours",
    about: "The days and times you are open, bank holidays, and days you are closed.",
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
    file: accreditationsFile,
    href: "/owner/site/credentials",
    title: "Accreditations and insurance",
    about: "Schemes you belong to, your insurance and guarantees, and the day each runs out.",
  },
  {
    file: priceGuideFile,
    href: "/owner/site/prices",
    title: "Price guide",
    about: "The jobs you price, what visitors pick and what each costs; when you last checked.",
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

/** Files an editor changes besides its own (`file`): the cover's is the accreditations' editor's. */
const alsoEditedBy: Record<string, (typeof editors)[number]> = {
  [coverFile]: editors.find((editor) => editor.file === accreditationsFile) ?? editors[0],
};

/** The editor that changes a content file (`content/…` stripped), if any. */
export const editorOf = (file: string) =>
  editors.find((editor) => editor.file === file) ?? alsoEditedBy[file];

/** A file by the first editor of it (company.yaml is "Company details", opening hours and all). */
const fileNames: Record<string, string> = Object.fromEntries([
  ...editors.toReversed().map((editor) => [editor.file, editor.title]),
  ...Object.entries(alsoEditedBy).map(([file, editor]) => [file, editor.title]),
]);

/**
 * A drafted file as the owner knows it; a file of a folder's editor by the item it belongs to
 * (`services/roofing.yaml`: "Services: roofing"; a project's file and photos: "Projects: cart lane").
 */
export function titleOf(file: string): string {
  const folder = editors.find(
    (editor) => editor.file.endsWith("/") && file.startsWith(editor.file),
  );
  if (!folder) return fileNames[file] ?? file;
  const item = file.slice(folder.file.length).split("/")[0] ?? "";
  return `${folder.title}: ${item.replace(/\.\w+$/, "").replaceAll("-", " ")}`;
}
