import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { contentProblemsInWords } from "~/site/content-problems.server";
import { titleOf } from "~/site/editor-list.server";
import { siteCatalogue } from "~/site/site-catalogue.server";
import { sitePublishing } from "./site-publishing.server";
import { releaseMarker } from "./site-source.server";

function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/**
 * A server that took in a release and published the owner's changes since, started on the
 * developer's next release, which changed `release2` (the first had `release1`).
 */
function startedOnNextRelease(
  release1: Record<string, string>,
  owners: Record<string, string>,
  release2: Record<string, string>,
) {
  const root = mkdtempSync(path.join(tmpdir(), "site-publishing-"));
  const dataDir = path.join(root, "data");
  write(path.join(dataDir, "site", "release-content"), release1);
  write(path.join(dataDir, "site", "content"), { ...release1, ...owners });
  const releaseDir = path.join(root, "release");
  write(releaseDir, { [releaseMarker]: "{}" });
  write(path.join(releaseDir, "content"), { ...release1, ...release2 });
  const publishing = sitePublishing({
    db: openDatabase(":memory:"),
    dataDir,
    sourceDir: releaseDir,
    logger: pino({ level: "silent" }),
    draftPictureUrl: (key) => `/picture/${key}`,
    catalogue: siteCatalogue,
    codeDir: releaseDir,
    renderPage: async () => new Response("", { status: 500 }),
    describeProblems: contentProblemsInWords,
    nameOf: titleOf,
  });
  return publishing.publisher.records.recent(1)[0];
}

describe("a developer's release on top of the owner's published changes", () => {
  const release1 = { "faqs.yaml": "faqs 1", "company.yaml": "company 1", "areas.yaml": "areas 1" };

  it("puts the owner's changes back, saying nothing more when the release changed other files", () => {
    const putBack = startedOnNextRelease(
      release1,
      { "faqs.yaml": "the owner's faqs" },
      { "company.yaml": "the developer's company" },
    );
    expect(putBack).toMatchObject({
      summary: "Your published changes, put back after your developer updated the site",
      message: null,
    });
  });

  it("tells the owner in plain words what both changed and that their version is live", () => {
    const putBack = startedOnNextRelease(
      release1,
      { "faqs.yaml": "the owner's faqs", "areas.yaml": "the owner's areas" },
      { "faqs.yaml": "the developer's faqs", "areas.yaml": "the developer's areas" },
    );
    expect(putBack?.message).toBe(
      "Your developer's update changed Areas covered and FAQs too, and your version is the one on the site. If their change is still wanted, ask them to make it again on yours.",
    );
  });
});
