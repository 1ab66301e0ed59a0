import { describe, expect, it } from "vitest";
import { deleteLead } from "../app/leads/lead-deletion.server";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { postQuote, validRequest } from "../tests/support/quote-posts";

/**
 * A written quote against the real server, as phones without JavaScript use it: the owner's
 * pages (owners only), the customer's page (private, never cached, no bank details: those are
 * on the job's page acceptance starts), acceptance once, posts from another site refused, and every refusal a 4xx.
 */
// A customer's posts count against the visitors' rate limit: this file posts more than one would.
const area = ownerAreaServer({ QUOTE_RATE_LIMIT: "1000" });
const db = () => area.app.services.db;
const quotePage = (leadId: number) => `/owner/leads/${leadId}/quote`;
const line = {
  title: "Garden wall rebuild",
  siteAddress: "4 Marine Road, Fleetwood, FY7 6AB",
  "lines[0].description": "New footing and brickwork",
  "lines[0].quantity": "1",
  "lines[0].price": "1,800",
  "lines[0].vat": "none",
  depositKind: "share",
  deposit: "10",
};

/** Writes and sends a quote for the lead through the owner's pages; answers the customer's link. */
async function sendQuote(leadId: number) {
  const preview = await postForm(
    area.app.url,
    quotePage(leadId),
    { ...line, intent: "preview" },
    { cookie: area.ownerCookie },
  );
  expect(preview.status).toBe(302);
  expect(preview.headers.get("location")).toBe(`${quotePage(leadId)}/preview`);
  const page = await (await area.get(`${quotePage(leadId)}/preview`, area.ownerCookie)).text();
  const writtenAt = /name="writtenAt" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const sent = await postForm(
    area.app.url,
    `${quotePage(leadId)}/preview`,
    { writtenAt },
    { cookie: area.ownerCookie },
  );
  expect(sent.status).toBe(302);
  const message = db()
    .prepare(
      "SELECT message FROM outbox WHERE quote_request_id = ? AND kind = 'quote-sent' ORDER BY id DESC",
    )
    .pluck()
    .get(leadId) as string;
  return /\/quote\/[A-Za-z0-9_-]{43}/.exec(JSON.parse(message).text)?.[0] ?? "";
}

const customerPost = (link: string, fields: Record<string, string>, origin?: string | null) =>
  postForm(area.app.url, link, fields, { origin });

describe("the owner's quote pages", () => {
  it("are an owner's: staff are refused writing a quote, recording money and the bank details", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    for (const path of [
      quotePage(area.leadId),
      `${quotePage(area.leadId)}/preview`,
      "/owner/quote-settings",
    ])
      expect((await area.get(path, staff)).status, path).toBe(403);
    const posted = await postForm(
      area.app.url,
      quotePage(area.leadId),
      { ...line, intent: "save" },
      { cookie: staff },
    );
    expect(posted.status).toBe(403);
    const lead = wordsOf(await (await area.get(`/owner/leads/${area.leadId}`, staff)).text());
    expect(lead).toContain("Quote");
    expect(lead).not.toContain("Write a quote");
  });

  it("refuse a quote with no lines or a bad price with a 400 beside the field, keeping nothing", async () => {
    const empty = await postForm(
      area.app.url,
      quotePage(area.leadId),
      { title: "Nothing", intent: "preview" },
      { cookie: area.ownerCookie },
    );
    expect(empty.status).toBe(400);
    expect(wordsOf(await empty.text())).toContain(
      "A quote has at least one line: describe the work.",
    );
    const negative = await postForm(
      area.app.url,
      quotePage(area.leadId),
      { ...line, "lines[0].price": "-20", intent: "save" },
      { cookie: area.ownerCookie },
    );
    expect(negative.status).toBe(400);
    expect(await negative.text()).toContain("cannot be negative");
    expect(db().prepare("SELECT count(*) FROM written_quotes").pluck().get()).toBe(0);
  });
});

describe("More lines", () => {
  it("adds three lines and keeps what was typed, however much of the form is filled in", async () => {
    // A quote just begun: a title, half a line, three lines not filled in yet.
    const typed = {
      title: "Porch roof",
      "lines[0].description": "Strip the old felt",
      "lines[0].price": "",
      "lines[1].description": "",
      "lines[2].description": "",
      depositKind: "share",
      deposit: "ten",
    };
    const answer = await postForm(
      area.app.url,
      quotePage(area.leadId),
      { ...typed, intent: "more-lines" },
      { cookie: area.ownerCookie },
    );
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const words = wordsOf(html);
    for (const line of [1, 2, 3, 4, 5, 6]) expect(words).toContain(`Line ${line} `);
    expect(words).not.toContain("Line 7 ");
    expect(html).toContain('value="Porch roof"');
    expect(html).toContain('value="Strip the old felt"');
    expect(html).toContain('value="ten"');
    // Nothing refused: no error beside a field, and nothing saved either.
    expect(html).not.toContain('aria-invalid="true"');
    expect(words).toContain("3 more lines below. Nothing is saved until you save the draft");
    expect(
      db()
        .prepare("SELECT count(*) FROM written_quotes WHERE quote_request_id = ?")
        .pluck()
        .get(area.leadId),
    ).toBe(0);
  });
});

describe("quote templates", () => {
  it("are saved from a quote being written, fill the next one in, and are removed on Quote settings", async () => {
    const saved = await postForm(
      area.app.url,
      quotePage(area.leadId),
      { ...line, templateName: "Garden wall", intent: "template" },
      { cookie: area.ownerCookie },
    );
    const savedPage = wordsOf(await saved.text());
    expect(saved.status).toBe(200);
    expect(savedPage).toContain("Saved as the template “Garden wall”.");
    const settings = await (await area.get("/owner/quote-settings", area.ownerCookie)).text();
    const id = /name="template" value="(\d+)"/.exec(settings)?.[1] ?? "";
    const editor = await (
      await area.get(`${quotePage(area.leadId)}?template=${id}`, area.ownerCookie)
    ).text();
    expect(editor).toContain('value="New footing and brickwork"');
    const removed = await postForm(
      area.app.url,
      "/owner/quote-settings",
      { intent: "remove-template", template: id },
      { cookie: area.ownerCookie },
    );
    expect(removed.status).toBe(200);
    expect(
      wordsOf(await (await area.get("/owner/quote-settings", area.ownerCookie)).text()),
    ).toContain("None yet");
  });
});

describe("the customer's quote page", () => {
  it("is private and says what the quote says, hostile names as text, with no bank details until accepted", async () => {
    const saved = await postForm(
      area.app.url,
      "/owner/quote-settings",
      {
        intent: "payment",
        accountName: "Marram Construction Ltd",
        sortCode: "123456",
        accountNumber: "87654321",
      },
      { cookie: area.ownerCookie },
    );
    expect(saved.status).toBe(200);
    const link = await sendQuote(area.leadId);
    const response = await area.get(link);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const html = await response.text();
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).toContain("&lt;script&gt;alert(&#x27;name&#x27;)&lt;/script&gt;");
    expect(wordsOf(html)).toContain("Total to pay £1,800.00");
    // The terms as the website shows them, the firm's details in place of its placeholders.
    expect(wordsOf(html)).toContain("Read the terms");
    expect(wordsOf(html)).not.toMatch(/\{[a-z]+\}/i);
    expect(html).not.toContain("87654321");
    for (const page of ["/", "/contact", "/quote/".concat("x".repeat(43))])
      expect(await (await area.get(page)).text(), page).not.toContain("87654321");
    expect((await area.get(`${link}/pdf`)).headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses a post from another site, a bad name and a forged version, then accepts once", async () => {
    const leadId = area.photoLeadId;
    const link = await sendQuote(leadId);
    const shown =
      /name="shown" value="([^"]+)"/.exec(await (await area.get(link)).text())?.[1] ?? "";
    const accept = { intent: "accept", shown, startEarly: "wait", name: "Sam Taylor" };
    expect((await customerPost(link, accept, "https://evil.example")).status).toBe(403);
    const unsigned = await customerPost(link, { ...accept, name: "  " });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toContain("Type your full name");
    const forged = await customerPost(link, { ...accept, shown: "forged" });
    expect(forged.status).toBe(409);
    expect(await forged.text()).toContain("changed while you were reading it");
    const accepted = await customerPost(link, accept);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe(`${link}?accepted`);
    const again = await customerPost(link, { ...accept, name: "Someone Else" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already accepted");
    const page = await (await area.get(link)).text();
    expect(wordsOf(page)).toContain("Accepted online by Sam Taylor");
    // How to pay is on the job's page the acceptance started.
    const jobLink = /href="(\/job\/[A-Za-z0-9_-]{43})"/.exec(page)?.[1] ?? "";
    const jobPage = await area.get(jobLink);
    expect(jobPage.headers.get("cache-control")).toContain("no-store");
    expect(wordsOf(await jobPage.text())).toContain("87654321");
    const lead = db()
      .prepare("SELECT status, won_value_pence AS won FROM quote_requests WHERE id = ?")
      .get(leadId);
    expect(lead).toEqual({ status: "won", won: 180_000 });
    const notTicked = await customerPost(link, { intent: "cancel" });
    expect(notTicked.status).toBe(400);
    expect(await notTicked.text()).toContain("Tick the box to say you want to cancel.");
  });

  it("stops when its lead is deleted, and answers a guesser 429 on every private page", async () => {
    expect(
      (await postQuote(area.app.url, { ...validRequest, idempotencyKey: "quote-then-deleted" }))
        .status,
    ).toBe(200);
    const leadId = db().prepare("SELECT max(id) FROM quote_requests").pluck().get() as number;
    const link = await sendQuote(leadId);
    expect((await area.get(link)).status).toBe(200);
    deleteLead(db(), {
      leadId,
      user: { id: 1, email: "owner@example.com" },
      photosDir: area.app.services.photosDir,
    });
    expect((await area.get(link)).status).toBe(404);
    for (let guess = 0; guess < 20; guess++)
      await area.get(`/quote/${String(guess).padStart(43, "g")}`);
    const refused = await area.get(`/quote/${"h".repeat(43)}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    // A customer behind the guesser's address still gets in.
    expect(
      (await postQuote(area.app.url, { ...validRequest, idempotencyKey: "quote-behind-guesser" }))
        .status,
    ).toBe(200);
    const another = await sendQuote(
      db().prepare("SELECT max(id) FROM quote_requests").pluck().get() as number,
    );
    expect((await area.get(another)).status).toBe(200);
    expect((await area.get(`${another}/pdf`)).status).toBe(200);
    expect((await area.get(`/quote/${"i".repeat(43)}/pdf`)).status).toBe(429);
  });
});
