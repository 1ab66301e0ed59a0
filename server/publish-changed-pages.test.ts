import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { siteSourceCopy } from "../tests/support/site-source-copy";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/**
 * A publish renders again only the pages whose content it changed (what each page read is
 * recorded when it is rendered). Whatever it links instead must be what a full render makes:
 * a release made that way is compared, file by file, with one rendered whole.
 */
let app: TestApp;
let sourceDir: string;
beforeAll(async () => {
  sourceDir = siteSourceCopy();
  app = await startTestApp({ SITE_SOURCE_DIR: sourceDir });
});
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
  removeDir(sourceDir);
});

async function publish(change: { withDrafts?: boolean } = {}): Promise<string> {
  const { publisher } = app.services.publishing;
  const id = publisher.request({ by: "owner@example.com", summary: "A test's change", ...change });
  await publisher.runQueued();
  const row = publisher.records.find(id);
  expect(row?.status, row?.message ?? "").toBe("live");
  return row?.releaseDir ?? "";
}

/** The owner's draft: the first FAQ asks `question`. */
function askFirst(question: string) {
  const { drafts } = app.services.publishing;
  const draft = drafts.read("faqs.yaml");
  const faqs = parse(draft.text ?? "") as { question: string }[];
  (faqs[0] as { question: string }).question = question;
  drafts.save("faqs.yaml", stringify(faqs), { readHash: draft.hash, by: "owner@example.com" });
}

/** Every page and page-data file of a release (not the sitemap, whose undated pages say "now"). */
function pagesOf(release: string): Map<string, string> {
  const client = path.join(release, "client");
  const pages = new Map<string, string>();
  for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/(index\.html|\.data)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    pages.set(path.relative(client, file), readFileSync(file, "utf8"));
  }
  return pages;
}

describe("a publish that changes one page", () => {
  it("makes the same pages as rendering every page again", async () => {
    askFirst("Is this the first published question?");
    const first = await publish();
    askFirst("Is this the second published question?");
    const second = await publish();
    expect(readFileSync(path.join(second, "client", "faqs", "index.html"), "utf8")).toContain(
      "Is this the second published question?",
    );

    // The same content again, with nothing recorded of what the pages read: all rendered.
    rmSync(path.join(second, "server", "page-reads.json"));
    const whole = await publish({ withDrafts: false });

    const linked = pagesOf(second);
    const rendered = pagesOf(whole);
    expect([...linked.keys()].sort()).toEqual([...rendered.keys()].sort());
    for (const [file, html] of rendered) expect(linked.get(file), file).toBe(html);
    // And the second publish did link pages the first had rendered.
    const contact = (release: string) => statSync(path.join(release, "client", "contact.data")).ino;
    expect(contact(second)).toBe(contact(first));
    expect(contact(whole)).not.toBe(contact(second));
  }, 60_000);
});
