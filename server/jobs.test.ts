import { describe, expect, it } from "vitest";
import { linkOfJob, replaceJobLink } from "../app/jobs/job-links.server";
import { moneyOfJob } from "../app/jobs/job-money.server";
import { changesOfJob, proposeChange } from "../app/jobs/job-variations.server";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { acceptedJob } from "../tests/support/test-jobs";
import { insertLead } from "../tests/support/test-leads";
import { headersFor, multipartBuffer, smallJpeg } from "../tests/support/test-photos";

/**
 * A job against the real server: the customer's page private and guarded, posts from another
 * site refused, staff refused money and prices, a change answered once, files checked and kept
 * to their job.
 */
const area = ownerAreaServer({ QUOTE_RATE_LIMIT: "1000" });
const db = () => area.app.services.db;
const secret = () => area.app.services.jobs.secret;

/** A job of its own, its customer's link made with the server's secret. */
async function newJob() {
  const owner = { id: 1, email: "owner@example.com" };
  const { job } = await acceptedJob(db(), { now: Date.now() }, { leadId: insertLead(db()), owner });
  return { job, link: replaceJobLink(db(), secret(), job.id) };
}

describe("the customer's job page", () => {
  it("is private, noindex, ships no script, and a replaced link stops at once", async () => {
    const { job, link } = await newJob();
    const page = await area.get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(wordsOf(html)).toContain("Rear single-storey extension");
    const fresh = replaceJobLink(db(), secret(), job.id);
    expect((await area.get(link)).status).toBe(404);
    expect((await area.get(fresh)).status).toBe(200);
  });

  it("refuses a post from another site, and a question of bad input with a 400", async () => {
    const { link } = await newJob();
    const foreign = await postForm(
      area.app.url,
      link,
      { intent: "ask", question: "Hello?" },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    const empty = await postForm(area.app.url, link, { intent: "ask", question: " " });
    expect(empty.status).toBe(400);
    expect(wordsOf(await empty.text())).toContain("Write your question.");
    expect(db().prepare("SELECT count(*) FROM job_questions").pluck().get()).toBe(0);
  });

  it("answers a change once: a second answer, or one posted through another job's link, changes nothing", async () => {
    const { job, link } = await newJob();
    const owner = { id: 1, email: "owner@example.com" };
    const propose = (title: string) =>
      proposeChange(area.app.services.jobs, {
        jobId: job.id,
        title,
        details: "<img src=x onerror=alert(1)>",
        pence: 45_000,
        datesEffect: "",
        user: owner,
      });
    const id = propose("Second radiator");
    const page = await (await area.get(link)).text();
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    const shown = changesOfJob(db(), job.id)[0]?.documentHash ?? "";
    const approve = { intent: "approve", variation: String(id), shown, name: "Sarah Mills" };
    expect((await postForm(area.app.url, link, approve)).status).toBe(302);
    const again = await postForm(area.app.url, link, { ...approve, intent: "decline" });
    expect(again.status).toBe(409);
    expect(moneyOfJob(db(), job, "2099-01-01").changesPence).toBe(45_000);
    const other = await newJob();
    const theirs = await postForm(area.app.url, other.link, approve);
    expect(theirs.status).toBe(404);
  });
});

describe("the owner's job pages", () => {
  it("let staff post and answer, but refuse them money and prices, changing nothing", async () => {
    const { job } = await newJob();
    const staff = await signIn(area.app.url, "staff@example.com");
    const [deposit] = moneyOfJob(db(), job, "2027-01-01").stages;
    const pay = await postForm(
      area.app.url,
      `/owner/jobs/${job.id}`,
      { intent: "payment", stage: String(deposit?.id), amount: "100", on: "2026-01-02" },
      { cookie: staff },
    );
    expect(pay.status).toBe(403);
    expect(
      db().prepare("SELECT count(*) FROM job_payments WHERE job_id = ?").pluck().get(job.id),
    ).toBe(0);
    expect((await area.get(`/owner/jobs/${job.id}/change`, staff)).status).toBe(403);
    expect((await area.get(`/owner/leads/${area.leadId}/job`, staff)).status).toBe(403);
    const ask = await postForm(
      area.app.url,
      `/owner/jobs/${job.id}`,
      { intent: "ask-payment", stage: String(deposit?.id) },
      { cookie: staff },
    );
    expect(ask.status).toBe(403);
    expect((await area.get(`/owner/jobs/${job.id}`, staff)).status).toBe(200);
    expect((await area.get(`/owner/jobs/${job.id}/update`, staff)).status).toBe(200);
  });

  it("keep an update's photos to its job: checked, served privately, refused when not a photo", async () => {
    const { job, link } = await newJob();
    const post = (files: { filename: string; content: Buffer }[], cookie = area.ownerCookie) =>
      fetch(`${area.app.url}/owner/jobs/${job.id}/update`, {
        method: "POST",
        redirect: "manual",
        body: new Uint8Array(
          multipartBuffer([
            { name: "text", value: "Footings dug." },
            ...files.map((file) => ({ name: "photos", ...file })),
          ]),
        ),
        headers: { ...headersFor(), Cookie: cookie, Origin: area.app.url },
      });
    const fake = await post([{ filename: "wall.jpg", content: Buffer.from("<html>not a photo") }]);
    expect(fake.status).toBe(400);
    expect(
      db().prepare("SELECT count(*) FROM job_updates WHERE job_id = ?").pluck().get(job.id),
    ).toBe(0);
    const anonymous = await post([{ filename: "wall.jpg", content: await smallJpeg() }], "");
    expect(anonymous.headers.get("location")).toMatch(/^\/owner\/sign-in/);
    expect(
      db().prepare("SELECT count(*) FROM job_updates WHERE job_id = ?").pluck().get(job.id),
    ).toBe(0);
    expect((await post([{ filename: "wall.jpg", content: await smallJpeg() }])).status).toBe(302);
    const photoId = db()
      .prepare(
        "SELECT p.id FROM job_photos p JOIN job_updates u ON u.id = p.job_update_id WHERE u.job_id = ?",
      )
      .pluck()
      .get(job.id) as number;
    const photo = await area.get(`${link}/photos/${photoId}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toContain("private");
    expect(photo.headers.get("cache-control")).toContain("no-store");
    const other = await newJob();
    expect((await area.get(`${other.link}/photos/${photoId}`)).status).toBe(404);
    expect((await area.get(`/owner/jobs/${job.id}/photos/${photoId}`)).status).toBe(302);
    expect(linkOfJob(db(), secret(), job.id)).toBe(link);
  });
});

describe("guessing", () => {
  // Last: the guesser's address (this test's) is refused every job address from here on.
  it("answers a guesser's misses 429 on every job address, its photos too, but opens a real link", async () => {
    const { link } = await newJob();
    for (let guess = 0; guess < 20; guess++)
      await area.get(`/job/${String(guess).padStart(43, "g")}`);
    const refused = await area.get(`/job/${"h".repeat(43)}`);
    expect(refused.status).toBe(429);
    expect((await area.get(`/job/${"h".repeat(43)}/photos/1`)).status).toBe(429);
    expect((await area.get(link)).status).toBe(200);
    expect((await area.get(`${link}/visits.ics`)).status).toBe(200);
    expect((await area.get(`/job/${"i".repeat(43)}/visits.ics`)).status).toBe(429);
  });
});
