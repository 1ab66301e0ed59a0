import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import type { DatabaseContent } from "~/content/content-catalogue";
import { liveContent, siteContent, sitePages } from "~/content/site-content.server";
import { openDatabase } from "~/db/database.server";
import type { PublishedReview } from "~/reviews/published-review";
import { customerReviews, reviewsAsContent } from "~/reviews/reviews-for-site.server";
import { contentProblemsInWords } from "~/site/content-problems.server";
import { siteCatalogue } from "~/site/site-catalogue.server";
import { contentHistory } from "./content-history.server";
import { Drafts } from "./drafts.server";
import { Publisher } from "./publisher.server";
import { siteSource } from "./site-source.server";

const fixtures = path.resolve("tests/fixtures/content");
const liveFaqs = readFileSync(path.join(fixtures, "faqs.yaml"), "utf8");
/** Shared by the tests: the fixtures' drawings are encoded once. */
const cacheDir = path.join(tmpdir(), "marram-publisher-test-cache");

/** FAQs whose first question is `question`, as the owner's editor would save them. */
const faqsAsking = (question: string) => liveFaqs.replace("Are your quotes free?", question);

/** A running build as far as a publish uses it: its code, assets and a page it prerendered. */
function standInBuild(root: string): string {
  const codeDir = path.join(root, "build");
  for (const [file, text] of Object.entries({
    "client/assets/app-1.js": "console.log(1)",
    "client/index.html": "<p>the build's own page</p>",
    "client/projects/gone/index.html": "<p>a project since removed</p>",
    "server/server.js": "",
    "server/site-content.json": JSON.stringify(liveContent()),
    "stamp.json": '{"builtAt":1}',
  })) {
    mkdirSync(path.dirname(path.join(codeDir, file)), { recursive: true });
    writeFileSync(path.join(codeDir, file), text);
  }
  return codeDir;
}

function setUp(fromDatabase?: () => DatabaseContent) {
  const root = mkdtempSync(path.join(tmpdir(), "publisher-"));
  const sourceDir = path.join(root, "site");
  cpSync(fixtures, path.join(sourceDir, "content"), { recursive: true });
  mkdirSync(path.join(sourceDir, "node_modules"));
  mkdirSync(cacheDir, { recursive: true });
  cpSync(cacheDir, path.join(sourceDir, ".cache"), { recursive: true });
  const dataDir = path.join(root, "data");
  const db = openDatabase(":memory:");
  const drafts = new Drafts(path.join(dataDir, "drafts"), path.join(sourceDir, "content"));
  const wentLive: string[] = [];
  const rendered: string[] = [];
  const publisher = new Publisher({
    db,
    dataDir,
    source: siteSource(sourceDir, dataDir),
    drafts,
    history: contentHistory(path.join(sourceDir, "content"), path.join(dataDir, "versions")),
    logger: pino({ level: "silent" }),
    goLive: async ({ dir }) => {
      wentLive.push(dir);
    },
    codeDir: standInBuild(root),
    // The FAQs page says the first question of the content it was rendered with, the sitemap
    // the pages' dates, the others the firm's name.
    renderPage: async (page) => {
      rendered.push(page);
      const says = page.startsWith("/faqs")
        ? siteContent().faqs[0]?.question
        : page.startsWith("/testimonials")
          ? [siteContent().company.tradingName, ...customerReviews().map((review) => review.name)]
          : page === "/sitemap.xml"
            ? sitePages().map((entry) => `${entry.path} ${entry.lastModified}`)
            : siteContent().company.tradingName;
      return new Response(`<p>${page}: ${says}</p>`, { status: 200 });
    },
    describeProblems: contentProblemsInWords,
    catalogue: siteCatalogue,
    fromDatabase,
  });
  const edit = (text: string) =>
    drafts.save("faqs.yaml", text, {
      readHash: drafts.read("faqs.yaml").hash,
      by: "owner@example.com",
    });
  const live = () => readFileSync(path.join(sourceDir, "content", "faqs.yaml"), "utf8");
  const page = (release: string | undefined, file: string) =>
    readFileSync(path.join(release ?? "", "client", file), "utf8");
  return { publisher, drafts, edit, live, page, wentLive, rendered, dataDir, sourceDir };
}

describe("publishing", () => {
  it("renders the drafts into a release, makes them the live content and a version, and hands the release over", async () => {
    const site = setUp();
    site.edit(faqsAsking("Is the quote really free?"));
    const id = site.publisher.request({ by: "owner@example.com", summary: "Changed FAQs" });
    await site.publisher.runQueued();
    const row = site.publisher.records.find(id);
    expect(row).toMatchObject({ status: "live", message: null });
    expect(site.live()).toBe(faqsAsking("Is the quote really free?"));
    expect(site.drafts.changes()).toEqual({});
    expect(site.wentLive).toHaveLength(1);
    const [release] = site.wentLive;
    // Every page rendered afresh with the new content, with its data; the code and assets reused.
    expect(site.page(release, "faqs/index.html")).toBe("<p>/faqs: Is the quote really free?</p>");
    const { tradingName } = JSON.parse(
      readFileSync(path.join(release ?? "", "server", "site-content.json"), "utf8"),
    ).content.company;
    expect(site.page(release, "index.html")).toBe(`<p>/: ${tradingName}</p>`);
    expect(site.page(release, "faqs.data")).toBe("<p>/faqs.data: Is the quote really free?</p>");
    expect(site.page(release, "_.data")).toContain("/_.data");
    expect(site.page(release, "sitemap.xml")).toContain("/sitemap.xml");
    expect(site.page(release, "assets/app-1.js")).toBe("console.log(1)");
    expect(existsSync(path.join(release ?? "", "client", "projects", "gone"))).toBe(false);
    const content = JSON.parse(
      readFileSync(path.join(release ?? "", "server", "site-content.json"), "utf8"),
    );
    expect(content.content.faqs[0].question).toBe("Is the quote really free?");
    expect(Object.keys(content.images).length).toBeGreaterThan(0);
    expect(readdirSync(path.join(release ?? "", "client", "og")).length).toBe(content.pages.length);
    // Without git, the version is a snapshot of the content.
    expect(readdirSync(path.join(site.dataDir, "versions"))).toEqual([row?.version]);
    cpSync(path.join(site.sourceDir, ".cache"), cacheDir, { recursive: true });
  });

  it("renders again only the pages whose content the publish changed, and links the others", async () => {
    const site = setUp();
    site.edit(faqsAsking("Is the first quote free?"));
    site.publisher.request({ by: "owner@example.com", summary: "First" });
    await site.publisher.runQueued();
    // The build's pages were rendered by its prerender, which records nothing: all of them.
    const everyPage = [...site.rendered];
    expect(everyPage).toEqual(expect.arrayContaining(["/", "/faqs", "/faqs.data", "/contact"]));

    site.rendered.length = 0;
    site.edit(faqsAsking("Is the second quote free?"));
    site.publisher.request({ by: "owner@example.com", summary: "Second" });
    await site.publisher.runQueued();
    // The FAQs page and its data; the sitemap too, as the FAQs page's date changed.
    expect(site.rendered.sort()).toEqual(["/faqs", "/faqs.data", "/sitemap.xml"]);
    const [first, second] = site.wentLive;
    expect(site.page(second, "faqs/index.html")).toBe("<p>/faqs: Is the second quote free?</p>");
    const inode = (release: string | undefined, file: string) =>
      statSync(path.join(release ?? "", "client", file)).ino;
    expect(inode(second, "contact/index.html")).toBe(inode(first, "contact/index.html"));
    expect(site.page(second, "contact/index.html")).toBe(site.page(first, "contact/index.html"));
    expect(existsSync(path.join(second ?? "", "client", "contact.data"))).toBe(true);
    // Share cards that come out the same are the live release's, not drawn again here.
    expect(inode(second, "og/faqs.png")).toBe(inode(first, "og/faqs.png"));

    // A change to what every page but the FAQs page reads renders all of those again.
    site.rendered.length = 0;
    const company = path.join(site.sourceDir, "content", "company.yaml");
    const renamed = readFileSync(company, "utf8").replace(
      /tradingName: .*/,
      "tradingName: Renamed Builders",
    );
    writeFileSync(company, renamed);
    site.publisher.request({ by: "Website", summary: "Renamed", withDrafts: false });
    await site.publisher.runQueued();
    expect(site.rendered.sort()).toEqual(
      everyPage.filter((page) => !page.startsWith("/faqs")).sort(),
    );
    expect(inode(site.wentLive[2], "og/faqs.png")).not.toBe(inode(second, "og/faqs.png"));
    expect(site.page(site.wentLive[2], "contact/index.html")).toBe(
      "<p>/contact: Renamed Builders</p>",
    );
  });

  it("puts the customers' reviews as they are now on the site, photos too, and renders only the pages that show them again", async () => {
    const photosDir = mkdtempSync(path.join(tmpdir(), "review-photos-"));
    writeFileSync(path.join(photosDir, `${"a".repeat(32)}.jpg`), "photo");
    writeFileSync(path.join(photosDir, `${"a".repeat(32)}.thumb.jpg`), "thumb");
    const review: PublishedReview = {
      id: 1,
      rating: 2,
      text: "Slow to start, but the roof is sound.",
      name: "Sarah M.",
      town: "Lytham",
      job: "Roofing",
      serviceSlug: "roofing",
      projectSlug: null,
      month: "2026-11",
      reply: null,
      photos: [
        {
          src: `/img/reviews/${"a".repeat(32)}.jpg`,
          thumb: `/img/reviews/${"a".repeat(32)}.thumb.jpg`,
          width: 800,
          height: 600,
          thumbWidth: 480,
          thumbHeight: 360,
        },
      ],
    };
    let list = [review];
    const site = setUp(() => reviewsAsContent(list, photosDir));
    site.publisher.request({ by: "Reviews", summary: "A new review", withDrafts: false });
    await site.publisher.runQueued();
    const [first] = site.wentLive;
    expect(site.page(first, "testimonials/index.html")).toContain("Sarah M.");
    expect(site.page(first, `img/reviews/${"a".repeat(32)}.jpg`)).toBe("photo");

    site.rendered.length = 0;
    list = [];
    site.publisher.request({
      by: "owner@example.com",
      summary: "A review kept off",
      withDrafts: false,
    });
    await site.publisher.runQueued();
    expect(site.rendered.sort()).toEqual(["/testimonials", "/testimonials.data"]);
    expect(site.page(site.wentLive[1], "testimonials/index.html")).not.toContain("Sarah M.");
    expect(
      existsSync(
        path.join(site.wentLive[1] ?? "", "client", "img", "reviews", `${"a".repeat(32)}.jpg`),
      ),
    ).toBe(false);
  });

  it("leaves the live content and the drafts as they were when the content is wrong, and says why in the owner's words", async () => {
    const site = setUp();
    site.edit("- question: ''\n  answer: []\n");
    const id = site.publisher.request({ by: "owner@example.com", summary: "Changed FAQs" });
    await site.publisher.runQueued();
    const row = site.publisher.records.find(id);
    expect(row?.status).toBe("failed");
    expect(row?.message).toMatch(
      /^Nothing was published\. Change first: FAQs, item 1, question: write at least 10 characters/,
    );
    expect(row?.message).not.toMatch(/faqs\.yaml/);
    expect(site.live()).toBe(liveFaqs);
    expect(Object.keys(site.drafts.changes())).toEqual(["faqs.yaml"]);
    expect(site.wentLive).toEqual([]);
    expect(readdirSync(path.join(site.dataDir, "releases"))).toEqual([]);
  });

  it("publishes a request made after a start with nothing queued (a worker's first minutes)", async () => {
    const site = setUp();
    site.publisher.resume(undefined);
    await site.publisher.runQueued();
    site.edit(faqsAsking("Is the quote really free?"));
    const id = site.publisher.request({ by: "owner@example.com", summary: "Changed FAQs" });
    await site.publisher.runQueued();
    expect(site.publisher.records.find(id)?.status).toBe("live");
  });

  it("publishes a request made in the same moment as the start (a new release's republish)", async () => {
    const site = setUp();
    site.edit(faqsAsking("Is the quote really free?"));
    site.publisher.resume(undefined);
    const id = site.publisher.request({ by: "Website", summary: "Put back", withDrafts: false });
    // Nothing else asks the publisher to run: it must take the request up by itself.
    await vi.waitFor(() => expect(site.publisher.records.find(id)?.status).toBe("live"), {
      timeout: 10_000,
    });
  });

  it("refuses to publish a draft whose file was changed on the server since, and changes nothing", async () => {
    const site = setUp();
    site.edit(faqsAsking("Is the owner's quote free?"));
    writeFileSync(
      path.join(site.sourceDir, "content", "faqs.yaml"),
      faqsAsking("Is the developer's quote free?"),
    );
    const id = site.publisher.request({ by: "owner@example.com", summary: "Changed FAQs" });
    await site.publisher.runQueued();
    expect(site.publisher.records.find(id)?.message).toMatch(
      /Someone changed faqs.yaml on the server/,
    );
    expect(site.live()).toBe(faqsAsking("Is the developer's quote free?"));
  });

  it("runs one publish at a time, in order, and can put an earlier version back", async () => {
    const site = setUp();
    site.edit(faqsAsking("Is the first quote free?"));
    const first = site.publisher.request({ by: "owner@example.com", summary: "First" });
    const running = site.publisher.runQueued();
    expect(site.publisher.records.find(first)?.status).toBe("building");
    await running;
    site.edit(faqsAsking("Is the second quote free?"));
    site.publisher.request({ by: "owner@example.com", summary: "Second" });
    const restore = site.publisher.request({
      by: "owner@example.com",
      summary: "Back",
      restoreOf: first,
    });
    expect(site.publisher.records.find(restore)?.status).toBe("queued");
    await site.publisher.runQueued();
    expect(site.publisher.records.find(restore)?.status).toBe("live");
    expect(site.live()).toBe(faqsAsking("Is the first quote free?"));
    expect(site.page(site.wentLive.at(-1), "faqs/index.html")).toContain(
      "Is the first quote free?",
    );
  });

  it("publishes the content as it is, leaving the owner's drafts as drafts, when asked to", async () => {
    const site = setUp();
    writeFileSync(
      path.join(site.sourceDir, "content", "faqs.yaml"),
      faqsAsking("Is a taken-in quote free?"),
    );
    site.edit(faqsAsking("Is a drafted quote free?"));
    const id = site.publisher.request({ by: "Website", summary: "Put back", withDrafts: false });
    await site.publisher.runQueued();
    expect(site.publisher.records.find(id)?.status).toBe("live");
    expect(site.page(site.wentLive[0], "faqs/index.html")).toContain("Is a taken-in quote free?");
    expect(site.drafts.read("faqs.yaml").text).toBe(faqsAsking("Is a drafted quote free?"));
  });
});
