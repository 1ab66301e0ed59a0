import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { addSignedUpUser, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { postQuote, validRequest } from "../tests/support/quote-posts";
import { content } from "../tests/support/site-content";
import { siteSourceCopy } from "../tests/support/site-source-copy";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";
import { insertLead, insertUser } from "../tests/support/test-leads";
import { customerReview, testReviewSecrets, writeReview } from "../tests/support/test-reviews";

/**
 * Town pages through real publishes, with towns of the test's own (far from every project):
 * no proof, no page; the owner's words or a customer's review from there make one.
 */
let app: TestApp;
let sourceDir: string;
beforeAll(async () => {
  sourceDir = siteSourceCopy();
  app = await startTestApp(
    { SITE_SOURCE_DIR: sourceDir, QUOTE_RATE_LIMIT: "1000" },
    { servePublished: true },
  );
});
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
  removeDir(sourceDir);
});

const farAway = { latitude: 54.45, longitude: -2.35 };
/** `count` words of the owner's, none of them another page's (a page must be its own: decision 045). */
const ownWords = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 10 === 9 ? `slate${i}.` : `stone${i}`)).join(" ");

/** What the owner does in each of the test's towns: each its own words (decision 045). */
const descriptions: Record<string, string> = {
  Testholme: "A village far up the hills, where we mend old barns and rebuild dry stone walls.",
  Reviewton: "A hamlet by the reservoir with farm cottages, where we hang doors and re-roof sheds.",
};

/** The owner's draft of the areas, with `towns` added (far from every project). */
function draftAreas(towns: { name: string; about?: string[] }[]) {
  const { drafts } = app.services.publishing;
  const draft = drafts.read("areas.yaml");
  const areas = (parse(draft.text ?? "") as { name: string }[]).filter(
    (area) => !towns.some((town) => town.name === area.name),
  );
  for (const town of towns)
    areas.push({
      ...town,
      distanceMiles: 59,
      ...farAway,
      description: descriptions[town.name],
    } as { name: string });
  drafts.save("areas.yaml", stringify(areas), { readHash: draft.hash, by: "owner@example.com" });
}

async function publish() {
  const { publisher } = app.services.publishing;
  const id = publisher.request({ by: "owner@example.com", summary: "Town pages test" });
  await publisher.runQueued();
  const row = publisher.records.find(id);
  expect(row?.status, row?.message ?? "").toBe("live");
}

const get = (path: string) => fetch(app.url + path);
const text = async (path: string) => (await get(path)).text();

describe("a town's own page, published with its proof", () => {
  it("no proof: no page, no link, not in the sitemap; 80 words of the owner's: all three", async () => {
    draftAreas([{ name: "Testholme" }]);
    await publish();
    expect((await get("/areas-we-cover/testholme")).status).toBe(404);
    expect(await text("/areas-we-cover")).toContain("Testholme");
    expect(await text("/areas-we-cover")).not.toContain('href="/areas-we-cover/testholme"');
    expect(await text("/sitemap.xml")).not.toContain("/areas-we-cover/testholme");

    draftAreas([{ name: "Testholme", about: [ownWords(80)] }]);
    await publish();
    const page = await get("/areas-we-cover/testholme");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Builders in Testholme<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain("/areas-we-cover/testholme");
    expect(await text("/areas-we-cover")).toContain('href="/areas-we-cover/testholme"');
    expect(await text("/sitemap.xml")).toContain("/areas-we-cover/testholme</loc>");
  }, 90_000);

  it("a new verified review from a town appears on its page after its publish", async () => {
    draftAreas([{ name: "Reviewton" }]);
    await publish();
    expect((await get("/areas-we-cover/reviewton")).status).toBe(404);

    const owner = insertUser(app.services.db, "owner@example.com");
    const leadId = insertLead(app.services.db);
    writeReview(app.services.db, {
      leadId,
      by: owner,
      secrets: testReviewSecrets(content.company),
      review: customerReview({ town: "Reviewton", text: "New barn doors, hung true and painted." }),
    });
    await publish();
    const html = await text("/areas-we-cover/reviewton");
    expect(html).toContain("New barn doors, hung true and painted.");
    expect(html).toContain("What customers in Reviewton said");
    expect(await text("/sitemap.xml")).toContain("/areas-we-cover/reviewton</loc>");
  }, 90_000);

  it("a lead sent after landing on a town page says so", async () => {
    const town = "/areas-we-cover/testholme";
    const sent = await postQuote(app.url, {
      ...validRequest,
      idempotencyKey: "town-page-lead",
      landing: `${town}?utm_source=flyer`,
      referrer: "",
    });
    expect(sent.status).toBe(200);
    const leadId = app.services.db
      .prepare("SELECT max(id) FROM quote_requests")
      .pluck()
      .get() as number;
    await addSignedUpUser(app.services.db, "jo@example.com");
    const cookie = await signIn(app.url, "jo@example.com");
    const lead = await fetch(`${app.url}/owner/leads/${leadId}`, { headers: { cookie } });
    expect(wordsOf(await lead.text())).toContain("arriving on the “Builders in Testholme” page");
  });
});
