import { readFile } from "node:fs/promises";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { headingFont, headingFontFiles } from "./heading-font";

async function charactersIn(woff2: Buffer): Promise<Set<number>> {
  const face = new Face(new Blob(await fontverter.convert(woff2, "sfnt")), 0);
  return new Set(face.collectUnicodes());
}

/** The code points each `@font-face` of app.css claims with its `unicode-range`, by file. */
async function rangesInStylesheet(): Promise<Map<string, Set<number>>> {
  const css = await readFile(new URL("../../app/app.css", import.meta.url), "utf8");
  const faces = new Map<string, Set<number>>();
  for (const [face] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const file = /fonts\/([\w.-]+\.woff2)/.exec(face)?.[1];
    const ranges = /unicode-range:([^;]+);/.exec(face)?.[1];
    if (!file || !ranges) continue;
    const points = new Set<number>();
    for (const part of ranges.split(",")) {
      const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
      for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++)
        points.add(point);
    }
    faces.set(file, points);
  }
  return faces;
}

describe("heading font", () => {
  it("the everyday file is a third of Fontsource's, small enough for one round trip", async () => {
    const font = await headingFont(headingFontFiles["barlow-condensed-700.woff2"]);
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(10_000);
  });

  it("has a glyph for every character the stylesheet sends to it, whatever the content says", async () => {
    const ranges = await rangesInStylesheet();
    expect([...ranges.keys()].sort()).toEqual(Object.keys(headingFontFiles).sort());
    for (const [file, characters] of Object.entries(headingFontFiles)) {
      const inFont = await charactersIn(await headingFont(characters));
      const claimed = [...(ranges.get(file) ?? [])];
      for (const point of claimed)
        expect(inFont.has(point), `${String.fromCodePoint(point)} in ${file}`).toBe(true);
      expect(claimed.length, file).toBe([...characters].length);
    }
    for (const text of ["Groundworks & Drainage: £12,500 (2026)!", "Café à la carte, Ørsted", "–’"])
      for (const character of text)
        expect(
          [...ranges.values()].some((points) => points.has(character.codePointAt(0) ?? 0)),
          `${character} has a face`,
        ).toBe(true);
  });
});
