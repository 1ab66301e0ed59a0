/**
 * Renders sample drawings to PNG for a look: `npx tsx scripts/sample-images/preview.ts [outDir] [count] [kind...]`.
 * Writes <kind>-<i>.png at 1500 px and <kind>-<i>-thumb.png at 400 px.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { KINDS, type Kind } from "./kinds";
import { renderSample } from "./render";

const [outDir = "/tmp/samples", countArg = "2", ...only] = process.argv.slice(2);
const count = Number(countArg);
const kinds = (only.length > 0 ? only : KINDS) as Kind[];
mkdirSync(outDir, { recursive: true });
for (const kind of kinds) {
  for (let i = 0; i < count; i++) {
    const key = `projects/example-${i}/gallery/${String(i + 1).padStart(2, "0")}-${kind}-view`;
    const svg = renderSample({
      key,
      kind,
      title: i % 2 ? "Cart Lane single-storey rear extension" : "Fieldstone Gardens",
      number: String(i + 1).padStart(2, "0"),
    });
    const base = path.join(outDir, `${kind}-${i}`);
    writeFileSync(`${base}.svg`, svg);
    await sharp(Buffer.from(svg)).png().toFile(`${base}.png`);
    // drawn afresh at 400 px, as the site's image pipeline does
    await sharp(Buffer.from(svg), { density: (72 * 400) / 1500 })
      .resize(400)
      .png()
      .toFile(`${base}-thumb.png`);
    console.log(`${base}.png ${(svg.length / 1024).toFixed(1)} kB`);
  }
}
