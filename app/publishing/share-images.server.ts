import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { shareImagePath, shareImageSize } from "../lib/seo";
import { linkOrCopy } from "./release-files.server";

export interface ShareImagePage {
  path: string;
  title: string;
  kicker: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Splits a title into lines of about `width` characters, at most `maxLines`, ending in "…" if cut. */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/[,:;.]?$/, "")}…`;
  return kept;
}

/** The share card: navy drawing-board, the firm's mark, the page's title, the tagline. */
export function shareImageSvg(page: ShareImagePage, tradingName: string, tagline: string): string {
  const { width, height } = shareImageSize;
  const long = page.title.length > 48;
  const fontSize = long ? 66 : 84;
  const lines = wrapTitle(page.title, long ? 26 : 21, 3);
  const titleTop = 345 - ((lines.length - 1) * fontSize) / 2;
  const grid = Array.from({ length: 38 }, (_, index) => index * 32)
    .map((offset) => `<path d="M${offset} 0V${height}M0 ${offset}H${width}"/>`)
    .join("");
  const [first, ...rest] = tradingName.split(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#0c2238"/>
<g stroke="#ffffff" stroke-opacity="0.06" stroke-width="1">${grid}</g>
<rect x="0" y="${height - 14}" width="${width}" height="14" fill="#ffc22e"/>
<g transform="translate(72 60)">
  <rect width="64" height="64" rx="12" fill="#ffffff"/>
  <path d="M12 32 32 15l20 17" fill="none" stroke="#ffc22e" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M17 49c3-8 5-12.7 6.1-18.7M26.7 50.7c1.7-9.3 2.1-14.7 1.9-21.3M37.3 50.7c-.3-8 .5-13.3 2.7-20M46 49.3c-1.6-6-2-10.7-.7-16" fill="none" stroke="#0c2238" stroke-width="3.5" stroke-linecap="round"/>
  <text x="84" y="32" font-family="Liberation Sans Narrow, DejaVu Sans Condensed, sans-serif" font-weight="700" font-size="34" fill="#ffffff" letter-spacing="2">${escapeXml((first ?? "").toUpperCase())}</text>
  <text x="85" y="58" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="16" fill="#aec3dc" letter-spacing="5">${escapeXml(rest.join(" ").toUpperCase())}</text>
</g>
<g transform="translate(905 215) scale(0.85)" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="3">
  <path d="M0 260V110L130 20l130 90v150z"/><path d="M30 260V150h60v110M150 150h70v60h-70z"/><path d="M-40 260h360"/>
</g>
<text x="72" y="${titleTop - fontSize + 4}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="24" fill="#ffc22e" letter-spacing="4">${escapeXml(page.kicker.toUpperCase())}</text>
${lines
  .map(
    (line, index) =>
      `<text x="70" y="${titleTop + index * fontSize}" font-family="Liberation Sans Narrow, DejaVu Sans Condensed, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
  )
  .join("\n")}
<text x="72" y="${height - 52}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="26" fill="#d6e1ee">${escapeXml(tagline)}</text>
</svg>`;
}

interface ShareImageSite {
  pages: ShareImagePage[];
  tradingName: string;
  tagline: string;
}

/**
 * Renders one 1200×630 PNG per page into `outputDir/og/`, reusing earlier renders from the
 * cache. `live`: the site as it is (its pages, names, and its client folder); a page whose card
 * would come out the same keeps the live one, drawn where the build was made, with the fonts
 * there (a server may lack them: docs/deploying.md installs them).
 */
export async function renderShareImages(
  pages: ShareImagePage[],
  options: {
    tradingName: string;
    tagline: string;
    outputDir: string;
    cacheDir: string;
    live?: ShareImageSite & { dir: string };
  },
): Promise<number> {
  await mkdir(options.cacheDir, { recursive: true });
  const { live } = options;
  const liveCards = new Map(
    (live?.pages ?? []).map((page) => [
      page.path,
      shareImageSvg(page, live?.tradingName ?? "", live?.tagline ?? ""),
    ]),
  );
  let rendered = 0;
  for (const page of pages) {
    const svg = shareImageSvg(page, options.tradingName, options.tagline);
    const target = path.join(options.outputDir, shareImagePath(page.path));
    await mkdir(path.dirname(target), { recursive: true });
    const liveFile = live && path.join(live.dir, shareImagePath(page.path));
    if (liveFile && liveCards.get(page.path) === svg && existsSync(liveFile)) {
      linkOrCopy(liveFile, target);
      continue;
    }
    const cached = path.join(
      options.cacheDir,
      `${createHash("sha256").update(svg).digest("hex").slice(0, 16)}.png`,
    );
    if (!existsSync(cached)) {
      await writeFile(
        cached,
        await sharp(Buffer.from(svg))
          .png({ palette: true, quality: 90, compressionLevel: 9 })
          .toBuffer(),
      );
      rendered++;
    }
    await copyFile(cached, target);
  }
  return rendered;
}
