import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentRules } from "../../tests/support/content-rules";
import { ContentErrors } from "../content/content-reader.server";
import { type ReadContentResult, readSiteContent } from "./read-site-content.server";

describe("the site's content", () => {
  // The owner edits content/ (README, "Editing content"): these are rules, not its values.
  const site = readSiteContent(path.resolve("content"));
  for (const [rule, check] of Object.entries(contentRules)) it(rule, () => check(site));
});

/** A small, valid content folder of the tests' own: how content is read, whatever the owner writes. */
const fixtureDir = path.resolve("tests/fixtures/content");
const scratch = mkdtempSync(path.join(tmpdir(), "read-content-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the fixture, named content/ as the owner's is, changed by `edit`. */
function fixtureCopy(edit: (dir: string) => void): string {
  const copy = path.join(mkdtempSync(path.join(scratch, "copy-")), "content");
  cpSync(fixtureDir, copy, { recursive: true });
  edit(copy);
  return copy;
}

function editFile(file: string, change: (text: string) => string) {
  const changed = change(readFileSync(file, "utf8"));
  expect(changed, `the edit changed ${file}`).not.toBe(readFileSync(file, "utf8"));
  writeFileSync(file, changed);
}

/** The reader's message for a broken copy of the fixture. */
function problemsWith(breakIt: (dir: string) => void): string {
  const copy = fixtureCopy(breakIt);
  try {
    readSiteContent(copy);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentErrors);
    return (error as Error).message;
  }
  throw new Error("the broken content was read without a complaint");
}

describe("reading content", () => {
  const { content, images }: ReadContentResult = readSiteContent(fixtureDir);

  it("lists projects by their order and articles newest first, not by file name", () => {
    expect(content.projects.map((project) => [project.slug, project.order])).toEqual([
      ["birch-lane", 1],
      ["alder-court", 2],
    ]);
    expect(content.blogPosts.map((post) => [post.slug, post.date])).toEqual([
      ["b-second-post", "2025-02-20"],
      ["a-first-post", "2023-05-01"],
    ]);
  });

  it("keeps each review's sample mark and each legal page's date as written", () => {
    expect(content.testimonials.map((review) => [review.name, review.sample])).toEqual([
      ["Ann L.", true],
      ["Bob M.", false],
    ]);
    expect(content.legalPages.map((page) => [page.slug, page.lastUpdated])).toEqual([
      ["privacy-policy", "January 2025"],
      ["terms-conditions", "January 2025"],
    ]);
  });

  it("renders Markdown and leaves {email} for the page to fill in", () => {
    const [privacy] = content.legalPages;
    expect(privacy?.html).toContain("<h2>1. Who we are</h2>");
    expect(privacy?.html).toContain("{email}");
    expect(content.blogPosts[0]?.html).toContain("<h2>A heading</h2>");
    expect(content.blogPosts[0]?.readingMinutes).toBe(1);
  });

  it("turns each picture into its key under content/ and finds its file", () => {
    expect(content.projects[0]?.gallery[0]?.src).toBe("projects/birch-lane/gallery/01-front.svg");
    expect(content.services[0]?.image.src).toBe("services/images/wall.svg");
    expect(images.map((image) => image.key).sort()).toEqual([
      "blog/images/cover.svg",
      "pages/images/drawing.svg",
      "projects/alder-court/gallery/01-front.svg",
      "projects/birch-lane/gallery/01-front.svg",
      "services/images/wall-section.svg",
      "services/images/wall.svg",
    ]);
    for (const image of images) expect(image.file).toBe(path.join(fixtureDir, image.key));
  });

  it("takes a photo over the drawing of the same name", () => {
    const copy = fixtureCopy((dir) => {
      writeFileSync(path.join(dir, "projects", "birch-lane", "gallery", "01-front.jpg"), "jpeg");
    });
    const { content: withPhoto } = readSiteContent(copy);
    expect(withPhoto.projects[0]?.gallery[0]?.src).toBe("projects/birch-lane/gallery/01-front.jpg");
  });

  it("reads an accreditations file with every entry deleted as none", () => {
    const copy = fixtureCopy((dir) => {
      writeFileSync(path.join(dir, "accreditations.yaml"), "# We hold no accreditations yet.\n");
    });
    expect(readSiteContent(copy).content.accreditations).toEqual([]);
  });

  it("reads a copied project folder once its slug, order and title are changed", () => {
    const copy = fixtureCopy((dir) => {
      cpSync(path.join(dir, "projects", "birch-lane"), path.join(dir, "projects", "mill-lane"), {
        recursive: true,
      });
      editFile(path.join(dir, "projects", "mill-lane", "project.yaml"), (text) =>
        text
          .replace("slug: birch-lane", "slug: mill-lane")
          .replace("order: 1", "order: 3")
          .replace("title: Birch Lane", "title: Mill Lane"),
      );
    });
    expect(readSiteContent(copy).content.projects.map((project) => project.slug)).toEqual([
      "birch-lane",
      "alder-court",
      "mill-lane",
    ]);
  });
});

describe("content mistakes", () => {
  it("names the file and the field of a value that breaks the rules", () => {
    const message = problemsWith((dir) => {
      editFile(path.join(dir, "services", "walls.yaml"), (text) =>
        text.replace(/^order: \d+$/m, "order: first"),
      );
    });
    expect(message).toContain("content/services/walls.yaml");
    expect(message).toMatch(/order: .*number/i);
  });

  it("names a missing picture", () => {
    const message = problemsWith((dir) => {
      rmSync(path.join(dir, "projects", "alder-court", "gallery"), { recursive: true });
    });
    expect(message).toContain("content/projects/alder-court/project.yaml");
    expect(message).toMatch(
      /gallery\.0\.src: no picture at content\/projects\/alder-court\/gallery\//,
    );
  });

  it("names a project that refers to a service that does not exist", () => {
    const message = problemsWith((dir) => {
      editFile(path.join(dir, "projects", "alder-court", "project.yaml"), (text) =>
        text.replace(/servicesProvided:\n/, "servicesProvided:\n  - plumbing\n"),
      );
    });
    expect(message).toContain("servicesProvided: no service named plumbing");
  });

  it("names a before/after pair whose photo is not in the project's gallery, or is the same twice", () => {
    const pair = (before: string, after: string) =>
      problemsWith((dir) => {
        editFile(path.join(dir, "projects", "alder-court", "project.yaml"), (text) =>
          text.replace(
            /servicesProvided:\n/,
            `beforeAfter:\n  - before: ${before}\n    after: ${after}\nservicesProvided:\n`,
          ),
        );
      });
    expect(pair("gallery/01-front", "gallery/09-gone")).toContain(
      "beforeAfter 1: gallery/09-gone is not a photo of its gallery",
    );
    expect(pair("gallery/01-front", "gallery/01-front.svg")).toContain(
      "beforeAfter 1: before and after are the same photo",
    );
  });

  it("names a copied project folder whose slug was not changed", () => {
    const message = problemsWith((dir) => {
      cpSync(path.join(dir, "projects", "birch-lane"), path.join(dir, "projects", "mill-lane"), {
        recursive: true,
      });
    });
    expect(message).toContain("content/projects/mill-lane/project.yaml");
    expect(message).toContain('slug: is "birch-lane" but the file or folder is named "mill-lane"');
  });

  it("names a postcode district listed under two areas, or one that is not a district", () => {
    const message = problemsWith((dir) => {
      editFile(path.join(dir, "areas.yaml"), (text) =>
        text.replace("postcodes: [FY7]", "postcodes: [fy7, FY4, FY99Z]"),
      );
    });
    expect(message).toContain("content/areas.yaml");
    expect(message).toContain(
      "1.postcodes.1: FY4 is already listed under Blackpool: a postcode district belongs to one area only",
    );
    expect(message).toContain("1.postcodes.2: must be a postcode district, e.g. FY5 or PR4");
    // Typed in small letters it is still Fleetwood's own FY7, not a second one.
    expect(message).not.toContain("FY7");
  });

  it("says when a file is not valid YAML", () => {
    const message = problemsWith((dir) => {
      writeFileSync(path.join(dir, "faqs.yaml"), "- question: [unclosed\n");
    });
    expect(message).toContain("content/faqs.yaml");
    expect(message).toContain("not valid YAML");
  });

  it("says when the contact page's reply promise does not use the reply time from company.yaml", () => {
    const contact = (dir: string) => path.join(dir, "pages", "contact.yaml");
    const hardCoded = problemsWith((dir) => {
      editFile(contact(dir), (text) => text.replace("within {replyWithin}", "within 2 hours"));
    });
    expect(hardCoded).toContain("content/pages/contact.yaml");
    expect(hardCoded).toContain("quote.responsePromise: say how soon you reply with {replyWithin}");
    const unknown = problemsWith((dir) => {
      editFile(contact(dir), (text) => text.replace("{replyWithin}", "{replyWithin} on {phone}"));
    });
    expect(unknown).toContain("only {replyWithin} and {openingHours} can be filled in");
    const wordy = problemsWith((dir) => {
      editFile(path.join(dir, "company.yaml"), (text) =>
        text.replace(/^replyWithin: .*$/m, "replyWithin: within two hours"),
      );
    });
    expect(wordy).toContain("content/company.yaml");
    expect(wordy).toContain("replyWithin: write a number of minutes or hours");
  });

  it("says when a blog post's date is not a date", () => {
    const message = problemsWith((dir) => {
      editFile(path.join(dir, "blog", "a-first-post.md"), (text) =>
        text.replace("date: 2023-05-01", "date: 1 May 2023"),
      );
    });
    expect(message).toContain("content/blog/a-first-post.md");
    expect(message).toContain("YYYY-MM-DD");
  });
});
