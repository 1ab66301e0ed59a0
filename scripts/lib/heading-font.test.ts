import { readFile } from "node:fs/promises";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { headingFont, headingFontSource } from "./heading-font";

async function charactersIn(woff2: Buffer): Promise<Set<number>> {
  const face = new Face(new Blob(await fontverter.convert(woff2, "sfnt")), 0);
  return new Set(face.collectUnicodes());
}

describe("heading font", () => {
  it("is a third of Fontsource's file, small enough for one round trip", async () => {
    const font = await headingFont("");
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(10_000);
    expect((await readFile(headingFontSource)).length).toBeGreaterThan(20_000);
  });

  it("keeps every ASCII character and the accents the content uses", async () => {
    const characters = await charactersIn(await headingFont("Café à la carte, Ørsted"));
    for (const text of ["Groundworks & Drainage: £12,500 (2026)!", "é", "à", "Ø", "–", "’"])
      for (const character of text)
        expect(characters.has(character.codePointAt(0) ?? 0), `${character} in the font`).toBe(
          true,
        );
    expect(characters.has("ß".codePointAt(0) ?? 0)).toBe(false);
  });
});
