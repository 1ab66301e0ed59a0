import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { type BlogPost, blogPostFrontMatterSchema } from "../blog/blog-post";
import { companySchema } from "../company/company";
import { accreditationSchema } from "../credentials/accreditation";
import { coverSchema, currentOnly } from "../credentials/credentials";
import { faqSchema } from "../faqs/faq";
import { type LegalPage, legalPageFrontMatterSchema, legalSlugs } from "../legal/legal-page";
import { localDate } from "../lib/uk-time";
import { pageSchemas } from "../pages/pages";
import { priceGuidesSchema } from "../price-guide/price-guide";
import { projectSchema } from "../projects/project";
import { testimonialSchema } from "../reviews/testimonial";
import { serviceSchema } from "../services/service";
import { referenceProblems } from "../site/content-references";
import type { SiteContent } from "../site/site-content";
import { serviceAreaSchema } from "../town-pages/service-area";
import { ContentError, parseContent } from "./content-error";
import { markdownToHtml } from "./markdown.server";

/** A picture the content refers to: its key (path under content/) and the file on disk. */
export interface ImageSource {
  key: string;
  file: string;
}

export interface ReadContentResult {
  content: SiteContent;
  images: ImageSource[];
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
 * The content of `contentDir`, checked, as the site shows it on `now`: credentials past their
 * date are left out (`currentOnly`), so a publish on the day one runs out drops it.
 */
export function readSiteContent(contentDir: string, now = Date.now()): ReadContentResult {
  const reader = new ContentReader(contentDir);
  const content = reader.read();
  if (reader.errors.length > 0) throw new ContentErrors(reader.errors);
  return {
    content: currentOnly(content as SiteContent, localDate(now)),
    images: [...reader.images.values()],
  };
}

class ContentReader {
  readonly errors: ContentError[] = [];
  readonly images = new Map<string, ImageSource>();

  constructor(private readonly contentDir: string) {}

  read(): Partial<SiteContent> {
    const services = this.readFolder("services", ".yaml", (file, slug) =>
      this.withSlug(this.readYaml(file, serviceSchema), slug, file),
    ).sort((a, b) => a.order - b.order);
    const projects = this.readSubfolders("projects", "project.yaml", (file, slug) =>
      this.withSlug(this.readYaml(file, projectSchema), slug, file),
    ).sort((a, b) => a.order - b.order);
    const blogPosts = this.readFolder("blog", ".md", (file, slug) =>
      this.readBlogPost(file, slug),
    ).sort((a, b) => b.date.localeCompare(a.date));
    const legalPages = this.readFolder("legal", ".md", (file, slug) =>
      this.readLegalPage(file, slug),
    );

    const priceGuides = this.readYaml(this.path("price-guide.yaml"), priceGuidesSchema);
    for (const { file, problem } of referenceProblems(services, projects, priceGuides))
      this.fail(this.path(...file), [problem]);

    const pages = Object.fromEntries(
      Object.entries(pageSchemas).map(([name, schema]) => [
        name,
        this.readYaml(this.path("pages", `${name}.yaml`), schema),
      ]),
    );

    return {
      company: this.readYaml(this.path("company.yaml"), companySchema),
      services,
      projects,
      testimonials: this.readYaml(this.path("testimonials.yaml"), z.array(testimonialSchema)),
      faqs: this.readYaml(this.path("faqs.yaml"), z.array(faqSchema)),
      serviceAreas: this.readYaml(this.path("areas.yaml"), z.array(serviceAreaSchema)),
      // A firm may hold none: a file whose every entry was deleted reads as an empty list.
      accreditations: this.readYaml(
        this.path("accreditations.yaml"),
        z.preprocess((list) => list ?? [], z.array(accreditationSchema)),
      ),
      cover: this.readYaml(this.path("cover.yaml"), coverSchema),
      blogPosts,
      legalPages,
      priceGuides,
      pages: pages as SiteContent["pages"],
    };
  }

  private path(...parts: string[]): string {
    return path.join(this.contentDir, ...parts);
  }

  private display(file: string): string {
    return path.relative(path.dirname(this.contentDir), file);
  }

  private fail<T>(file: string, problems: string[]): T {
    this.errors.push(new ContentError(this.display(file), problems));
    return undefined as T;
  }

  private readYaml<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
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

  private readMarkdown<Schema extends z.ZodType>(file: string, schema: Schema) {
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

  private readBlogPost(file: string, slug: string): BlogPost {
    const post = this.readMarkdown(file, blogPostFrontMatterSchema);
    if (!post) return undefined as unknown as BlogPost;
    const words = post.body.split(/\s+/).filter(Boolean).length;
    return {
      ...post.fields,
      slug,
      html: post.html,
      readingMinutes: Math.max(1, Math.round(words / 200)),
    };
  }

  private readLegalPage(file: string, slug: string): LegalPage {
    const page = this.readMarkdown(file, legalPageFrontMatterSchema);
    if (!page) return undefined as unknown as LegalPage;
    const known = legalSlugs.find((legal) => legal === slug);
    if (!known)
      return this.fail(file, [
        `legal pages are ${legalSlugs.map((legal) => `${legal}.md`).join(", ")}`,
      ]);
    return { ...page.fields, slug: known, html: page.html };
  }

  private readFolder<T>(
    folder: string,
    extension: string,
    read: (file: string, slug: string) => T,
  ): T[] {
    const dir = this.path(folder);
    if (!existsSync(dir)) return this.fail(dir, ["the folder is missing"]) ?? [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => read(path.join(dir, name), path.basename(name, extension)))
      .filter((item) => item !== undefined);
  }

  private readSubfolders<T>(
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

  private withSlug<T extends { slug: string } | undefined>(item: T, slug: string, file: string): T {
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
