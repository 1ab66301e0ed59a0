import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/database.server";
import { standInSources } from "../../tests/support/publishing";
import { contentHistory } from "./content-history.server";
import { Drafts } from "./drafts.server";
import { Publisher } from "./publisher.server";
import { siteSource } from "./site-source.server";

/** A build that makes a release, or fails the way the content build does, in milliseconds. */
const buildThat = (outcome: "works" | "fails") => [
  process.execPath,
  "-e",
  outcome === "works"
    ? "const fs=require('fs');fs.mkdirSync('build/server',{recursive:true});fs.writeFileSync('build/server/index.js','');fs.writeFileSync('build/server/server.js','');fs.writeFileSync('build/built-from.txt',fs.readFileSync('content/faqs.yaml'))"
    : "console.error('The content has 1 problem(s):\\n\\ncontent/faqs.yaml: question: Write at least 10 characters');process.exit(1)",
];

function setUp(outcome: "works" | "fails" = "works") {
  const root = mkdtempSync(path.join(tmpdir(), "publisher-"));
  const sourceDir = standInSources(root);
  const dataDir = path.join(root, "data");
  const db = openDatabase(":memory:");
  const drafts = new Drafts(path.join(dataDir, "drafts"), path.join(sourceDir, "content"));
  const wentLive: string[] = [];
  const publisher = new Publisher({
    db,
    dataDir,
    source: siteSource(sourceDir, dataDir),
    drafts,
    history: contentHistory(path.join(sourceDir, "content"), path.join(dataDir, "versions")),
    logger: pino({ level: "silent" }),
    goLive: ({ dir }) => {
      wentLive.push(dir);
      return false;
    },
    buildCommand: buildThat(outcome),
  });
  const edit = (text: string) =>
    drafts.save("faqs.yaml", text, {
      readHash: drafts.read("faqs.yaml").hash,
      by: "owner@example.com",
    });
  const live = () => readFileSync(path.join(sourceDir, "content", "faqs.yaml"), "utf8");
  return { publisher, drafts, edit, live, wentLive, dataDir, sourceDir };
}

describe("publishing", () => {
  it("builds the drafts, makes them the live content and a version, and hands the release over", async () => {
    const site = setUp();
    site.edit("- q: new\n");
    const id = site.publisher.request({ by: "owner@example.com", summary: "Changed FAQs" });
    await site.publisher.runQueued();
    const row = site.publisher.records.find(id);
    expect(row).toMatchObject({ status: "live", message: null });
    expect(site.live()).toBe("- q: new\n");
    expect(site.drafts.changes()).toEqual({});
    expect(site.wentLive).toHaveLength(1);
    expect(readFileSync(path.join(site.wentLive[0] ?? "", "built-from.txt"), "utf8")).toBe(
      "- q: new\n",
    );
    // Without git, the version is a snapshot of the content.
    expect(readdirSync(path.join(site.dataDir, "versions"))).toEqual([row?.version]);
  });

  it("leaves the live content and the drafts as they were when the build fails, and says why", async () => {
    const site = setUp("fails");
    site.edit("- q: new\n");
    const id = site.publisher.request({ by: "owner@example.com", summary: "Changed FAQs" });
    await site.publisher.runQueued();
    const row = site.publisher.records.find(id);
    expect(row?.status).toBe("failed");
    expect(row?.message).toMatch(
      /^Nothing was published: The content has 1 problem\(s\):.*Write at least 10 characters/,
    );
    expect(site.live()).toBe("- q: live\n");
    expect(Object.keys(site.drafts.changes())).toEqual(["faqs.yaml"]);
    expect(site.wentLive).toEqual([]);
  });

  it("publishes a request made after a start with nothing queued (a worker's first minutes)", async () => {
    const site = setUp();
    site.publisher.resume(undefined);
    await site.publisher.runQueued();
    site.edit("- q: new\n");
    const id = site.publisher.request({ by: "owner@example.com", summary: "Changed FAQs" });
    await site.publisher.runQueued();
    expect(site.publisher.records.find(id)?.status).toBe("live");
  });

  it("publishes a request made in the same moment as the start (a new release's republish)", async () => {
    const site = setUp();
    site.edit("- q: new\n");
    site.publisher.resume(undefined);
    const id = site.publisher.request({ by: "Website", summary: "Put back", withDrafts: false });
    // Nothing else asks the publisher to run: it must take the request up by itself.
    await vi.waitFor(() => expect(site.publisher.records.find(id)?.status).toBe("live"), {
      timeout: 5_000,
    });
  });

  it("refuses to publish a draft whose file was changed on the server since, and changes nothing", async () => {
    const site = setUp();
    site.edit("- q: owner\n");
    writeFileSync(path.join(site.sourceDir, "content", "faqs.yaml"), "- q: developer\n");
    const id = site.publisher.request({ by: "owner@example.com", summary: "Changed FAQs" });
    await site.publisher.runQueued();
    expect(site.publisher.records.find(id)?.message).toMatch(
      /Someone changed faqs.yaml on the server/,
    );
    expect(site.live()).toBe("- q: developer\n");
  });

  it("runs one publish at a time, in order, and can put an earlier version back", async () => {
    const site = setUp();
    site.edit("- q: first\n");
    const first = site.publisher.request({ by: "owner@example.com", summary: "First" });
    const running = site.publisher.runQueued();
    expect(site.publisher.records.find(first)?.status).toBe("building");
    await running;
    site.edit("- q: second\n");
    site.publisher.request({ by: "owner@example.com", summary: "Second" });
    const restore = site.publisher.request({
      by: "owner@example.com",
      summary: "Back",
      restoreOf: first,
    });
    expect(site.publisher.records.find(restore)?.status).toBe("queued");
    await site.publisher.runQueued();
    expect(site.publisher.records.find(restore)?.status).toBe("live");
    expect(site.live()).toBe("- q: first\n");
    expect(existsSync(path.join(site.dataDir, "publish", "work"))).toBe(false);
  });

  it("publishes the content as it is, leaving the owner's drafts as drafts, when asked to", async () => {
    const site = setUp();
    writeFileSync(path.join(site.sourceDir, "content", "faqs.yaml"), "- q: taken in\n");
    site.edit("- q: not yet\n");
    const id = site.publisher.request({ by: "Website", summary: "Put back", withDrafts: false });
    await site.publisher.runQueued();
    expect(site.publisher.records.find(id)?.status).toBe("live");
    expect(readFileSync(path.join(site.wentLive[0] ?? "", "built-from.txt"), "utf8")).toBe(
      "- q: taken in\n",
    );
    expect(site.drafts.read("faqs.yaml").text).toBe("- q: not yet\n");
  });
});
