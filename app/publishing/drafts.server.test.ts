import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentPath, Drafts, EditConflict } from "./drafts.server";

function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), "drafts-"));
  const contentDir = path.join(root, "content");
  const drafts = new Drafts(path.join(root, "drafts"), contentDir);
  writeFileSync(path.join(mkdir(contentDir), "faqs.yaml"), "- q: one\n");
  return { drafts, contentDir };
}
function mkdir(dir: string) {
  mkdirSync(dir, { recursive: true });
  return dir;
}

describe("the owner's drafts", () => {
  it("hold photos byte for byte, list a folder as it will be, and leave no empty folder behind", () => {
    const { drafts, contentDir } = setUp();
    const gallery = mkdir(path.join(contentDir, "projects", "old-barn", "gallery"));
    writeFileSync(path.join(gallery, "..", "project.yaml"), "slug: old-barn\n");
    writeFileSync(path.join(gallery, "01.svg"), "<svg/>");
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x80, 0xfe, 0xff]);
    const by = "owner@example.com";
    drafts.save("projects/new-shed/gallery/a.jpg", photo, { readHash: "none", by });
    expect(drafts.readBytes("projects/new-shed/gallery/a.jpg")).toEqual(photo);
    expect(drafts.list("projects")).toEqual([
      "projects/new-shed/gallery/a.jpg",
      "projects/old-barn/gallery/01.svg",
      "projects/old-barn/project.yaml",
    ]);

    for (const file of ["projects/old-barn/project.yaml", "projects/old-barn/gallery/01.svg"])
      drafts.save(file, null, { readHash: drafts.read(file).hash, by });
    expect(drafts.list("projects")).toEqual(["projects/new-shed/gallery/a.jpg"]);

    drafts.applyTo(contentDir);
    expect(readFileSync(path.join(contentDir, "projects/new-shed/gallery/a.jpg"))).toEqual(photo);
    expect(existsSync(path.join(contentDir, "projects", "old-barn"))).toBe(false);
    expect(existsSync(path.join(contentDir, "projects"))).toBe(true);
  });

  it("keep a change away from the live file until it is applied", () => {
    const { drafts, contentDir } = setUp();
    const shown = drafts.read("faqs.yaml");
    drafts.save("faqs.yaml", "- q: two\n", { readHash: shown.hash, by: "owner@example.com" });
    expect(readFileSync(path.join(contentDir, "faqs.yaml"), "utf8")).toBe("- q: one\n");
    expect(drafts.read("faqs.yaml")).toMatchObject({ text: "- q: two\n", drafted: true });
    drafts.applyTo(contentDir);
    expect(readFileSync(path.join(contentDir, "faqs.yaml"), "utf8")).toBe("- q: two\n");
  });

  it("refuse a save made on an older version (another tab saved first), changing nothing", () => {
    const { drafts } = setUp();
    const shown = drafts.read("faqs.yaml");
    drafts.save("faqs.yaml", "- q: from tab one\n", { readHash: shown.hash, by: "a@example.com" });
    expect(() =>
      drafts.save("faqs.yaml", "- q: from tab two\n", {
        readHash: shown.hash,
        by: "a@example.com",
      }),
    ).toThrow(EditConflict);
    expect(drafts.read("faqs.yaml").text).toBe("- q: from tab one\n");
  });

  it("name a drafted file the developer changed in content/ since, so it is not published over", () => {
    const { drafts, contentDir } = setUp();
    drafts.save("faqs.yaml", "- q: owner\n", {
      readHash: drafts.read("faqs.yaml").hash,
      by: "o@example.com",
    });
    expect(drafts.conflicts()).toEqual([]);
    writeFileSync(path.join(contentDir, "faqs.yaml"), "- q: developer\n");
    expect(drafts.conflicts()).toEqual(["faqs.yaml"]);
  });

  it("forget a draft that puts the file back as it is live", () => {
    const { drafts } = setUp();
    const live = drafts.read("faqs.yaml");
    drafts.save("faqs.yaml", "- q: two\n", { readHash: live.hash, by: "o@example.com" });
    drafts.save("faqs.yaml", "- q: one\n", {
      readHash: drafts.read("faqs.yaml").hash,
      by: "o@example.com",
    });
    expect(drafts.changes()).toEqual({});
  });

  it("only ever touch files inside content/", () => {
    for (const outside of [
      "../package.json",
      "/etc/passwd",
      "a/../../x",
      ".git/config",
      "blog/.hidden",
    ])
      expect(() => contentPath(outside)).toThrow();
    expect(contentPath("blog/post.md")).toBe("blog/post.md");
  });
});
