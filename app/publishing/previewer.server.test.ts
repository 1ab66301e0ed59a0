import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { forPreview } from "~/site-editing/preview-pages.server";
import { standInSources } from "../../tests/support/publishing";
import { Drafts } from "./drafts.server";
import { Previewer } from "./previewer.server";
import { siteSource } from "./site-source.server";

/** A build that prerenders one page from content/faqs.yaml, or fails as the content build does. */
const buildThat = (outcome: "works" | "fails") => [
  process.execPath,
  "-e",
  outcome === "works"
    ? "const fs=require('fs');fs.mkdirSync('build/client/faqs',{recursive:true});fs.writeFileSync('build/client/faqs/index.html','<body>'+fs.readFileSync('content/faqs.yaml'))"
    : "console.error('The content has 1 problem(s):\\n\\ncontent/faqs.yaml: question: Write at least 10 characters');process.exit(1)",
];

function setUp(outcome: "works" | "fails" = "works") {
  const root = mkdtempSync(path.join(tmpdir(), "previewer-"));
  const sourceDir = standInSources(root);
  const dataDir = path.join(root, "data");
  const drafts = new Drafts(path.join(dataDir, "drafts"), path.join(sourceDir, "content"));
  const options = {
    dataDir,
    source: siteSource(sourceDir, dataDir),
    drafts,
    logger: pino({ level: "silent" }),
    buildCommand: buildThat(outcome),
  };
  const edit = (text: string) =>
    drafts.save("faqs.yaml", text, {
      readHash: drafts.read("faqs.yaml").hash,
      by: "o@example.com",
    });
  return { previewer: new Previewer(options), options, edit, sourceDir };
}

describe("the owner's preview", () => {
  it("builds the drafts aside, leaving the live content alone, and knows when the drafts moved on", async () => {
    const { previewer, edit, sourceDir } = setUp();
    edit("- q: drafted\n");
    previewer.request("o@example.com");
    expect(previewer.state()?.status).toBe("building");
    await previewer.settled();
    expect(previewer.state()).toMatchObject({ status: "ready", stale: false });
    expect(readFileSync(path.join(previewer.siteDir, "faqs", "index.html"), "utf8")).toContain(
      "drafted",
    );
    expect(readFileSync(path.join(sourceDir, "content", "faqs.yaml"), "utf8")).toBe("- q: live\n");
    edit("- q: drafted again\n");
    expect(previewer.state()?.stale).toBe(true);
  });

  it("says in the owner's words why a preview could not be made", async () => {
    const { previewer, edit } = setUp("fails");
    edit("- q: ?\n");
    previewer.request("o@example.com");
    await previewer.settled();
    expect(previewer.state()).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/^The preview could not be made: .*Write at least 10/),
    });
  });

  it("after a restart, a preview cut short says so instead of building for ever", () => {
    const { previewer, options } = setUp();
    previewer.request("o@example.com");
    const afterRestart = new Previewer(options);
    expect(afterRestart.state()).toMatchObject({ status: "failed", message: /restart/ });
    return previewer.settled();
  });

  it("shows a page without its scripts, with its pictures, styles and links inside the preview", () => {
    const page = forPreview(
      `<html><head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/x.js"/><link rel="icon" href="/favicon.ico"/><link rel="manifest" href="/site.webmanifest"/><script type="application/ld+json">{"a":1}</script><script>window.__rr=1</script></head><body class="x"><a href="/projects/a">A</a><a href="/owner/site">O</a><img src="/img/a-400.jpg" srcset="/img/a-400.avif 400w, /img/a-800.avif 800w"/><script type="module" src="/assets/entry.js"></script></body></html>`,
      { startedAt: "2026-11-23T09:00:00Z", stale: false },
    );
    expect(page).not.toMatch(/window\.__rr|entry\.js|modulepreload|webmanifest/);
    expect(page).toContain('<link rel="icon" href="/favicon.ico"/>');
    expect(page).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(page).toContain('href="/owner/preview/assets/app-1.css"');
    expect(page).toContain('href="/owner/preview/projects/a"');
    expect(page).toContain('href="/owner/site"');
    expect(page).toContain(
      'srcset="/owner/preview/img/a-400.avif 400w, /owner/preview/img/a-800.avif 800w"',
    );
    expect(page).toMatch(
      /<body class="x"><div role="note"[^>]*>Preview of your unpublished changes/,
    );
  });
});
