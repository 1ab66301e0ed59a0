import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { scanContent } from "./content";
import { KINDS, kindFromName } from "./kinds";
import { GENERATOR_MARK, renderSample } from "./render";
import { generateSamples } from "./run";

const folders: string[] = [];
function tempContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sample-images-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("kindFromName", () => {
  it("takes the first kind word in the name, as whole words", () => {
    expect(kindFromName("03-floor-plan-ground")).toBe("floor-plan");
    expect(kindFromName("roofing-roof-slate-detail")).toBe("roof");
    expect(kindFromName("kitchen-extension")).toBe("kitchen");
    expect(kindFromName("rear-extension-roof")).toBe("extension");
    expect(kindFromName("Site_Plan")).toBe("site-plan");
    expect(kindFromName("roofing-detail")).toBeUndefined();
    expect(kindFromName("floor-tiles")).toBeUndefined();
    expect(kindFromName("plan-floor")).toBeUndefined();
  });
});

describe("renderSample", () => {
  it.each(KINDS)("draws %s as an SVG that sharp can rasterise", async (kind) => {
    for (let i = 0; i < 3; i++) {
      const svg = renderSample({
        key: `projects/test/gallery/0${i + 1}-${kind}`,
        kind,
        title: "Test Project",
      });
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain(GENERATOR_MARK);
      expect(svg).toContain("SAMPLE ILLUSTRATION");
      expect(svg).toContain("TEST PROJECT");
      expect(svg).not.toMatch(/NaN|Infinity|undefined|<image|href=/);
      expect(Buffer.byteLength(svg)).toBeLessThan(25 * 1024);
      const { data, info } = await sharp(Buffer.from(svg))
        .resize(400)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(400);
      expect(info.height).toBe(267);
      expect(data.length).toBeGreaterThan(0);
    }
  });

  it("gives byte-identical output for the same path", () => {
    for (const kind of KINDS) {
      const key = `services/${kind}-sample`;
      expect(renderSample({ key, kind, title: "A" })).toBe(renderSample({ key, kind, title: "A" }));
    }
  });

  it("varies between paths of one kind", () => {
    for (const kind of KINDS) {
      const drawings = new Set(
        Array.from({ length: 6 }, (_, i) =>
          renderSample({ key: `projects/x/gallery/${i}-${kind}`, kind }),
        ),
      );
      expect(drawings.size).toBe(6);
    }
  });

  it("uses both looks", () => {
    const styles = new Set(
      Array.from(
        { length: 20 },
        (_, i) => /data-style="(\w+)"/.exec(renderSample({ key: `a/${i}-roof` }))?.[1],
      ),
    );
    expect(styles).toEqual(new Set(["blueprint", "paper"]));
  });
});

describe("generateSamples", () => {
  function setUp(): string {
    const dir = tempContent();
    mkdirSync(path.join(dir, "projects", "demo", "gallery"), { recursive: true });
    mkdirSync(path.join(dir, "blog"), { recursive: true });
    writeFileSync(
      path.join(dir, "projects", "demo", "project.yaml"),
      [
        "title: Demo Project",
        "image: { src: gallery/01-elevation-front, alt: The front of the house }",
        "gallery:",
        "  - src: gallery/02-floor-plan-ground",
        "    alt: Ground floor plan",
        "  - src: gallery/03-kitchen",
        "    alt: A kitchen drawn by hand",
        "  - src: gallery/04-roof",
        "    alt: A photo of the roof",
        "  - src: gallery/05-drainage",
        "    alt: Drainage from an earlier run",
        "",
      ].join("\n"),
    );
    writeFileSync(
      path.join(dir, "blog", "post.md"),
      "---\ntitle: Building on clay\nimage:\n  src: ../blog-images/foundations-clay\n  alt: A trench\n---\n\nBody with src: nothing\n",
    );
    // a hand-made drawing, a photo, and an old generated drawing
    writeFileSync(
      path.join(dir, "projects", "demo", "gallery", "03-kitchen.svg"),
      "<svg>hand drawn</svg>",
    );
    writeFileSync(
      path.join(dir, "projects", "demo", "gallery", "04-roof.jpg"),
      "not really a jpeg",
    );
    writeFileSync(
      path.join(dir, "projects", "demo", "gallery", "05-drainage.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg" ${GENERATOR_MARK}></svg>`,
    );
    return dir;
  }

  it("finds pictures in YAML files and Markdown front matter", () => {
    const dir = setUp();
    const { pictures } = scanContent(dir);
    expect(pictures.map((p) => p.key)).toEqual([
      "blog-images/foundations-clay",
      "projects/demo/gallery/01-elevation-front",
      "projects/demo/gallery/02-floor-plan-ground",
      "projects/demo/gallery/03-kitchen",
      "projects/demo/gallery/04-roof",
      "projects/demo/gallery/05-drainage",
    ]);
    expect(pictures[0]?.title).toBe("Building on clay");
  });

  it("writes only missing pictures, and --force redraws only its own files", () => {
    const dir = setUp();
    const gallery = path.join(dir, "projects", "demo", "gallery");
    const first = generateSamples({ contentDir: dir });
    expect(first.problems).toEqual([]);
    expect(first.written.map((file) => path.relative(dir, file)).sort()).toEqual([
      path.join("blog-images", "foundations-clay.svg"),
      path.join("projects", "demo", "gallery", "01-elevation-front.svg"),
      path.join("projects", "demo", "gallery", "02-floor-plan-ground.svg"),
    ]);
    expect(readFileSync(path.join(gallery, "01-elevation-front.svg"), "utf8")).toContain(
      "DEMO PROJECT",
    );
    expect(readFileSync(path.join(gallery, "05-drainage.svg"), "utf8")).not.toContain("DRAINAGE");

    const again = generateSamples({ contentDir: dir });
    expect(again.written).toEqual([]);

    const before = statSync(path.join(gallery, "01-elevation-front.svg")).mtimeMs;
    const forced = generateSamples({ contentDir: dir, force: true });
    expect(forced.written).toEqual([]);
    expect(forced.redrawn).toEqual([path.join(gallery, "05-drainage.svg")]);
    expect(forced.unchanged).toBe(3);
    expect(statSync(path.join(gallery, "01-elevation-front.svg")).mtimeMs).toBe(before);
    expect(readFileSync(path.join(gallery, "03-kitchen.svg"), "utf8")).toBe(
      "<svg>hand drawn</svg>",
    );
    expect(readFileSync(path.join(gallery, "04-roof.jpg"), "utf8")).toBe("not really a jpeg");
    expect(() => statSync(path.join(gallery, "04-roof.svg"))).toThrow();
    expect(readFileSync(path.join(gallery, "05-drainage.svg"), "utf8")).toContain(
      "DRAINAGE LAYOUT",
    );
  });

  it("reports a picture whose name has no kind, and still draws the rest", () => {
    const dir = tempContent();
    writeFileSync(
      path.join(dir, "page.yaml"),
      "hero:\n  image: { src: images/team-photo, alt: The team }\nstory:\n  image: { src: images/section-a, alt: A section }\n",
    );
    const result = generateSamples({ contentDir: dir });
    expect(result.written).toHaveLength(1);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain("images/team-photo");
    expect(result.problems[0]).toContain("floor-plan");
  });
});
