/** Finds every picture `{ src, alt }` the content files refer to. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";

export const PHOTO_EXTENSIONS = [".avif", ".webp", ".jpg", ".jpeg", ".png"] as const;
export const IMAGE_EXTENSIONS = [...PHOTO_EXTENSIONS, ".svg"] as const;

export interface PictureRef {
  /** The content file that mentions the picture (absolute path). */
  file: string;
  /** `src` exactly as written. */
  src: string;
  /** Absolute path of the picture without extension (or with it, when src has one). */
  resolved: string;
  /** Path under the content folder, without extension, with "/" separators: seeds the drawing. */
  key: string;
  /** The content file's own `title`, if it has one. */
  title?: string;
  /** 1-based position among the pictures of its file. */
  index: number;
}

export interface ScanResult {
  pictures: PictureRef[];
  problems: string[];
}

/** Every .yaml/.yml/.md file under dir, in a stable order. */
export function contentFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    const entries = readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ya?ml|md)$/i.test(entry.name)) found.push(full);
    }
  };
  walk(dir);
  return found;
}

/** The YAML part of a file: all of a .yaml file, or a Markdown file's front matter. */
function yamlText(file: string, text: string): string | undefined {
  if (!file.toLowerCase().endsWith(".md")) return text;
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? (match[1] ?? "") : undefined;
}

export function scanContent(contentDir: string): ScanResult {
  const root = path.resolve(contentDir);
  const pictures: PictureRef[] = [];
  const problems: string[] = [];
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return { pictures, problems: [`no content folder at ${root}`] };
  }
  for (const file of contentFiles(root)) {
    const shown = path.relative(process.cwd(), file) || file;
    const source = yamlText(file, readFileSync(file, "utf8"));
    if (source === undefined) continue;
    let data: unknown;
    try {
      data = YAML.parse(source);
    } catch (error) {
      problems.push(
        `${shown}: not valid YAML, pictures in it were skipped (${(error as Error).message.split("\n")[0]})`,
      );
      continue;
    }
    const title =
      data && typeof data === "object" && !Array.isArray(data)
        ? (data as Record<string, unknown>).title
        : undefined;
    let index = 0;
    const visit = (value: unknown) => {
      if (Array.isArray(value)) {
        for (const item of value) visit(item);
        return;
      }
      if (!value || typeof value !== "object") return;
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && typeof record.alt === "string") {
        index += 1;
        const src = record.src.trim();
        const resolved = path.resolve(path.dirname(file), src);
        const relative = path.relative(root, resolved);
        if (!src || relative.startsWith("..") || path.isAbsolute(relative)) {
          problems.push(`${shown}: picture "${record.src}" is outside the content folder`);
          return;
        }
        const extension = path.extname(resolved).toLowerCase();
        const bare = (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
          ? relative.slice(0, -extension.length)
          : relative;
        pictures.push({
          file,
          src,
          resolved,
          key: bare.split(path.sep).join("/"),
          title: typeof title === "string" ? title : undefined,
          index,
        });
        return;
      }
      for (const child of Object.values(record)) visit(child);
    };
    visit(data);
  }
  return { pictures, problems };
}

/** The firm's trading name from company.yaml, if the content folder has one. */
export function firmName(contentDir: string): string | undefined {
  const file = path.join(contentDir, "company.yaml");
  if (!existsSync(file)) return undefined;
  try {
    const data = YAML.parse(readFileSync(file, "utf8")) as Record<string, unknown> | null;
    return typeof data?.tradingName === "string" ? data.tradingName : undefined;
  } catch {
    return undefined;
  }
}
