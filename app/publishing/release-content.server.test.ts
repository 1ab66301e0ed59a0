import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { takeInReleaseContent } from "./release-content.server";

function folder(root: string, name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function filesIn(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, "utf8")];
      }),
  );
}

/** A server's data folder that took in release 1, and a way to take in the next one. */
function serverWith(release1: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "release-content-"));
  const contentDir = path.join(root, "data", "site", "content");
  const baseDir = path.join(root, "data", "site", "release-content");
  const takeIn = (files: Record<string, string>) =>
    takeInReleaseContent({
      releaseContentDir: folder(root, "release", files),
      contentDir,
      baseDir,
    });
  const first = takeIn(release1);
  const ownerWrites = (file: string, text: string | null) => {
    if (text === null) rmSync(path.join(contentDir, file));
    else writeFileSync(path.join(contentDir, file), text);
  };
  return { first, takeIn, ownerWrites, content: () => filesIn(contentDir) };
}

describe("taking a new release's content in", () => {
  it("starts from the first release's content, which needs no publish", () => {
    const server = serverWith({ "company.yaml": "phone: 1\n", "faqs.yaml": "- q: a\n" });
    expect(server.first).toEqual({ keptOwnersVersion: [], differsFromRelease: false });
    expect(server.content()).toEqual({ "company.yaml": "phone: 1\n", "faqs.yaml": "- q: a\n" });
  });

  it("keeps what the owner published and takes the developer's changes to other files", () => {
    const server = serverWith({
      "company.yaml": "phone: 1\n",
      "faqs.yaml": "- q: a\n",
      "old.md": "x",
    });
    server.ownerWrites("faqs.yaml", "- q: a\n- q: owner's\n");
    server.ownerWrites("reviews.yaml", "- name: real\n");
    const takenIn = server.takeIn({
      "company.yaml": "phone: 2\n",
      "faqs.yaml": "- q: a\n",
      "blog/new.md": "new",
    });
    expect(takenIn).toEqual({ keptOwnersVersion: [], differsFromRelease: true });
    expect(server.content()).toEqual({
      "company.yaml": "phone: 2\n",
      "faqs.yaml": "- q: a\n- q: owner's\n",
      "reviews.yaml": "- name: real\n",
      "blog/new.md": "new",
    });
  });

  it("keeps the owner's version of a file both changed, and names it", () => {
    const server = serverWith({ "faqs.yaml": "- q: a\n", "areas.yaml": "- Fleetwood\n" });
    server.ownerWrites("faqs.yaml", "- q: owner\n");
    server.ownerWrites("areas.yaml", null);
    const takenIn = server.takeIn({ "faqs.yaml": "- q: developer\n", "areas.yaml": "- Poulton\n" });
    expect(takenIn).toEqual({
      keptOwnersVersion: ["areas.yaml", "faqs.yaml"],
      differsFromRelease: true,
    });
    expect(server.content()).toEqual({ "faqs.yaml": "- q: owner\n" });
  });

  it("needs no publish when the developer's release already carries the owner's changes", () => {
    const server = serverWith({ "faqs.yaml": "- q: a\n" });
    server.ownerWrites("faqs.yaml", "- q: owner\n");
    expect(server.takeIn({ "faqs.yaml": "- q: owner\n" }).differsFromRelease).toBe(false);
    server.ownerWrites("faqs.yaml", "- q: owner again\n");
    expect(server.takeIn({ "faqs.yaml": "- q: owner\n" })).toEqual({
      keptOwnersVersion: [],
      differsFromRelease: true,
    });
    expect(server.content()).toEqual({ "faqs.yaml": "- q: owner again\n" });
  });
});
