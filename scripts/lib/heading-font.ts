import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Barlow Condensed Bold as Fontsource ships it: the whole Latin range, hinted, 22 kB. */
export const headingFontSource = require.resolve(
  "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2",
);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

const everyday = `${range(0x20, 0x7e)}‘’“”–—…£€©·•×°`;

/**
 * The heading face in two files, each with a fixed set of characters, so that no word the
 * owner writes can miss a glyph and no publish has to cut a font: the everyday one (ASCII and
 * common typographic marks, 7.5 kB) that every page loads, and the rest of Latin-1 (accented
 * letters) with the rarer marks, which a browser fetches only for a page that shows one of
 * them (`unicode-range` in app.css, which a test holds to these lists).
 */
export const headingFontFiles = {
  "barlow-condensed-700.woff2": everyday,
  "barlow-condensed-700-accents.woff2": [...`${range(0xa0, 0xff)}‚„‹›′″™`]
    .filter((character) => !everyday.includes(character))
    .join(""),
};

/**
 * One file of the heading face. Hinting is dropped and only kerning kept (headings are large,
 * where hinting does nothing visible), so the everyday file arrives in the first round trip
 * of a new connection on a slow phone network (decision 008).
 */
export async function headingFont(characters: string): Promise<Buffer> {
  return subsetFont(await readFile(headingFontSource), characters, {
    targetFormat: "woff2",
    keepFeatures: ["kern"],
    noHinting: true,
  });
}
