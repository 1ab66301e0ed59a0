import { z } from "zod";
import { readBlogPost } from "../blog/read-blog-post.server";
import { companySchema } from "../company/company";
import { ContentReader } from "../content/content-reader.server";
import type { SiteContent } from "../content/site-content.server";
import { accreditationSchema } from "../credentials/accreditation";
import { coverSchema, currentOnly } from "../credentials/credentials";
import { faqSchema } from "../faqs/faq";
import { readLegalPage } from "../legal/read-legal-page.server";
import { localDate } from "../lib/uk-time";
import { pageSchemas } from "../pages/pages";
import { priceGuidesSchema } from "../price-guide/price-guide";
import { projectSchema } from "../projects/project";
import { testimonialSchema } from "../reviews/testimonial";
import { serviceSchema } from "../services/service";
import { serviceAreasSchema } from "../town-pages/service-area";
import { referenceProblems } from "./content-references";

/**
 * The content of `contentDir`, checked, as the site shows it on `now`: credentials past their
 * date are left out (`currentOnly`), so a publish on the day one runs out drops it. Verified
 * customers' reviews are not files: a publish adds them (`customerReviews`).
 */
export function readSiteContent(contentDir: string, now = Date.now()) {
  const reader = new ContentReader(contentDir);
  const read = reader.result({ ...readEveryPart(reader), customerReviews: [] } as SiteContent);
  return { ...read, content: currentOnly(read.content, localDate(now)) };
}

function readEveryPart(reader: ContentReader): Omit<SiteContent, "customerReviews"> {
  const services = reader
    .readFolder("services", ".yaml", (file, slug) =>
      reader.withSlug(reader.readYaml(file, serviceSchema), slug, file),
    )
    .sort((a, b) => a.order - b.order);
  const projects = reader
    .readSubfolders("projects", "project.yaml", (file, slug) =>
      reader.withSlug(reader.readYaml(file, projectSchema), slug, file),
    )
    .sort((a, b) => a.order - b.order);
  const blogPosts = reader
    .readFolder("blog", ".md", (file, slug) => readBlogPost(reader, file, slug))
    .sort((a, b) => b.date.localeCompare(a.date));
  const legalPages = reader.readFolder("legal", ".md", (file, slug) =>
    readLegalPage(reader, file, slug),
  );

  const priceGuides = reader.readYaml(reader.path("price-guide.yaml"), priceGuidesSchema);
  for (const { file, problem } of referenceProblems(services, projects, priceGuides))
    reader.fail(reader.path(...file), [problem]);

  const pages = Object.fromEntries(
    Object.entries(pageSchemas).map(([name, schema]) => [
      name,
      reader.readYaml(reader.path("pages", `${name}.yaml`), schema),
    ]),
  );
  const list = <Item extends z.ZodType>(file: string, item: Item) =>
    reader.readYaml(reader.path(file), z.array(item));

  return {
    company: reader.readYaml(reader.path("company.yaml"), companySchema),
    services,
    projects,
    testimonials: list("testimonials.yaml", testimonialSchema),
    faqs: list("faqs.yaml", faqSchema),
    serviceAreas: reader.readYaml(reader.path("areas.yaml"), serviceAreasSchema),
    // A firm may hold none: a file whose every entry was deleted reads as an empty list.
    accreditations: reader.readYaml(
      reader.path("accreditations.yaml"),
      z.preprocess((list) => list ?? [], z.array(accreditationSchema)),
    ),
    cover: reader.readYaml(reader.path("cover.yaml"), coverSchema),
    blogPosts,
    legalPages,
    priceGuides,
    pages: pages as SiteContent["pages"],
  };
}

export type ReadContentResult = ReturnType<typeof readSiteContent>;
