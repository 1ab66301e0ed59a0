import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export interface ManifestDetails {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

/**
 * From the logo mark (public/favicon.svg): the Apple touch icon, the web manifest's icons (one
 * "maskable", with room around the mark) and the manifest itself. public/favicon.ico is a
 * committed file (16, 32 and 48 px PNGs in an .ico): redraw it by hand if the mark changes.
 * These stay generated because sharp draws them in one call each, and the manifest carries
 * the company's name and description from content/.
 */
export async function writeSiteIcons(publicDir: string, manifest: ManifestDetails): Promise<void> {
  const mark = await readFile(path.join(publicDir, "favicon.svg"));
  const png = (size: number) =>
    sharp(mark, { density: (72 * size) / 48 })
      .resize(size, size)
      .png()
      .toBuffer();
  const padded = async (size: number, background: string) => {
    const inner = Math.round(size * 0.72);
    const icon = await sharp(mark, { density: (72 * inner) / 48 })
      .resize(inner, inner)
      .png()
      .toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: icon, gravity: "center" }])
      .png()
      .toBuffer();
  };

  await mkdir(path.join(publicDir, "icons"), { recursive: true });
  await writeFile(
    path.join(publicDir, "apple-touch-icon.png"),
    await padded(180, manifest.themeColor),
  );
  await writeFile(path.join(publicDir, "icons", "icon-192.png"), await png(192));
  await writeFile(path.join(publicDir, "icons", "icon-512.png"), await png(512));
  await writeFile(
    path.join(publicDir, "icons", "icon-maskable-512.png"),
    await padded(512, manifest.themeColor),
  );
  const icons = [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    {
      src: "/icons/icon-maskable-512.png",
      sizes: "512x512",
      type: "image/png",
      purpose: "maskable",
    },
  ];
  const common = {
    lang: "en-GB",
    theme_color: manifest.themeColor,
    background_color: manifest.backgroundColor,
    icons,
  };
  await writeJson(path.join(publicDir, "site.webmanifest"), {
    name: manifest.name,
    short_name: manifest.shortName,
    description: manifest.description,
    start_url: "/",
    display: "browser",
    ...common,
  });
  // The owner's area installs as an app of its own on the owner's phone, opening on the leads.
  await writeJson(path.join(publicDir, "owner.webmanifest"), {
    id: "/owner",
    name: `${manifest.shortName} leads`,
    short_name: `${manifest.shortName} leads`,
    description: `Quote requests and the website of ${manifest.name}.`,
    start_url: "/owner",
    scope: "/owner",
    display: "standalone",
    ...common,
  });
}

const writeJson = (file: string, value: unknown) => writeFile(file, JSON.stringify(value, null, 2));
