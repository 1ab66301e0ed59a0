import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { siteContent } from "../app/content/site-content.server";
import { liveReleaseFor } from "../app/publishing/live-release.server";
import { loadBuild } from "../tests/support/test-app";
import { LiveReleaseFiles } from "./live-release-files";

/** A published release as a publish lays it out: the build's files, one page and the content changed. */
function releaseWith(question: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "release-"));
  cpSync(path.resolve("build", "client"), path.join(dir, "client"), { recursive: true });
  const page = path.join(dir, "client", "faqs", "index.html");
  writeFileSync(page, `<p>${question}</p>`);
  rmSync(`${page}.br`, { force: true });
  rmSync(`${page}.gz`, { force: true });
  mkdirSync(path.join(dir, "server"));
  const content = JSON.parse(
    readFileSync(path.resolve("build", "server", "site-content.json"), "utf8"),
  );
  content.content.faqs[0].question = question;
  writeFileSync(path.join(dir, "server", "site-content.json"), JSON.stringify(content));
  writeFileSync(path.join(dir, "server", "server.js"), ""); // its code, linked in a real one
  cpSync(path.resolve("build", "stamp.json"), path.join(dir, "stamp.json"));
  return dir;
}

describe("switching to a published release in the one process", () => {
  it("serves the release's pages and content from the next request on, and records it for a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "live-"));
    const files = new LiveReleaseFiles(path.resolve("build", "client"), {
      https: false,
      build: await loadBuild(),
      dataDir,
    });
    const app = express().use(files.handler);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const before = await (await fetch(`${url}/faqs`)).text();
      const question = "Is this the published question?";
      expect(before).not.toContain(question);

      const release = releaseWith(question);
      await files.switchTo({ id: "7", dir: release });
      expect(await (await fetch(`${url}/faqs`)).text()).toBe(`<p>${question}</p>`);
      expect(siteContent().faqs[0]?.question).toBe(question);
      // Pictures and scripts come from the release's folder too.
      expect((await fetch(`${url}/favicon.svg`)).status).toBe(200);
      expect(liveReleaseFor(path.resolve("build"), dataDir)).toMatchObject({
        id: "7",
        dir: release,
      });
    } finally {
      server.close();
    }
  });
});
