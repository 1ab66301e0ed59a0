import { describe, expect, it } from "vitest";
import { replaceJobLink } from "../app/jobs/job-links.server";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { roofJob } from "../tests/support/test-invoices";
import { insertLead } from "../tests/support/test-leads";

/**
 * Invoices against the real server, whose firm is a new one (not VAT registered, the content's
 * default): the owner makes a stage's invoice in two taps from the job's page, the customer's
 * page lists it, its PDF opens only through the job's link; staff are refused; a forged figure
 * or a rate not allowed keeps nothing.
 */
const area = ownerAreaServer({ QUOTE_RATE_LIMIT: "1000" });
const db = () => area.app.services.db;
const invoices = () => db().prepare("SELECT count(*) FROM invoices").pluck().get();

async function newJob() {
  const owner = { id: 1, email: "owner@example.com" };
  const roof = await roofJob(
    db(),
    { now: Date.now() },
    { leadId: insertLead(db()), owner, vatRegistered: false },
  );
  return { ...roof, link: replaceJobLink(db(), area.app.services.jobs.secret, roof.job.id) };
}

describe("an invoice from the job's page to the customer's", () => {
  it("takes two taps after the stage is asked for; the customer sees it and its PDF through the link only", async () => {
    const { job, deposit, link } = await newJob();
    const other = await newJob();
    const jobPage = await (await area.get(`/owner/jobs/${job.id}`, area.ownerCookie)).text();
    const tap = `/owner/jobs/${job.id}/invoice?stage=${deposit}`;
    expect(jobPage).toContain(`href="${tap.replace("?", "?")}"`);
    expect(wordsOf(jobPage)).toContain("Make the invoice: Deposit, £1,500.00");
    const preview = await area.get(tap, area.ownerCookie);
    expect(preview.status).toBe(200);
    const words = wordsOf(await preview.text());
    expect(words).toContain("Invoice: Deposit: New slate roof");
    expect(words).toContain("Total to pay £1,500.00");
    const issued = await postForm(
      area.app.url,
      `/owner/jobs/${job.id}/invoice`,
      { what: "stage", stage: String(deposit), shown: "150000" },
      { cookie: area.ownerCookie },
    );
    expect(issued.status).toBe(302);
    expect(issued.headers.get("location")).toBe(`/owner/jobs/${job.id}?done=invoice#invoices`);
    const number = db()
      .prepare("SELECT 'INV-' || printf('%04d', number) FROM invoices WHERE job_id = ?")
      .pluck()
      .get(job.id) as string;
    const customer = wordsOf(await (await area.get(link)).text());
    expect(customer).toContain(`Invoice ${number} (PDF) £1,500.00`);
    const pdf = await area.get(`${link}/invoices/${number}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    expect(pdf.headers.get("x-robots-tag")).toContain("noindex");
    expect((await area.get(`${other.link}/invoices/${number}.pdf`)).status).toBe(404);
    expect((await area.get(`${link}/invoices/INV-1.pdf`)).status).toBe(404);
    expect((await area.get(`${link}/invoices/${number}.pdf%00`)).status).toBe(404);
    expect(
      (await area.get(`/owner/jobs/${job.id}/invoices/${number}.pdf`, area.ownerCookie)).status,
    ).toBe(200);
  });
});

describe("refusals", () => {
  it("staff are answered 403 on the invoice page, its posts and the owner's PDF, and see no Invoices", async () => {
    const { job, deposit } = await newJob();
    const staff = await signIn(area.app.url, "staff@example.com");
    expect((await area.get(`/owner/jobs/${job.id}/invoice?stage=${deposit}`, staff)).status).toBe(
      403,
    );
    const before = invoices();
    const post = await postForm(
      area.app.url,
      `/owner/jobs/${job.id}/invoice`,
      { what: "stage", stage: String(deposit), shown: "150000" },
      { cookie: staff },
    );
    expect(post.status).toBe(403);
    expect(invoices()).toBe(before);
    expect((await area.get(`/owner/jobs/${job.id}/invoices/INV-0001.pdf`, staff)).status).toBe(403);
    const page = await area.get(`/owner/jobs/${job.id}`, staff);
    expect(page.status).toBe(200);
    expect(wordsOf(await page.text())).not.toContain("Make the invoice");
  });

  it("a forged figure, a rate not allowed: a 4xx with the reason, nothing kept", async () => {
    const { job, deposit } = await newJob();
    const before = invoices();
    // Posted to the page they are on, as a browser's form does.
    const send = (query: string, fields: Record<string, string>) =>
      postForm(area.app.url, `/owner/jobs/${job.id}/invoice?${query}`, fields, {
        cookie: area.ownerCookie,
      });
    const forged = await send(`stage=${deposit}`, {
      what: "stage",
      stage: String(deposit),
      shown: "1",
    });
    expect(forged.status).toBe(409);
    expect(wordsOf(await forged.text())).toContain("not what the preview showed");
    const rate = await send("by-hand", {
      what: "by-hand",
      description: "Extra",
      amount: "100",
      rate: "20",
      shown: "12000",
    });
    expect(rate.status).toBe(400);
    expect(wordsOf(await rate.text())).toContain(
      "We are not VAT registered, so no line can carry VAT.",
    );
    expect(invoices()).toBe(before);
  });
});
