import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { addSignedUpUser, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { content } from "../tests/support/site-content";
import { siteSourceCopy } from "../tests/support/site-source-copy";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";
import { insertLead } from "../tests/support/test-leads";
import { headersFor, multipartBuffer, smallJpeg } from "../tests/support/test-photos";

/**
 * A won job becomes a project (issue 38) against the real server: the new project's form
 * starts from the lead; a forged lead, one not won, or one already on the website is refused;
 * published, the project's page holds nothing of the customer.
 */
let app: TestApp;
let sourceDir: string;
let owner = "";
let staff = "";
// A customer whose every detail is unique, to look for in the project's HTML.
const customer = {
  firstName: "Philippa",
  lastName: "Quorndonwick",
  email: "philippa.quorndonwick@example.org",
  phone: "07700 900987",
  message: "Our kitchen extension at 12 Zennor Gardens, please.",
};

beforeAll(async () => {
  sourceDir = siteSourceCopy();
  app = await startTestApp({ SITE_SOURCE_DIR: sourceDir }, { servePublished: true });
  await addSignedUpUser(app.services.db, "owner@example.com", "owner");
  await addSignedUpUser(app.services.db, "staff@example.com", "staff");
  owner = await signIn(app.url, "owner@example.com");
  staff = await signIn(app.url, "staff@example.com");
});
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
  removeDir(sourceDir);
});

const get = (path: string, cookie = owner) =>
  fetch(app.url + path, { headers: { cookie }, redirect: "manual" });

function wonLead(status = "won") {
  const id = insertLead(app.services.db, { ...customer, projectType: "extension" });
  app.services.db.prepare("UPDATE quote_requests SET status = ? WHERE id = ?").run(status, id);
  return id;
}

/** The new project's form sent with one photo, as the page sends it. */
async function addProject(fields: Record<string, string>, cookie = owner) {
  const service = content.services[0]?.slug ?? "";
  const words = {
    section: "details",
    title: "Extension in Testholme",
    category: "Extension",
    location: "Testholme",
    type: "Extension",
    completed: "2026",
    duration: "10 weeks",
    summary: "A rear extension with a vaulted roof and a new kitchen, built over one summer.",
    description:
      "We dug and poured the footings, built the walls in matching brick and put on a vaulted roof with two roof windows.",
    features: "Vaulted roof\nMatching brick\nRoof windows\nUnderfloor heating",
    servicesProvided: service,
    seoDescription:
      "A rear extension with a vaulted roof and a new kitchen in Testholme, built by us.",
    ...fields,
  };
  return fetch(`${app.url}/owner/site/projects/new`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headersFor(), Origin: app.url, Cookie: cookie },
    body: new Uint8Array(
      multipartBuffer([
        ...Object.entries(words).map(([name, value]) => ({ name, value })),
        { name: "photos", filename: "finished.jpg", content: await smallJpeg(640, 480) },
      ]),
    ),
  });
}

describe("a won lead added to the website", () => {
  it("starts the project's form from the lead: its kind, this year, no customer's words", async () => {
    const lead = wonLead();
    const leadPage = await (await get(`/owner/leads/${lead}`)).text();
    expect(leadPage).toContain(`href="/owner/site/projects/new?lead=${lead}"`);
    const html = await (await get(`/owner/site/projects/new?lead=${lead}`)).text();
    expect(html).toContain(`name="lead" value="${lead}"`);
    expect(wordsOf(html)).toContain("The job of lead MC-");
    expect(html).toMatch(/name="title"[^>]*value="Extension"/);
    expect(html).toContain(`value="${new Date().getUTCFullYear()}"`);
    for (const detail of Object.values(customer)) expect(html).not.toContain(detail);
  });

  it("refuses a forged lead, one not won, and a second project for the same lead", async () => {
    const notWon = wonLead("quoted");
    for (const [lead, reason] of [
      ["999999", "There is no such lead"],
      ["1 OR 1=1", "There is no such lead"],
      [String(notWon), "Mark the lead Won first"],
    ] as const) {
      expect(
        wordsOf(
          await (await get(`/owner/site/projects/new?lead=${encodeURIComponent(lead)}`)).text(),
        ),
      ).toContain(reason);
      const refused = await addProject({ lead, title: `Refused ${lead}` });
      expect(refused.status, lead).toBe(400);
      expect(wordsOf(await refused.text())).toContain(reason);
    }

    const lead = wonLead();
    const added = await addProject({ lead: String(lead), title: "Extension in Testholme" });
    expect(added.status).toBe(302);
    const slug = /\/owner\/site\/projects\/([a-z0-9-]+)/.exec(
      added.headers.get("location") ?? "",
    )?.[1];
    expect(slug).toBeTruthy();
    const again = await addProject({ lead: String(lead), title: "Another extension" });
    expect(again.status).toBe(400);
    expect(wordsOf(await again.text())).toContain("already on the website");
    const projects = app.services.publishing.drafts
      .list("projects")
      .filter((file) => file.endsWith("project.yaml"));
    expect(projects.some((file) => file.includes("another-extension"))).toBe(false);
    expect(projects.some((file) => file.includes("refused"))).toBe(false);

    // Described and published, its page holds nothing of the customer.
    const { drafts, publisher } = app.services.publishing;
    const file = `projects/${slug}/project.yaml`;
    const draft = drafts.read(file);
    const described = parse(draft.text ?? "") as { gallery: { alt: string }[] };
    for (const photo of described.gallery) photo.alt = "The finished extension from the garden";
    drafts.save(file, stringify(described), { readHash: draft.hash, by: "owner@example.com" });
    const id = publisher.request({ by: "owner@example.com", summary: "A lead's job" });
    await publisher.runQueued();
    expect(publisher.records.find(id)?.status, publisher.records.find(id)?.message ?? "").toBe(
      "live",
    );
    const page = await fetch(`${app.url}/projects/${slug}`);
    expect(page.status).toBe(200);
    const publicHtml = await page.text();
    for (const detail of [
      customer.firstName,
      customer.lastName,
      customer.email,
      customer.phone,
      "Zennor",
    ])
      expect(publicHtml).not.toContain(detail);

    // Each links to the other, in the owner's area.
    expect(await (await get(`/owner/site/projects/${slug}`)).text()).toContain(
      `href="/owner/leads/${lead}"`,
    );
    const leadHtml = await (await get(`/owner/leads/${lead}`)).text();
    expect(wordsOf(leadHtml)).toContain("This job is on the website as Extension in Testholme");
    // Asking its customer for a review names the project (and its town), to go under it.
    expect(leadHtml).toContain(`<option value="${slug}" selected="">`);
    expect(leadHtml).toMatch(/name="town"[^>]*value="Testholme"/);
  });

  it("staff can neither add a lead's job nor see where it is on the website", async () => {
    const lead = wonLead();
    expect((await get(`/owner/site/projects/new?lead=${lead}`, staff)).status).toBe(403);
    expect((await addProject({ lead: String(lead) }, staff)).status).toBe(403);
    expect(await (await get(`/owner/leads/${lead}`, staff)).text()).not.toContain(
      "Add this job to the website",
    );
  });
});
