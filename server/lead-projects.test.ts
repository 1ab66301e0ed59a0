import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { postUpdate, updatesOfJob } from "../app/jobs/job-updates.server";
import { processPhotos } from "../app/photos/photo-store.server";
import { addSignedUpUser, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { content } from "../tests/support/site-content";
import { siteSourceCopy } from "../tests/support/site-source-copy";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";
import { acceptedJob } from "../tests/support/test-jobs";
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
let ownerUser = { id: 0, email: "" };
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
  ownerUser = await addSignedUpUser(app.services.db, "owner@example.com", "owner");
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

  it("offers the job's progress photos, all ticked, and takes the ones kept with the photos added", async () => {
    /** A lead whose quote was accepted, its job with one update of `count` photos: their ids. */
    async function jobWithPhotos(count: number) {
      const { db, jobs } = app.services;
      const leadId = insertLead(db, { projectType: "extension" });
      const { job } = await acceptedJob(db, { now: Date.now() }, { leadId, owner: ownerUser });
      mkdirSync(jobs.uploadsDir, { recursive: true });
      const files = [];
      for (let index = 0; index < count; index++) {
        const tempPath = path.join(jobs.uploadsDir, `job-${job.id}-${index}.jpg`);
        writeFileSync(tempPath, await smallJpeg(800, 600));
        files.push({ tempPath, originalName: `IMG_${index}.jpg` });
      }
      const prepared = await processPhotos(files, { photosDir: jobs.photosDir, most: 12 });
      if (!prepared.ok) throw new Error("The job's photos were refused");
      postUpdate(jobs, {
        jobId: job.id,
        text: "Footings dug",
        photos: prepared.photos,
        user: ownerUser,
      });
      const ids = updatesOfJob(db, job.id)[0]?.photos.map((photo) => photo.id) ?? [];
      return { leadId, jobId: job.id, ids };
    }
    const { leadId, jobId, ids } = await jobWithPhotos(2);
    const other = await jobWithPhotos(1);

    const html = await (await get(`/owner/site/projects/new?lead=${leadId}`)).text();
    expect(wordsOf(html)).toContain("Photos from the job");
    expect(wordsOf(html)).toContain("Pair before and after photos on the next page.");
    for (const id of ids) {
      const box = html.match(new RegExp(`<input[^>]*name="jobPhotos"[^>]*value="${id}"[^>]*>`));
      expect(box?.[0]).toContain('checked=""');
    }
    expect(html).toMatch(
      /<img[^>]*width="480"[^>]*height="360"[^>]*alt="Footings dug \(photo 1 of 2\)"[^>]*loading="lazy"/,
    );
    expect(html).not.toContain(`value="${other.ids[0]}"`);

    const forged = await addProject({ lead: String(leadId), jobPhotos: String(other.ids[0]) });
    expect(forged.status).toBe(400);
    expect(wordsOf(await forged.text())).toContain("Tick only this job");

    const added = await addProject({ lead: String(leadId), jobPhotos: String(ids[1]) });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toMatch(/\?added=2$/);
    const thumb = await get(`/owner/jobs/${jobId}/photos/${ids[1]}?size=small`);
    expect(thumb.status).toBe(200);
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
