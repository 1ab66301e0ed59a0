/**
 * `npm run screenshots -- [--base http://127.0.0.1:3000] [path …]`: full-page screenshots of
 * pages at phone (390 px) and desktop (1280 px) width into reports/screenshots/, to look at.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/support/find-chromium";

const args = process.argv.slice(2);
const baseIndex = args.indexOf("--base");
const base = baseIndex >= 0 ? (args.splice(baseIndex, 2)[1] ?? "") : "http://127.0.0.1:3000";
const paths = args.length > 0 ? args : ["/"];
const outDir = path.resolve("reports", "screenshots");
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 844 : 800 },
    deviceScaleFactor: 1,
  });
  for (const pagePath of paths) {
    await page.goto(new URL(pagePath, base).href, { waitUntil: "networkidle" });
    // The footer and the contact card's drawn map are drawn only near the screen (decisions
    // 014, 015): a full-page picture needs them now.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const name =
      pagePath
        .replace(/^\/$/, "home")
        .replace(/[^a-z0-9]+/gi, "-")
        .replace(/^-|-$/g, "") || "home";
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
