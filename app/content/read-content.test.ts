import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentErrors, readSiteContent } from "./read-content.server";

const contentDir = path.resolve("content");
const { content, images } = readSiteContent(contentDir);

describe("the site's content", () => {
  it("has the nine services the spec names, in order", () => {
    expect(content.services.map((service) => service.slug)).toEqual([
      "groundworks",
      "joinery",
      "construction",
      "roofing",
      "renovation",
      "refurbishment",
      "new-builds",
      "fit-and-finish",
      "glazing",
    ]);
  });

  it("has the five projects with the spec's categories, places and gallery sizes", () => {
    expect(
      content.projects.map((project) => [
        project.slug,
        project.category,
        project.location,
        project.gallery.length,
      ]),
    ).toEqual([
      ["fieldstone-gardens", "New Build", "Stalmine", 15],
      ["george-street", "Social Housing", "Blackpool", 8],
      ["grace-grey", "Commercial", "Poulton-le-Fylde", 17],
      ["st-francis-mews", "New Build", "Hambleton", 13],
      ["cart-lane", "Extension", "Preesall", 14],
    ]);
    expect(content.projects.every((project) => project.status === "Completed")).toBe(true);
  });

  it("has three five-star reviews, all marked as samples", () => {
    expect(content.testimonials).toHaveLength(3);
    expect(content.testimonials.every((review) => review.rating === 5 && review.sample)).toBe(true);
  });

  it("has twelve FAQs carrying the business constants", () => {
    expect(content.faqs).toHaveLength(12);
    const answers = content.faqs.flatMap((faq) => faq.answer).join(" ");
    for (const constant of [
      /1-2 weeks/,
      /4-8 weeks/,
      /3-6 months/,
      /10[- ]year/,
      /\b2[- ]year/,
      /30 days/,
      /2 working days/,
    ]) {
      expect(answers).toMatch(constant);
    }
    expect(answers).toMatch(/nothing upfront|no upfront|nothing up front/i);
  });

  it("has the twelve areas at the spec's distances, nearest first", () => {
    expect(content.serviceAreas.map((area) => [area.name, area.distanceMiles])).toEqual([
      ["Thornton-Cleveleys", 2],
      ["Blackpool", 3],
      ["Poulton-le-Fylde", 4],
      ["Fleetwood", 5],
      ["Stalmine", 6],
      ["Preesall", 7],
      ["Lytham St Annes", 8],
      ["Hambleton", 8],
      ["Kirkham", 10],
      ["Preston", 12],
      ["Garstang", 15],
      ["Lancaster", 25],
    ]);
  });

  it("states each page's figures exactly as the spec does", () => {
    const values = (stats: { value: string }[]) => stats.map((stat) => stat.value);
    expect(values(content.pages.home.about.stats)).toEqual(["500+", "15+", "100%"]);
    expect(content.pages.home.hero.trustedBy).toContain("500+ customers");
    for (const page of [content.pages.services, content.pages.testimonials]) {
      expect(values(page.stats).slice(0, 3)).toEqual(["150+", "98%", "10+"]);
      expect(values(page.stats)[3]).toMatch(/^5/);
    }
    expect(content.pages.areas.responseTime.title).toBe("Same day quotes within 25 miles");
    expect(content.pages.contact.quote.responsePromise).toContain("2 hours");
  });

  it("has three articles, one for each highlighted category, and both legal pages dated March 2024", () => {
    expect(content.blogPosts.map((post) => post.category).sort()).toEqual([
      "Construction Tips",
      "Project Planning",
      "Regulations",
    ]);
    expect(content.legalPages.map((page) => [page.slug, page.lastUpdated]).sort()).toEqual([
      ["privacy-policy", "March 2024"],
      ["terms-conditions", "March 2024"],
    ]);
    for (const page of content.legalPages) expect(page.html).toContain("{email}");
  });

  it("has six accreditations, two of them for the About page", () => {
    expect(content.accreditations).toHaveLength(6);
    expect(
      content.accreditations.filter((accreditation) => accreditation.onAboutPage),
    ).toHaveLength(2);
  });

  it("uses every slug once", () => {
    for (const slugs of [content.services, content.projects, content.blogPosts].map((items) =>
      items.map((item) => item.slug),
    )) {
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("finds a file for every picture it refers to", () => {
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) expect(existsSync(image.file), image.file).toBe(true);
  });
});

describe("content mistakes", () => {
  function withBrokenCopy(breakIt: (dir: string) => void): string {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    const copy = path.join(dir, "content");
    cpSync(contentDir, copy, { recursive: true });
    breakIt(copy);
    try {
      readSiteContent(copy);
      return "";
    } catch (error) {
      expect(error).toBeInstanceOf(ContentErrors);
      return (error as Error).message;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("names the file and the field of a value that breaks the rules", () => {
    const message = withBrokenCopy((dir) => {
      const file = path.join(dir, "services", "roofing.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace(/^order: \d+$/m, "order: first"));
    });
    expect(message).toContain("content/services/roofing.yaml");
    expect(message).toMatch(/order: .*number/i);
  });

  it("names a missing picture", () => {
    const message = withBrokenCopy((dir) => {
      rmSync(path.join(dir, "projects", "cart-lane", "gallery"), { recursive: true });
    });
    expect(message).toContain("content/projects/cart-lane/project.yaml");
    expect(message).toMatch(
      /gallery\.0\.src: no picture at content\/projects\/cart-lane\/gallery\//,
    );
  });

  it("names a project that refers to a service that does not exist", () => {
    const message = withBrokenCopy((dir) => {
      const file = path.join(dir, "projects", "cart-lane", "project.yaml");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(
          /servicesProvided:\n/,
          "servicesProvided:\n  - plumbing\n",
        ),
      );
    });
    expect(message).toContain("servicesProvided: no service named plumbing");
  });

  it("says when a file is not valid YAML", () => {
    const message = withBrokenCopy((dir) => {
      writeFileSync(path.join(dir, "faqs.yaml"), "- question: [unclosed\n");
    });
    expect(message).toContain("content/faqs.yaml");
    expect(message).toContain("not valid YAML");
  });
});
