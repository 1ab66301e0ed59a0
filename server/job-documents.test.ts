import { existsSync, readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { replaceJobLink } from "../app/jobs/job-links.server";
import type { Job } from "../app/jobs/job-store.server";
import { localDate } from "../app/lib/uk-time";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { acceptedJob } from "../tests/support/test-jobs";
import { minimalPdf } from "../tests/support/test-pdf";
import { headersFor, multipartBuffer, type Part } from "../tests/support/test-photos";

/**
 * Handover documents against the real server: a staff member adds one from the owner's page, a
 * post without a session keeps nothing, a file that is not a PDF is refused beside its field,
 * and a document is served privately to its job's link and the signed-in firm only.
 */
const area = ownerAreaServer();
const db = () => area.app.services.db;
const documentRows = () => db().prepare("SELECT count(*) FROM job_documents").pluck().get();
const documentFiles = () => {
  const dir = area.app.services.jobs.documentsDir;
  return existsSync(dir) ? readdirSync(dir) : [];
};

const pdf = minimalPdf();
const hostileTitle = "<img src=x onerror=alert(1)> EIC";
let staff = "";
let job: Job;
let otherJob: Job;
let link = "";
let otherLink = "";

/** A job on each of the area's two leads, with links the server's own secret opens. */
beforeAll(async () => {
  staff = await signIn(area.app.url, "staff@example.com");
  const owner = db()
    .prepare("SELECT id, email FROM users WHERE email = 'owner@example.com'")
    .get() as { id: number; email: string };
  const clock = { now: Date.now() };
  const { secret } = area.app.services.jobs;
  ({ job } = await acceptedJob(db(), clock, { leadId: area.leadId, owner }));
  ({ job: otherJob } = await acceptedJob(db(), clock, { leadId: area.photoLeadId, owner }));
  link = replaceJobLink(db(), secret, job.id);
  otherLink = replaceJobLink(db(), secret, otherJob.id);
});

const documentPage = () => `/owner/jobs/${job.id}/document`;

function postDocument(file: Part, cookie?: string, datedOn = localDate(Date.now())) {
  return fetch(area.app.url + documentPage(), {
    method: "POST",
    redirect: "manual",
    headers: {
      ...headersFor(),
      Origin: area.app.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new Uint8Array(
      multipartBuffer([
        { name: "intent", value: "document" },
        { name: "kind", value: "electrical" },
        { name: "title", value: hostileTitle },
        { name: "datedOn", value: datedOn },
        file,
      ]),
    ),
  });
}

describe("adding a handover document", () => {
  it("is refused without a session, and nothing is kept", async () => {
    const response = await postDocument({
      name: "photos",
      filename: "eic.pdf",
      type: "application/pdf",
      content: pdf,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/owner\/sign-in/);
    expect(documentRows()).toBe(0);
    expect(documentFiles()).toEqual([]);
  });

  it("refuses a web page named .pdf beside the file field with a 400, keeping nothing", async () => {
    const response = await postDocument(
      {
        name: "photos",
        filename: "cert.pdf",
        type: "application/pdf",
        content: Buffer.from("<html><script>alert(1)</script></html>"),
      },
      staff,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("is not a PDF: it does not start as one.");
    expect(documentRows()).toBe(0);
    expect(documentFiles()).toEqual([]);
    const tomorrow = await postDocument(
      { name: "photos", filename: "eic.pdf", type: "application/pdf", content: pdf },
      staff,
      localDate(Date.now() + 36 * 3600_000),
    );
    expect(tomorrow.status).toBe(400);
    expect(await tomorrow.text()).toContain("The day on the document cannot be in the future.");
    expect(documentRows()).toBe(0);
    expect(documentFiles()).toEqual([]);
  });

  it("keeps a PDF a staff member sends, and shows it on the job's pages as text", async () => {
    const response = await postDocument(
      { name: "photos", filename: "eic.pdf", type: "application/pdf", content: pdf },
      staff,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/owner/jobs/${job.id}?done=document#handover`);
    expect(documentRows()).toBe(1);
    expect(documentFiles()).toHaveLength(1);
    for (const page of [link, `/owner/jobs/${job.id}`]) {
      const html = await (await area.get(page, staff)).text();
      expect(html, page).toContain("&lt;img src=x onerror=alert(1)&gt; EIC");
      expect(html, page).not.toContain("<img src=x");
    }
  });
});

describe("the documents a job needs", () => {
  it("are ticked on the document page, and the customer's page says which are still to come", async () => {
    const page = await area.get(documentPage(), staff);
    expect(page.status).toBe(200);
    expect(wordsOf(await page.text())).toContain("Which documents this job needs");
    const saved = await (
      await fetch(area.app.url + documentPage(), {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: area.app.url,
          Cookie: staff,
        },
        body: "intent=needed&needed=building-control&needed=electrical",
      })
    ).text();
    expect(wordsOf(saved)).toContain("page lists those still to come.");
    const customer = wordsOf(await (await area.get(link)).text());
    // The electrical certificate came above; the Building Control one has not.
    expect(customer).toContain("Still to come: Building Control completion certificate.");
    const refused = await postForm(
      area.app.url,
      documentPage(),
      { intent: "needed", needed: "<script>" },
      { cookie: staff },
    );
    expect(refused.status).toBe(400);
  });
});

describe("a handover document's file", () => {
  const documentId = () =>
    db().prepare("SELECT id FROM job_documents WHERE job_id = ?").pluck().get(job.id) as number;

  it("is served to the link's holder, private and never cached, as kept", async () => {
    const response = await area.get(`${link}/documents/${documentId()}`);
    expect(response.status).toBe(200);
    const cache = response.headers.get("cache-control") ?? "";
    expect(cache).toContain("no-store");
    expect(cache).toContain("private");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="job-${job.id}-electrical.pdf"`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("is not found through another job's link or a made-up one", async () => {
    expect((await area.get(`${otherLink}/documents/${documentId()}`)).status).toBe(404);
    expect((await area.get(`/job/${"x".repeat(43)}/documents/${documentId()}`)).status).toBe(404);
  });

  it("is the firm's signed-in people's in the owner's area: no session, to sign in", async () => {
    const file = `/owner/jobs/${job.id}/documents/${documentId()}`;
    const anonymous = await area.get(file);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/owner\/sign-in/);
    const signedIn = await area.get(file, staff);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toContain("no-store");
    expect(
      (await area.get(`/owner/jobs/${otherJob.id}/documents/${documentId()}`, staff)).status,
    ).toBe(404);
  });
});
