import { cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contentProblemsInWords } from "~/site/content-problems.server";
import { forPreview } from "~/site/preview-pages.server";
import { siteCatalogue } from "~/site/site-catalogue.server";
import { Drafts } from "./drafts.server";
import { Previewer } from "./previewer.server";
import { siteSource } from "./site-source.server";

const fixtures = path.resolve("tests/fixtures/content");

/** A checkout whose content is the fixtures', with drafts over it. */
function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), "previewer-"));
  const sourceDir = path.join(root, "site");
  cpSync(fixtures, path.join(sourceDir, "content"), { recursive: true });
  const dataDir = path.join(root, "data");
  const drafts = new Drafts(path.join(dataDir, "drafts"), path.join(sourceDir, "content"));
  const previewer = new Previewer({
    dataDir,
    source: siteSource(sourceDir, dataDir),
    drafts,
    pictureUrl: (key) => `/preview-picture/${key}`,
    catalogue: siteCatalogue,
  });
  const edit = (file: string, content: string | Buffer) =>
    drafts.save(file, content, { readHash: drafts.read(file).hash, by: "o@example.com" });
  return { previewer, edit, sourceDir };
}

const liveFaqs = readFileSync(path.join(fixtures, "faqs.yaml"), "utf8");

describe("the owner's preview", () => {
  it("reads the drafts as a publish would, leaving the live content alone", async () => {
    const { previewer, edit, sourceDir } = setUp();
    edit(
      "faqs.yaml",
      `${liveFaqs}- question: Do you work on listed buildings?\n  answer:\n    - Yes, with lime mortar and the conservation officer's consent.\n`,
    );
    const drafted = await previewer.content();
    if (!drafted.ok) throw drafted.errors;
    expect(drafted.content.content.faqs.at(-1)?.question).toBe("Do you work on listed buildings?");
    expect(readFileSync(path.join(sourceDir, "content", "faqs.yaml"), "utf8")).toBe(liveFaqs);
  });

  it("reads the drafts again only when they change", async () => {
    const { previewer, edit } = setUp();
    edit("faqs.yaml", liveFaqs.replace("Are your quotes free?", "Is the quote free?"));
    const first = previewer.content();
    expect(previewer.content()).toBe(first);
    edit("faqs.yaml", liveFaqs.replace("Are your quotes free?", "Is a quote really free?"));
    const second = await previewer.content();
    if (!second.ok) throw second.errors;
    expect(second.content.content.faqs[0]?.question).toBe("Is a quote really free?");
  });

  it("says in the owner's words what stops the drafts being published, with no file or field path", async () => {
    const { previewer, edit } = setUp();
    edit("faqs.yaml", "- question: ''\n  answer: []\n");
    const drafted = await previewer.content();
    if (drafted.ok) throw new Error("an empty question was accepted");
    const problems = contentProblemsInWords(drafted.errors, drafted.contentDir);
    expect(problems).toContain("FAQs, item 1, question: write at least 10 characters");
    for (const problem of problems) {
      expect(problem).toMatch(/^FAQs, item 1, (question|answer): /);
      expect(problem).not.toMatch(/faqs\.yaml|\/|0\.question/);
    }
  });

  it("shows a photo only the drafts have as it was uploaded, from the preview's own folder", async () => {
    const { previewer, edit } = setUp();
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#8a5a3c" },
    })
      .jpeg()
      .toBuffer();
    const project = "projects/alder-court/project.yaml";
    edit("projects/alder-court/gallery/02-back.jpg", photo);
    edit(
      project,
      readFileSync(path.join(fixtures, project), "utf8").replace(
        "    alt: The finished extension at Alder Court\n",
        "    alt: The finished extension at Alder Court\n  - src: gallery/02-back\n    alt: The back of the extension\n",
      ),
    );
    const drafted = await previewer.content();
    if (!drafted.ok) throw drafted.errors;
    const [key, uploaded] =
      Object.entries(drafted.content.images).find(([name]) => name.includes("02-back")) ?? [];
    expect(uploaded).toMatchObject({ width: 640, height: 480, src: `/preview-picture/${key}` });
    const file = previewer.pictureFile(key ?? "");
    expect(file && existsSync(file)).toBe(true);
    expect(previewer.pictureFile("../../../etc/passwd")).toBeUndefined();
    expect(previewer.pictureFile("faqs.yaml")).toBeUndefined();
  });

  it("shows a page without its scripts, with its links inside the preview", () => {
    const page = forPreview(
      `<html><head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/x.js"/><link rel="icon" href="/favicon.ico"/><link rel="manifest" href="/site.webmanifest"/><script type="application/ld+json">{"a":1}</script><script>window.__rr=1</script></head><body class="x"><a href="/projects/a">A</a><a href="/owner/site">O</a><img src="/img/a-400.jpg"/><script type="module" src="/assets/entry.js"></script></body></html>`,
    );
    expect(page).not.toMatch(/window\.__rr|entry\.js|modulepreload|webmanifest/);
    expect(page).toContain('<link rel="icon" href="/favicon.ico"/>');
    expect(page).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(page).toContain('href="/assets/app-1.css"');
    expect(page).toContain('src="/img/a-400.jpg"');
    expect(page).toContain('href="/owner/preview/projects/a"');
    expect(page).toContain('href="/owner/site"');
    expect(page).toMatch(
      /<body class="x"><div role="note"[^>]*>Preview of your unpublished changes/,
    );
  });
});
