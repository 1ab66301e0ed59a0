import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choiceValue, guideReference, questionName } from "../app/price-guide/price-answer";
import { trackRecordJobs } from "../app/price-guide/track-record.server";
import { addSignedUpUser, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { countRows, postQuote, referenceIn, validRequest } from "../tests/support/quote-posts";
import { content } from "../tests/support/site-content";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";
import { insertLeadWithOutcome } from "../tests/support/test-leads";
import { headersFor, multipartBuffer } from "../tests/support/test-photos";

/**
 * The price guide against the real server, as a browser without JavaScript uses it: an answer
 * by address, a refusal for a made-up one, the quote request it starts, the track record.
 * Priced jobs and prices are read from the content: the owner will change them.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ QUOTE_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
});

const guide = content.priceGuides.find((each) => each.jobType) ?? content.priceGuides[0];
if (!guide) throw new Error("The content has no priced job");
/** The last answer to each question. */
const lastAnswers = guide.questions.map((question) => {
  const last = question.choices.at(-1);
  if (!last) throw new Error(`“${question.label}” has no answers`);
  return { name: questionName(question), last };
});
const picks = Object.fromEntries(lastAnswers.map(({ name, last }) => [name, choiceValue(last)]));
const from = guide.questions.reduce(
  (sum, question) => sum + (question.choices.at(-1)?.from ?? 0),
  0,
);
const to = lastAnswers.reduce((sum, { last }) => sum + last.to, 0);
const pounds = (amount: number) => `£${amount.toLocaleString("en-GB")}`;
const answerPath = `/cost-guide?${new URLSearchParams({ job: guide.slug, ...picks })}`;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(app.url + path, { headers });

describe("the price guide, without JavaScript", () => {
  it("answers an address with the range, rendered by the server", async () => {
    const response = await get(answerPath);
    expect(response.status).toBe(200);
    const words = wordsOf(await response.text());
    expect(words).toContain(`${pounds(from)} to ${pounds(to)}`);
    expect(words).toContain("A guide, not a quote");
  });

  it("refuses a made-up answer or job with 400 and says why, never a 500", async () => {
    const first = lastAnswers[0]?.name ?? "";
    for (const query of [
      { job: guide.slug, [first]: "<script>alert(1)</script>" },
      { job: "no-such-job" },
      { job: guide.slug, [first]: "x".repeat(5000) },
    ]) {
      const response = await get(`/cost-guide?${new URLSearchParams(query)}`);
      expect(response.status, JSON.stringify(query).slice(0, 80)).toBe(400);
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)");
      expect(wordsOf(html)).toMatch(/not in the (price )?guide|not one of the answers/);
    }
  });

  it("starts the quote form from the answer; the request arrives with the range, in the email and on the lead", async () => {
    const reference = guideReference(guide, picks);
    const contact = await (
      await get(`/contact?service=${guide.service}&guide=${encodeURIComponent(reference)}`)
    ).text();
    expect(contact).toContain(`name="priceGuide" value="${reference}"`);
    expect(wordsOf(contact)).toContain(`the price guide said ${pounds(from)} to ${pounds(to)}`);

    const sent = await postQuote(app.url, {
      ...validRequest,
      idempotencyKey: "from-the-price-guide",
      priceGuide: reference,
    });
    expect(sent.status).toBe(200);
    const { id, seen } = app.services.db
      .prepare("SELECT id, price_guide AS seen FROM quote_requests ORDER BY id DESC LIMIT 1")
      .get() as { id: number; seen: string };
    expect(seen).toContain(`${guide.title}: `);
    expect(seen).toContain(`${pounds(from)} to ${pounds(to)}`);
    const email = app.services.db
      .prepare(
        "SELECT message FROM outbox WHERE quote_request_id = ? AND kind = 'owner-notification'",
      )
      .pluck()
      .get(id) as string;
    expect(JSON.parse(email).text).toContain(`Price guide seen: ${seen}`);

    await addSignedUpUser(app.services.db, "owner@example.com");
    const cookie = await signIn(app.url, "owner@example.com");
    const lead = await (await get(`/owner/leads/${id}`, { cookie })).text();
    expect(wordsOf(lead)).toContain(`Price guide seen ${seen}`);
    const results = await (await get("/owner/results", { cookie })).text();
    expect(wordsOf(results)).toMatch(/Price guide \d+ views? 1 quote request sent from its prices/);
  });

  it("a forged reference is not trusted: the request is kept, without a range", async () => {
    const sent = await postQuote(app.url, {
      ...validRequest,
      idempotencyKey: "forged-price-guide",
      priceGuide: `${guide.slug}:free,free`,
    });
    expect(sent.status).toBe(200);
    const seen = app.services.db
      .prepare("SELECT price_guide FROM quote_requests ORDER BY id DESC LIMIT 1")
      .pluck()
      .get();
    expect(seen).toBeNull();
  });

  it("a forged reference over 300 characters costs nothing either: the request is kept, the reference dropped", async () => {
    const forged = `${guide.slug}:${"x".repeat(400)}`;
    const before = countRows(app);
    // As a browser without JavaScript posts the form (multipart, for its photos field), and
    // as a client without the photos field does (urlencoded).
    const multipart = await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: headersFor(),
      body: new Uint8Array(
        multipartBuffer(
          Object.entries({
            ...validRequest,
            email: "long-reference@example.org",
            idempotencyKey: "forged-long-reference-multipart",
            priceGuide: forged,
          }).map(([name, value]) => ({ name, value })),
        ),
      ),
    });
    const urlencoded = await postQuote(app.url, {
      ...validRequest,
      email: "long-reference@example.org",
      idempotencyKey: "forged-long-reference-urlencoded",
      priceGuide: forged,
    });
    for (const sent of [multipart, urlencoded]) {
      expect(sent.status).toBe(200);
      expect(referenceIn(await sent.text())).toBeDefined();
    }
    expect(countRows(app)).toBe(before + 2);
    const stored = app.services.db
      .prepare(
        "SELECT price_guide AS seen, price_guide_job AS job FROM quote_requests WHERE email = ?",
      )
      .all("long-reference@example.org");
    expect(stored).toEqual([
      { seen: null, job: null },
      { seen: null, job: null },
    ]);
  });

  it("shows the firm's track record at 5 won jobs with a value, not at 4, naming no one", async () => {
    const db = app.services.db;
    const won = (pence: number) => {
      const id = insertLeadWithOutcome(db, new Date().toISOString(), { status: "won", pence });
      db.prepare(
        `UPDATE quote_requests SET project_type = ?, price_guide_job = ?, last_name = 'Quixwhistle',
           message = 'A job at 9 Zebedee Lane, Quixleyton' WHERE id = ?`,
      ).run(guide.jobType ?? "other", guide.slug, id);
    };
    for (let n = 1; n < trackRecordJobs; n++) won(n * 1_000_000);
    expect(wordsOf(await (await get(answerPath)).text())).not.toContain("jobs like this cost");
    won(trackRecordJobs * 1_000_000);
    const html = await (await get(answerPath)).text();
    expect(wordsOf(html)).toContain(
      `Our last ${trackRecordJobs} jobs like this cost £20,000 to £40,000`,
    );
    for (const personal of ["Quixwhistle", "Zebedee", "Quixleyton"])
      expect(html).not.toContain(personal);
  });
});
