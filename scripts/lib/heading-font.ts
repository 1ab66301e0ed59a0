import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Barlow Condensed Bold as Fontsource ships it: the whole Latin range, hinted, 22 kB. */
export const headingFontSource = require.resolve(
  "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2",
);

/** What a heading may show whatever the content says: ASCII and common typography. */
const alwaysIncluded = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("")}‘’“”–—…£€©·•×°`;

/**
 * The heading face cut to the characters the site can show: ASCII, common typographic marks
 * and every other character found in the content, so a new "café" in a project title still
 * gets its accent. Hinting is dropped and only kerning kept (headings are large, where hinting
 * does nothing visible): 7 kB instead of 22 kB, which arrives in the first round trip of a new
 * connection on a slow phone network (decision 008).
 */
export async function headingFont(contentText: string): Promise<Buffer> {
  const source = await readFile(headingFontSource);
  const characters = new Set(alwaysIncluded + contentText);
  return subsetFont(source, [...characters].join(""), {
    targetFormat: "woff2",
    keepFeatures: ["kern"],
    noHinting: true,
  });
}
