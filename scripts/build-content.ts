import { siteCatalogue } from "../app/site/site-catalogue.server";
/**
 * `npm run build:content`: validates content/, turns its pictures into responsive variants,
 * draws each page's share image and the site's icons, cuts the heading font, and writes
 * `.generated/site-content.json`, which the pages read. Runs before every build.
 */

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ContentErrors } from "../app/content/content-reader.server";
import { processImages } from "../app/publishing/image-pipeline.server";
import { datedPages } from "../app/publishing/last-modified.server";
import { renderShareImages } from "../app/publishing/share-images.server";
import { headingFont, headingFontFiles } from "./lib/heading-font";
import { writeSiteIcons } from "./lib/site-icons";

const root = process.cwd();
const contentDir = path.join(root, "content");
const publicDir = path.join(root, "public");

async function main() {
  const started = Date.now();
  const { content, images } = siteCatalogue.read(contentDir);

  let reused = 0;
  const manifest = await processImages(images, {
    cacheDir: path.join(root, ".cache", "images"),
    outputDir: path.join(publicDir, "img"),
    publicPath: "/img",
    onProgress: (done, total, cached) => {
      if (cached) reused++;
      else if (done % 10 === 0 || done === total) console.log(`  pictures: ${done}/${total}`);
    },
  });

  const pages = datedPages(siteCatalogue.pages(content), contentDir);
  const { company } = content;
  const shareImages = await renderShareImages(pages, {
    tradingName: company.tradingName,
    tagline: company.tagline,
    outputDir: publicDir,
    cacheDir: path.join(root, ".cache", "share-images"),
  });
  await writeSiteIcons(publicDir, {
    name: company.tradingName,
    shortName: company.tradingName.split(" ")[0] ?? company.tradingName,
    description: content.pages.home.seo.description,
    themeColor: "#0c2238",
    backgroundColor: "#ffffff",
  });

  await mkdir(path.join(root, ".generated", "fonts"), { recursive: true });
  for (const [file, characters] of Object.entries(headingFontFiles))
    await writeFile(path.join(root, ".generated", "fonts", file), await headingFont(characters));
  const warnings = siteCatalogue.placeholders(content, images);
  await writeFile(
    path.join(root, ".generated", "site-content.json"),
    JSON.stringify({ content, images: manifest, pages, placeholders: warnings }),
  );
  console.log(
    `Content: ${images.length} pictures (${reused} from cache), ${pages.length} share images (${shareImages} new) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

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
