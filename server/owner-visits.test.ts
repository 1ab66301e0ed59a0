import { beforeAll, describe, expect, it } from "vitest";
import { addDays, instantOnDay, localDate } from "../app/lib/uk-time";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";

/**
 * The owner's Visits page, its booking settings and the feed of visits, against the real server
 * as a phone without JavaScript uses them: staff see the visits but neither secret address nor
 * the settings; what a form refuses is a 400 with the reason beside its field; the feed answers
 * its current address only.
 */
const area = ownerAreaServer();
const db = () => area.app.services.db;
let staffCookie = "";
const tomorrow = addDays(localDate(Date.now()), 1);

beforeAll(async () => {
  staffCookie = await signIn(area.app.url, "staff@example.com");
  const start = instantOnDay(tomorrow, 10 * 60);
  db()
    .prepare(
      `INSERT INTO survey_visits (quote_request_id, starts_at, ends_at, postcode, address_line,
         access_notes, booked_by, booked_at) VALUES (?, ?, ?, 'FY1 4AB', ?, ?, 'customer', ?)`,
    )
    .run(
      area.leadId,
      new Date(start).toISOString(),
      new Date(start + 45 * 60_000).toISOString(),
      "12 Church Street",
      "<b>Side gate</b>",
      new Date().toISOString(),
    );
});

const html = async (path: string, cookie: string) => {
  const response = await area.get(path, cookie);
  expect(response.status).toBe(200);
  return response.text();
};
const post = (path: string, fields: Record<string, string>, cookie = area.ownerCookie) =>
  postForm(area.app.url, path, fields, { cookie });
const feedAddress = (page: string) =>
  /https?:\/\/[^"<\s]+\/calendar\/[\w-]{43}\.ics/.exec(page)?.[0];

describe("the Visits page", () => {
  it("lists tomorrow's visit with its lead, map, number, access notes and drive, as text", async () => {
    const page = await html("/owner/visits", area.ownerCookie);
    const words = wordsOf(page);
    expect(words).toContain("Tomorrow");
    expect(words).toMatch(/10:00–10:45/);
    expect(page).toContain(`href="/owner/leads/${area.leadId}"`);
    expect(page).toContain('href="https://www.openstreetmap.org/search?query=FY1%204AB"');
    expect(page).toContain('href="tel:+441253123456"');
    expect(page).toContain("&lt;script&gt;alert(&#x27;name&#x27;)&lt;/script&gt;");
    expect(page).toMatch(/Access: (<!-- -->)?&lt;b&gt;Side gate&lt;\/b&gt;/);
    expect(words).toContain("About 10 min drive from the office");
    expect(page).toMatch(/<a [^>]*href="\/owner\/visits"[^>]*>Visits<\/a>/);
  });

  it("shows staff the visits, but neither the feed's address nor the settings", async () => {
    const page = await html("/owner/visits", staffCookie);
    expect(wordsOf(page)).toMatch(/10:00–10:45/);
    expect(page).not.toMatch(/calendar\/|webcal:|In your phone|\/owner\/visits\/settings/);
    for (const path of ["/owner/visits/settings", "/owner/visits/settings.data"])
      expect((await area.get(path, staffCookie)).status).toBe(403);
    const before = db().prepare("SELECT count(*) FROM owner_settings").pluck().get();
    expect((await post("/owner/visits", { intent: "new-feed-address" }, staffCookie)).status).toBe(
      403,
    );
    const busy = { intent: "add-busy", date: tomorrow, from: "09:00", to: "10:00" };
    expect((await post("/owner/visits/settings", busy, staffCookie)).status).toBe(403);
    expect(db().prepare("SELECT count(*) FROM owner_settings").pluck().get()).toBe(before);
    expect(db().prepare("SELECT count(*) FROM owner_busy_times").pluck().get()).toBe(0);
  });
});

describe("the booking settings", () => {
  it("refuse a number out of bounds with 400, the reason beside its field, nothing saved", async () => {
    const response = await post("/owner/visits/settings", {
      intent: "numbers",
      visitMinutes: "500",
      mostVisitsADay: "4",
      horizonDays: "21",
      workingDaysNotice: "1",
      changeUpToWorkingDaysBefore: "1",
      roadFactorTenths: "13",
      averageMph: "25",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Nothing was saved");
    expect(page).toMatch(
      /<input [^>]*id="numbers-visitMinutes"[^>]*aria-invalid="true"[^>]*value="500"/,
    );
    expect(page).toContain(
      '<p id="numbers-visitMinutes-error" class="font-semibold text-danger text-sm">Enter a whole number from 15 to 240 minutes.</p>',
    );
    expect(
      db().prepare("SELECT count(*) FROM owner_settings WHERE name LIKE 'visit-%'").pluck().get(),
    ).toBe(0);
  });

  it("refuse a calendar address that is not one with 400 beside the field, and add a busy time", async () => {
    const refused = await post("/owner/visits/settings", {
      intent: "set-feed",
      address: "not an address",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /id="calendar-address-error"[^>]*>The calendar&#x27;s address is not a web address\./,
    );
    const added = await post("/owner/visits/settings", {
      intent: "add-busy",
      date: tomorrow,
      from: "14:00",
      to: "15:30",
      note: "Dentist",
    });
    expect(added.status).toBe(200);
    const words = wordsOf(await added.text());
    expect(words).toMatch(/no visit is offered then/);
    expect(words).toMatch(/14:00–15:30\s*: Dentist/);
  });
});

describe("the feed of booked visits", () => {
  it("answers its current address only, as a private calendar; a new address stops the old", async () => {
    const made = await post("/owner/visits", { intent: "new-feed-address" });
    expect(made.status).toBe(200);
    const first = feedAddress(await made.text());
    expect(first).toBeDefined();
    const path = new URL(first ?? "").pathname;
    expect(await html("/owner/visits", area.ownerCookie)).toContain(`webcal://`);

    const feed = await fetch(area.app.url + path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const text = (await feed.text()).replace(/\r\n /g, "");
    expect(text).toContain("LOCATION:12 Church Street\\, FY1 4AB");
    expect(text).toContain("01253 123456");
    expect(text).toContain(`/owner/leads/${area.leadId}`);
    expect((await fetch(area.app.url + path, { method: "POST" })).status).toBe(405);

    const renewed = await post("/owner/visits", { intent: "new-feed-address" });
    const second = feedAddress(await renewed.text());
    expect(second).not.toBe(first);
    expect((await fetch(area.app.url + path)).status).toBe(404);
    expect((await fetch(area.app.url + new URL(second ?? "").pathname)).status).toBe(200);
    expect((await fetch(`${area.app.url}/calendar/${"x".repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${area.app.url}/calendar/nothing.ics`)).status).toBe(404);
    for (const twin of [`${path}.data`, `/calendar/${"x".repeat(43)}.ics.data`])
      expect((await fetch(area.app.url + twin)).status).toBeLessThan(500);
  });
});
