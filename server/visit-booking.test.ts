import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { addSignedUpUser, postForm, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { postQuote, validRequest } from "../tests/support/quote-posts";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/**
 * A customer books their survey visit through the link sent with their request, against the
 * real server, without JavaScript: each refusal a 4xx with its reason, and nothing kept.
 */

let app: TestApp;
let leads = 0;
/** A postcode in the first area that lists districts, and one in none (the content's own). */
const areas = parse(readFileSync(path.resolve("content/areas.yaml"), "utf8")) as {
  postcodes?: string[];
}[];
const district = areas.find((area) => area.postcodes?.length)?.postcodes?.[0] ?? "";
const inArea = `${district} 3AB`;
const listed = new Set(areas.flatMap((area) => area.postcodes ?? []));
const outside = ["SW1A 1AA", "EH1 1YZ", "CF10 1EP"].find(
  (each) => !listed.has(each.split(" ")[0] ?? ""),
);

beforeAll(async () => {
  app = await startTestApp({ QUOTE_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
});

const db = () => app.services.db;

/** A new request, as a visitor sends it; answers its id and the visit link its email carries. */
async function newRequest() {
  leads++;
  const sent = await postQuote(app.url, { ...validRequest, idempotencyKey: `visit-lead-${leads}` });
  expect(sent.status).toBe(200);
  const id = db().prepare("SELECT max(id) FROM quote_requests").pluck().get() as number;
  const email = db()
    .prepare(
      "SELECT message FROM outbox WHERE quote_request_id = ? AND kind = 'customer-acknowledgement'",
    )
    .pluck()
    .get(id) as string;
  const link = /\/visit\/[A-Za-z0-9_-]{43}/.exec(JSON.parse(email).text)?.[0];
  if (!link) throw new Error("no visit link in the acknowledgement");
  expect(await sent.text()).toContain(link);
  return { id, link };
}

const post = (link: string, fields: Record<string, string>) =>
  fetch(app.url + link, {
    method: "POST",
    body: new URLSearchParams(fields),
    // As a browser sends it from the page itself.
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
    },
    redirect: "manual",
  });

const address = { postcode: inArea, addressLine: "12 Church Street", accessNotes: "Side gate" };
/** The start times the page offers for the address, earliest first. */
async function offered(link: string) {
  const page = await post(link, { intent: "times", ...address });
  expect(page.status).toBe(200);
  return [...(await page.text()).matchAll(/name="start" value="(\d+)"/g)].map((match) =>
    Number(match[1]),
  );
}
const visits = (leadId: number) =>
  db()
    .prepare(
      "SELECT starts_at AS start, cancelled_at AS cancelled FROM survey_visits WHERE quote_request_id = ? ORDER BY id",
    )
    .all(leadId) as { start: string; cancelled: string | null }[];
const statusOf = (leadId: number) =>
  db().prepare("SELECT status FROM quote_requests WHERE id = ?").pluck().get(leadId);
const emails = (leadId: number, kind: string) =>
  db()
    .prepare("SELECT message FROM outbox WHERE quote_request_id = ? AND kind = ?")
    .pluck()
    .all(leadId, kind)
    .map((message) => JSON.parse(message as string));

describe("booking a survey visit from the request's link", () => {
  it("is a private page: noindex, never cached, and 404 for a link that never was", async () => {
    const { link } = await newRequest();
    const page = await fetch(app.url + link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).toContain("Postcode of the job");
    expect(html).not.toContain("<script");
    expect((await fetch(`${app.url}/visit/${"A".repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${app.url}/visit/short`)).status).toBe(404);
    expect((await fetch(`${app.url}/review/short`)).status).toBe(404);
  });

  it("offers times for the address, books one, emails both sides with the invitation, and moves the lead on", async () => {
    const { id, link } = await newRequest();
    const times = await offered(link);
    expect(times.length).toBeGreaterThan(0);
    // The last: weeks ahead, so it can still be changed online whatever day the test runs.
    const first = times.at(-1) ?? 0;
    const booked = await post(link, { intent: "book", ...address, start: String(first) });
    expect(booked.status).toBe(302);
    expect(booked.headers.get("location")).toMatch(/\?booked$/);
    expect(visits(id)).toEqual([{ start: new Date(first).toISOString(), cancelled: null }]);
    expect(db().prepare("SELECT status FROM quote_requests WHERE id = ?").pluck().get(id)).toBe(
      "visit-booked",
    );
    const [toCustomer] = emails(id, "visit-booked");
    expect(toCustomer.to.address).toBe(validRequest.email);
    expect(toCustomer.text).toContain("12 Church Street");
    expect(toCustomer.attachments[0].content).toMatch(/BEGIN:VCALENDAR[\s\S]*METHOD:REQUEST/);
    expect(emails(id, "visit-booked-owner")).toHaveLength(1);

    const shown = await (await fetch(`${app.url + link}?booked`)).text();
    expect(shown).toContain("Your visit is booked");
    expect(shown).toContain("12 Church Street");
    expect(shown).toContain("Cancel the visit");
  });

  it("tells the second customer for one time that it has just gone, with the times still free", async () => {
    const one = await newRequest();
    const two = await newRequest();
    const [time = 0] = await offered(two.link);
    expect((await post(one.link, { intent: "book", ...address, start: String(time) })).status).toBe(
      302,
    );
    const late = await post(two.link, { intent: "book", ...address, start: String(time) });
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(html).toContain("that time has just gone");
    expect(html).not.toContain(`value="${time}"`);
    expect(html).toMatch(/name="start" value="\d+"/);
    expect(visits(two.id)).toEqual([]);
  });

  it("refuses a made-up time, a bad postcode and hostile fields with a 4xx beside the field, keeping nothing", async () => {
    const { id, link } = await newRequest();
    const [time = 0] = await offered(link);
    const madeUp = await post(link, {
      intent: "book",
      ...address,
      start: String(time + 7 * 60_000),
    });
    expect(madeUp.status).toBe(409);
    const badPostcode = await post(link, { intent: "times", ...address, postcode: "FY99 ZZZ9" });
    expect(badPostcode.status).toBe(400);
    expect(await badPostcode.text()).toContain("Enter a UK postcode, like FY5 3AB");
    const long = await post(link, {
      intent: "book",
      ...address,
      addressLine: "x".repeat(5000),
      start: String(time),
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("The first line can be at most 200 characters");
    const twoLines = await post(link, {
      intent: "times",
      ...address,
      addressLine: "1 A St\r\nX-Evil: 1",
    });
    expect(twoLines.status).toBe(400);
    const noTime = await post(link, { intent: "book", ...address, start: "tomorrow" });
    expect(noTime.status).toBe(400);
    expect(visits(id)).toEqual([]);
  });

  it("moves and cancels by the same link, each emailed with its calendar change", async () => {
    const { id, link } = await newRequest();
    // Weeks ahead, before the cut-off for changes whatever day the test runs.
    const [third = 0, , first = 0] = (await offered(link)).slice(-3);
    await post(link, { intent: "book", ...address, start: String(first) });
    const moved = await post(link, { intent: "book", ...address, start: String(third) });
    expect(moved.headers.get("location")).toMatch(/\?moved$/);
    expect(visits(id).map((visit) => visit.cancelled === null)).toEqual([false, true]);
    expect(emails(id, "visit-moved")).toHaveLength(1);
    const cancelled = await post(link, { intent: "cancel" });
    expect(cancelled.headers.get("location")).toMatch(/\?cancelled$/);
    expect(visits(id).every((visit) => visit.cancelled !== null)).toBe(true);
    expect(emails(id, "visit-cancelled")[0].attachments[0].content).toContain("METHOD:CANCEL");
    // No visit now: the lead is back where it was before the booking, and on again after one.
    expect(statusOf(id)).toBe("new");
    const again = await post(link, { intent: "book", ...address, start: String(first) });
    expect(again.headers.get("location")).toMatch(/\?booked$/);
    expect(statusOf(id)).toBe("visit-booked");
  });

  it("says a postcode outside the areas will be called about, and the lead says so", async () => {
    const { id, link } = await newRequest();
    const page = await post(link, { intent: "times", ...address, postcode: outside ?? "" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("we will call you to arrange");
    expect(
      db().prepare("SELECT text FROM lead_notes WHERE quote_request_id = ?").pluck().all(id),
    ).toEqual([expect.stringContaining("call to arrange it")]);
  });

  it("stops working when the request is closed (410) or deleted (404)", async () => {
    const { id, link } = await newRequest();
    db().prepare("UPDATE quote_requests SET status = 'lost' WHERE id = ?").run(id);
    expect((await fetch(app.url + link)).status).toBe(410);
    expect((await post(link, { intent: "times", ...address })).status).toBe(410);
    db().prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(id);
    db().prepare("DELETE FROM quote_requests WHERE id = ?").run(id);
    expect((await fetch(app.url + link)).status).toBe(404);
  });
});

describe("the owner books for the customer, after a phone call", () => {
  it("books from the lead, with the customer emailed and no copy to the firm; staff may too; nobody signed out", async () => {
    const { id } = await newRequest();
    await addSignedUpUser(db(), "visits-staff@example.com", "staff");
    const cookie = await signIn(app.url, "visits-staff@example.com");
    const page = `/owner/leads/${id}/visit`;
    expect((await fetch(app.url + page, { redirect: "manual" })).status).toBe(302);
    expect((await postForm(app.url, page, { intent: "times", ...address })).status).toBe(302);

    const form = await fetch(app.url + page, { headers: { Cookie: cookie } });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Book a survey visit");
    const times = await postForm(app.url, page, { intent: "times", ...address }, { cookie });
    const [start] = [...(await times.text()).matchAll(/name="start" value="(\d+)"/g)].map(
      (match) => match[1],
    );
    const booked = await postForm(
      app.url,
      page,
      { intent: "book", ...address, start: start ?? "" },
      { cookie },
    );
    expect(booked.status).toBe(302);
    expect(booked.headers.get("location")).toBe(`/owner/leads/${id}?visit=booked`);
    expect(visits(id)).toHaveLength(1);
    expect(emails(id, "visit-booked")).toHaveLength(1);
    expect(emails(id, "visit-booked-owner")).toHaveLength(0);
    expect(
      db()
        .prepare("SELECT booked_by FROM survey_visits WHERE quote_request_id = ?")
        .pluck()
        .get(id),
    ).toBe("owner");
    expect(statusOf(id)).toBe("visit-booked");
    const cancelled = await postForm(app.url, page, { intent: "cancel" }, { cookie });
    expect(cancelled.headers.get("location")).toBe(`/owner/leads/${id}?visit=cancelled`);
    expect(visits(id).every((visit) => visit.cancelled !== null)).toBe(true);
    expect(statusOf(id)).toBe("new");
    const lead = wordsOf(
      await (await fetch(`${app.url}/owner/leads/${id}`, { headers: { Cookie: cookie } })).text(),
    );
    expect(lead).toContain("New · visits-staff@example.com");
    expect(
      (await fetch(`${app.url}/owner/leads/999999/visit`, { headers: { Cookie: cookie } })).status,
    ).toBe(404);
  });
});

describe("guessing private links", () => {
  it("refuses (429) an address's misses after 20 links that are no link, but never a real link", async () => {
    const guessed = await startTestApp({ QUOTE_RATE_LIMIT: "1000" });
    try {
      const sent = await postQuote(guessed.url, { ...validRequest, idempotencyKey: "guessing-1" });
      expect(sent.status).toBe(200);
      const real = /\/visit\/[A-Za-z0-9_-]{43}/.exec(await sent.text())?.[0] ?? "";
      expect((await fetch(guessed.url + real)).status).toBe(200);
      const guesses = ["/visit/", "/review/", "/calendar/"].flatMap((start) =>
        Array.from(
          { length: 7 },
          (_, index) =>
            `${start}${String(index).repeat(43)}${start === "/calendar/" ? ".ics" : ""}`,
        ),
      );
      const answers = [];
      for (const guess of guesses) answers.push((await fetch(guessed.url + guess)).status);
      expect(answers.slice(0, 20)).toEqual(Array(20).fill(404));
      expect(answers[20]).toBe(429);
      // A customer behind the guesser's address (one mobile network, one office) still gets in.
      const customer = await fetch(guessed.url + real);
      expect(customer.status).toBe(200);
      expect(await customer.text()).toContain("Choose a time for us to visit");
      const refused = await fetch(`${guessed.url}/visit/${"z".repeat(43)}`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("600");
      expect(await refused.text()).toContain("Please wait a minute");
    } finally {
      await guessed.stop();
      removeDir(guessed.dataDir);
    }
  });
});
