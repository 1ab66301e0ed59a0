/**
 * `npm run build:content`: validates content/, turns its pictures into responsive variants and
 * writes `.generated/site-content.json`, which the pages read. Runs before every build.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ContentErrors, readSiteContent } from "../app/content/read-content.server";
import { processImages } from "./lib/image-pipeline";
import { placeholderWarnings } from "./lib/placeholder-warnings";

const root = process.cwd();

async function main() {
  const started = Date.now();
  const { content, images } = readSiteContent(path.join(root, "content"));

  let reused = 0;
  const manifest = await processImages(images, {
    cacheDir: path.join(root, ".cache", "images"),
    outputDir: path.join(root, "public", "img"),
    publicPath: "/img",
    onProgress: (done, total, cached) => {
      if (cached) reused++;
      else if (done % 10 === 0 || done === total) console.log(`  pictures: ${done}/${total}`);
    },
  });

  await mkdir(path.join(root, ".generated"), { recursive: true });
  await writeFile(
    path.join(root, ".generated", "site-content.json"),
    JSON.stringify({ content, images: manifest }),
  );
  console.log(
    `Content: ${images.length} pictures (${reused} from cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const warnings = placeholderWarnings(content, images);
  if (warnings.length > 0) {
    console.warn(
      [
        "",
        "  WARNING: the site still shows placeholder details. Replace them before going live:",
        ...warnings.map((warning) => `   - ${warning}`),
        "",
      ].join("\n"),
    );
  }
}

main().catch((error) => {
  console.error(error instanceof ContentErrors ? error.message : error);
  process.exit(1);
});
