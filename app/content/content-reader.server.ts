import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import type { z } from "zod";
import { ContentError, parseContent } from "./content-error";
import { markdownToHtml } from "./markdown.server";

/** A picture the content refers to: its key (path under content/) and the file on disk. */
export interface ImageSource {
  key: string;
  file: string;
}

/** Every problem found, across all files, so the owner can fix them in one go. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `The content has ${errors.length} problem(s):\n\n${errors.map((error) => error.message).join("\n\n")}`,
    );
    this.name = "ContentErrors";
  }
}

const photoExtensions = [".avif", ".webp", ".jpg", ".jpeg", ".png"];
const imageExtensions = [...photoExtensions, ".svg"];

/**
 * Reads the files of a content folder against their schemas, the way every kind of content is
 * read: each problem is kept (with its file) instead of stopping at the first, and each picture
 * a file names is checked and given its key. What is read, and with which schema, is the
 * site's (`app/site/read-site-content.server.ts`).
 */
export class ContentReader {
  readonly errors: ContentError[] = [];
  readonly images = new Map<string, ImageSource>();

  constructor(private readonly contentDir: string) {}

  /** What was read, or every problem found (`ContentErrors`). */
  result<T>(content: T): { content: T; images: ImageSource[] } {
    if (this.errors.length > 0) throw new ContentErrors(this.errors);
    return { content, images: [...this.images.values()] };
  }

  path(...parts: string[]): string {
    return path.join(this.contentDir, ...parts);
  }

  private display(file: string): string {
    return path.relative(path.dirname(this.contentDir), file);
  }

  fail<T>(file: string, problems: string[]): T {
    this.errors.push(new ContentError(this.display(file), problems));
    return undefined as T;
  }

  readYaml<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
    if (!existsSync(file)) return this.fail(file, ["the file is missing"]);
    let data: unknown;
    try {
      data = YAML.parse(readFileSync(file, "utf8"));
    } catch (error) {
      return this.fail(file, [`not valid YAML: ${(error as Error).message}`]);
    }
    return this.validate(file, schema, data);
  }

  private validate<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown) {
    try {
      const parsed = parseContent(schema, data, this.display(file));
      this.resolveImages(file, parsed);
      return parsed;
    } catch (error) {
      if (error instanceof ContentError) {
        this.errors.push(error);
        return undefined as z.output<Schema>;
      }
      throw error;
    }
  }

  readMarkdown<Schema extends z.ZodType>(file: string, schema: Schema) {
    const text = readFileSync(file, "utf8");
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
    if (!match) {
      return this.fail<undefined>(file, [
        "start the file with front matter between two '---' lines",
      ]);
    }
    let frontMatter: unknown;
    try {
      frontMatter = YAML.parse(match[1] ?? "");
    } catch (error) {
      return this.fail<undefined>(file, [
        `front matter is not valid YAML: ${(error as Error).message}`,
      ]);
    }
    const fields = this.validate(file, schema, frontMatter);
    if (!fields) return undefined;
    const body = match[2] ?? "";
    return { fields, body, html: markdownToHtml(body) };
  }

  readFolder<T>(folder: string, extension: string, read: (file: string, slug: string) => T): T[] {
    const dir = this.path(folder);
    if (!existsSync(dir)) return this.fail(dir, ["the folder is missing"]) ?? [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => read(path.join(dir, name), path.basename(name, extension)))
      .filter((item) => item !== undefined);
  }

  readSubfolders<T>(
    folder: string,
    fileName: string,
    read: (file: string, slug: string) => T,
  ): T[] {
    const dir = this.path(folder);
    if (!existsSync(dir)) return this.fail(dir, ["the folder is missing"]) ?? [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((name) => read(path.join(dir, name, fileName), name))
      .filter((item) => item !== undefined);
  }

  withSlug<T extends { slug: string } | undefined>(item: T, slug: string, file: string): T {
    if (item && item.slug !== slug) {
      return this.fail(file, [
        `slug: is "${item.slug}" but the file or folder is named "${slug}"; make them match`,
      ]);
    }
    return item;
  }

  /**
   * Finds each `{ src, alt }` picture, checks the file exists, and rewrites `src` to its key;
   * a `{ before, after }` pair's photos get their keys too (`referenceProblems` checks them).
   */
  private resolveImages(file: string, data: unknown): void {
    const problems: string[] = [];
    const visit = (value: unknown, field: string) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          visit(item, `${field}.${index}`);
        });
        return;
      }
      if (!value || typeof value !== "object") return;
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && typeof record.alt === "string") {
        const found = this.findImage(path.resolve(path.dirname(file), record.src));
        if (!found) {
          problems.push(
            `${field.slice(1)}.src: no picture at ${this.display(path.resolve(path.dirname(file), record.src))}`,
          );
          return;
        }
        const key = path.relative(this.contentDir, found).split(path.sep).join("/");
        this.images.set(key, { key, file: found });
        record.src = key;
        return;
      }
      // A before/after pair names two photos of the gallery: by the same keys, once found.
      if (typeof record.before === "string" && typeof record.after === "string") {
        for (const side of ["before", "after"] as const) {
          const found = this.findImage(path.resolve(path.dirname(file), String(record[side])));
          if (found) record[side] = path.relative(this.contentDir, found).split(path.sep).join("/");
        }
        return;
      }
      for (const [key, child] of Object.entries(record)) visit(child, `${field}.${key}`);
    };
    visit(data, "");
    if (problems.length > 0) this.fail(file, problems);
  }

  private findImage(withoutOrWithExtension: string): string | undefined {
    if (imageExtensions.includes(path.extname(withoutOrWithExtension).toLowerCase())) {
      return existsSync(withoutOrWithExtension) ? withoutOrWithExtension : undefined;
    }
    return imageExtensions
      .map((extension) => withoutOrWithExtension + extension)
      .find((candidate) => existsSync(candidate));
  }
}
