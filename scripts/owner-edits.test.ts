/**
 * Proof that the tests survive the owner's edits: a copy of content/ is edited exactly as the
 * README ("Editing content") tells the owner to, then read, checked by the same rules as
 * content/ itself (tests/support/content-rules.ts) and built by `npm run build:content`.
 */

import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { placeholderWarnings } from "../app/site/placeholder-warnings";
import { type ReadContentResult, readSiteContent } from "../app/site/read-site-content.server";
import { siteContentSchema } from "../app/site/site-content";
import { contentRules } from "../tests/support/content-rules";

const root = process.cwd();

interface OwnerEdits {
  reviewsBefore: number;
  faqsBefore: number;
  review: { name: string; location: string; rating: number; project: string; text: string };
  faq: { question: string; answer: string[] };
  project: { slug: string; order: number; title: string; gallery: string[] };
  removedPost: string;
  redatedPost?: { slug: string; date: string };
  legalPage: { slug: string; lastUpdated: string };
  replyWithin: string;
}

function editYaml(file: string, change: (doc: YAML.Document) => void) {
  const doc = YAML.parseDocument(readFileSync(file, "utf8"));
  change(doc);
  writeFileSync(file, doc.toString());
}

/** Changes the YAML front matter of a Markdown file, leaving the text below it alone. */
function editFrontMatter(file: string, change: (doc: YAML.Document) => void) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(file, "utf8"));
  if (!match) throw new Error(`${file} has no front matter`);
  const doc = YAML.parseDocument(match[1] ?? "");
  change(doc);
  writeFileSync(file, `---\n${doc.toString()}---\n${match[2]}`);
}

function sequence(doc: YAML.Document): YAML.YAMLSeq {
  if (!YAML.isSeq(doc.contents)) throw new Error("expected a list");
  return doc.contents;
}

/** The README's edits, applied to a copy of content/ as an owner would make them by hand. */
async function applyReadmeEdits(dir: string): Promise<OwnerEdits> {
  // Reviews: "replace the samples with real reviews, and set `sample: false`", and add one.
  const review = {
    name: "Joan P.",
    location: "Cleveleys",
    rating: 5,
    project: "Loft conversion, Cleveleys",
    text: "They turned our dark loft into a bedroom with an en-suite in five weeks, kept the dust off the rest of the house and left everything spotless.",
  };
  let reviewsBefore = 0;
  editYaml(path.join(dir, "testimonials.yaml"), (doc) => {
    const reviews = sequence(doc);
    reviewsBefore = reviews.items.length;
    for (const item of reviews.items) if (YAML.isMap(item)) item.set("sample", false);
    reviews.add(doc.createNode({ ...review, sample: false }));
  });

  // FAQs: one more question.
  const faq = {
    question: "Can you work on a house while it is being sold?",
    answer: [
      "Yes. Tell us the completion date and we will plan the programme so the work and the paperwork are finished before it.",
    ],
  };
  let faqsBefore = 0;
  editYaml(path.join(dir, "faqs.yaml"), (doc) => {
    faqsBefore = sequence(doc).items.length;
    sequence(doc).add(doc.createNode(faq));
  });

  // A project: copy a project folder, put the photos in its gallery, set slug, order, title,
  // category, location and text, and list each photo with a sentence describing it.
  const projectsDir = path.join(dir, "projects");
  const folders = readdirSync(projectsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const source = folders[0];
  if (!source) throw new Error("content/projects has no project to copy");
  let slug = "mill-lane";
  for (let n = 2; folders.includes(slug); n++) slug = `mill-lane-${n}`;
  const title = slug.replace(
    /(^|-)(\w)/g,
    (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`,
  );
  const order =
    Math.max(
      ...folders.map(
        (folder) =>
          YAML.parse(readFileSync(path.join(projectsDir, folder, "project.yaml"), "utf8")).order,
      ),
    ) + 1;
  const projectDir = path.join(projectsDir, slug);
  cpSync(path.join(projectsDir, source), projectDir, { recursive: true });
  const galleryDir = path.join(projectDir, "gallery");
  const drawings = readdirSync(galleryDir).sort().slice(0, 2);
  rmSync(galleryDir, { recursive: true });
  mkdirSync(galleryDir);
  await sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a6f4d" } })
    .jpeg()
    .toFile(path.join(galleryDir, "01-front-of-house.jpg"));
  const gallery = [{ src: "gallery/01-front-of-house.jpg", alt: `The finished house on ${title}` }];
  drawings.forEach((drawing, index) => {
    const name = `0${index + 2}-${drawing.replace(/^\d+-/, "")}`;
    cpSync(path.join(projectsDir, source, "gallery", drawing), path.join(galleryDir, name));
    gallery.push({ src: `gallery/${name}`, alt: `Drawing ${index + 1} of the work` });
  });
  editYaml(path.join(projectDir, "project.yaml"), (doc) => {
    doc.set("slug", slug);
    doc.set("order", order);
    doc.set("title", title);
    doc.set("category", "Renovation");
    doc.set("location", "Knott End-on-Sea");
    doc.set("summary", "A tired bungalow in Knott End-on-Sea stripped back, rewired and renewed.");
    doc.set("description", [
      "The owners bought a 1960s bungalow that had not been touched in decades. We stripped it back to the walls, rewired and replumbed it, and fitted a new kitchen and bathroom.",
    ]);
    doc.set(
      "seoDescription",
      `${title}, Knott End-on-Sea: a 1960s bungalow stripped back and renewed, with a new kitchen and bathroom.`,
    );
    doc.set("gallery", gallery);
  });

  // Blog: remove an article, and change another's date.
  const blogDir = path.join(dir, "blog");
  const posts = readdirSync(blogDir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const [removed, redated] = posts;
  if (!removed) throw new Error("content/blog has no article to remove");
  rmSync(path.join(blogDir, removed));
  const date = "2025-11-03";
  if (redated) {
    editFrontMatter(path.join(blogDir, redated), (doc) => {
      doc.set("date", date);
    });
  }

  // A legal page's date.
  const legalPage = { slug: "privacy-policy", lastUpdated: "3 November 2025" };
  editFrontMatter(path.join(dir, "legal", `${legalPage.slug}.md`), (doc) => {
    doc.set("lastUpdated", legalPage.lastUpdated);
  });

  // The reply time the contact page, the quote form and the emails promise.
  const replyWithin = "1 hour";
  editYaml(path.join(dir, "company.yaml"), (doc) => {
    doc.set("replyWithin", replyWithin);
  });

  return {
    reviewsBefore,
    faqsBefore,
    review,
    faq,
    project: {
      slug,
      order,
      title,
      gallery: gallery.map((picture) => picture.src.replace(/^gallery\//, "")),
    },
    removedPost: removed.replace(/\.md$/, ""),
    redatedPost: redated ? { slug: redated.replace(/\.md$/, ""), date } : undefined,
    legalPage,
    replyWithin,
  };
}

/**
 * The last build's pictures and share images, so only what the edits changed is made again
 * (seconds, not minutes). Each finished entry is linked, not copied: the build only reads an
 * entry it finds and writes new ones beside them, so the checkout's own cache is never changed.
 */
function linkFinishedCacheEntries(dir: string) {
  const caches: [string, (entry: string) => boolean][] = [
    ["images", (entry) => existsSync(path.join(entry, "meta.json"))],
    ["share-images", (entry) => entry.endsWith(".png")],
  ];
  for (const [name, finished] of caches) {
    const from = path.join(root, ".cache", name);
    const to = path.join(dir, ".cache", name);
    mkdirSync(to, { recursive: true });
    if (!existsSync(from)) continue;
    for (const entry of readdirSync(from)) {
      if (finished(path.join(from, entry)))
        symlinkSync(path.join(from, entry), path.join(to, entry));
    }
  }
}

/** `npm run build:content` run in `dir`: it reads dir/content and writes dir/public and dir/.generated. */
async function buildContent(dir: string) {
  linkFinishedCacheEntries(dir);
  mkdirSync(path.join(dir, "public"));
  cpSync(path.join(root, "public", "favicon.svg"), path.join(dir, "public", "favicon.svg"));
  return promisify(execFile)(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/build-content.ts")],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  );
}

let work: string;
let edits: OwnerEdits;
let site: ReadContentResult;
let built: ReturnType<typeof buildContent>;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "owner-edits-"));
  cpSync(path.join(root, "content"), path.join(work, "content"), { recursive: true });
  edits = await applyReadmeEdits(path.join(work, "content"));
  built = buildContent(work);
  built.catch(() => {}); // reported by its own test
  site = readSiteContent(path.join(work, "content"));
}, 30_000);

afterAll(async () => {
  await built?.catch(() => {});
  if (work) rmSync(work, { recursive: true, force: true });
}, 300_000);

describe("content edited as the README tells the owner to", () => {
  it("reads without a mistake, with every edit in place", () => {
    const { content } = site;
    expect(content.testimonials).toHaveLength(edits.reviewsBefore + 1);
    expect(content.testimonials.filter((review) => review.sample)).toEqual([]);
    expect(content.testimonials.at(-1)).toMatchObject(edits.review);
    expect(content.faqs).toHaveLength(edits.faqsBefore + 1);
    expect(content.faqs.at(-1)).toEqual(edits.faq);

    const { slug, order, title, gallery } = edits.project;
    expect(content.projects.at(-1)).toMatchObject({ slug, order, title, category: "Renovation" });
    expect(content.projects.at(-1)?.gallery.map((picture) => picture.src)).toEqual(
      gallery.map((name) => `projects/${slug}/gallery/${name}`),
    );

    const posts = content.blogPosts;
    expect(posts.map((post) => post.slug)).not.toContain(edits.removedPost);
    if (edits.redatedPost) {
      const { slug: redated, date } = edits.redatedPost;
      expect(posts.find((post) => post.slug === redated)?.date).toBe(date);
    }
    const dates = posts.map((post) => post.date);
    expect(dates, "articles newest first").toEqual([...dates].sort().reverse());
    expect(content.legalPages.find((page) => page.slug === edits.legalPage.slug)).toMatchObject(
      edits.legalPage,
    );
    expect(content.company.replyWithin).toBe(edits.replyWithin);
  });

  for (const [rule, check] of Object.entries(contentRules)) {
    it(`still ${rule}`, () => check(site));
  }

  it("no longer has the build warn of sample reviews", () => {
    const warnings = placeholderWarnings(site.content, site.images);
    expect(warnings.filter((warning) => /review/i.test(warning))).toEqual([]);
  });

  it("builds with npm run build:content, the new pages listed and the warning gone", async () => {
    const { stderr } = await built;
    expect(stderr).not.toMatch(/sample review/i);
    const generated = JSON.parse(
      readFileSync(path.join(work, ".generated", "site-content.json"), "utf8"),
    ) as {
      content: unknown;
      images: Record<string, { full: string }>;
      pages: { path: string }[];
      placeholders: string[];
    };
    expect(siteContentSchema.parse(generated.content)).toEqual(
      JSON.parse(JSON.stringify(site.content)),
    );
    expect(generated.placeholders.filter((warning) => /review/i.test(warning))).toEqual([]);
    const paths = generated.pages.map((page) => page.path);
    expect(paths).toContain(`/projects/${edits.project.slug}`);
    expect(paths).not.toContain(`/blog/${edits.removedPost}`);
    const photo = `projects/${edits.project.slug}/gallery/${edits.project.gallery[0]}`;
    expect(generated.images[photo]?.full).toMatch(/^\/img\/.+\.jpg$/);
    expect(existsSync(path.join(work, "public", generated.images[photo]?.full ?? ""))).toBe(true);
  }, 300_000); // seconds with the last build's cache; minutes without one
});
