import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { privatePageContext } from "~/private-links/private-page.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { aCustomer } from "../../tests/support/private-page";
import { content } from "../../tests/support/site-content";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { instantOnDay } from "../lib/uk-time";
import { timesForAddress } from "./booking-steps.server";
import type { VisitTimes } from "./visit-form";
import { visitLinkOf } from "./visit-links.server";
import { changeVisit } from "./visit-page.server";
import { type VisitServices, visitsContext } from "./visit-services.server";
import { bookingSettings } from "./visit-settings.server";
import { visitOfLead } from "./visit-store.server";

/** The customer's page on a controlled clock: changes online until the cut-off, then "call us". */

const base = { latitude: 53.85, longitude: -3.04 };
let db: Db;
let clock: number;
let link: string;
let leadId: number;

function context(): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(visitsContext, services());
  provider.set(privatePageContext, aCustomer(db));
  return provider;
}

function services(): VisitServices {
  return {
    db,
    secret: Buffer.alloc(32, 9),
    mail: () => ({
      company: content.company,
      from: { address: "site@example.com" },
      siteUrl: "https://example.com",
      notifyTo: "office@example.com",
    }),
    settings: () => bookingSettings(db, { openingHours: weekdayHours("08:00", "18:00"), base }),
    placeOf: () => base,
    wakeOutbox: () => {},
    alert: () => {},
    now: () => clock,
  };
}

async function post(fields: Record<string, string>) {
  const request = new Request(`https://example.com${link}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  try {
    return await changeVisit(link.split("/").at(-1), request, context());
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200);

const address = { postcode: "FY1 4AB", addressLine: "12 Church Street", accessNotes: "" };
// A visit on Monday 9 March 2026 at 10:00; the cut-off is Friday the 6th at 18:00.
const monday = instantOnDay("2026-03-09", 10 * 60);
const wednesday = instantOnDay("2026-03-11", 10 * 60);

beforeEach(async () => {
  db = openDatabase(":memory:");
  leadId = insertLead(db);
  link = visitLinkOf(db, Buffer.alloc(32, 9), leadId);
  clock = Date.parse("2026-03-04T12:00:00Z");
  expect(statusOf(await post({ intent: "book", ...address, start: String(monday) }))).toBe(302);
});

describe("moving and cancelling online", () => {
  it("works before the cut-off: the close of the working day before", async () => {
    clock = Date.parse("2026-03-06T17:59:00Z");
    expect(statusOf(await post({ intent: "book", ...address, start: String(wednesday) }))).toBe(
      302,
    );
    expect(visitOfLead(db, leadId)?.start.getTime()).toBe(wednesday);
    clock = Date.parse("2026-03-09T09:00:00Z"); // Wednesday's cut-off is Tuesday at 18:00
    expect(statusOf(await post({ intent: "cancel" }))).toBe(302);
    expect(visitOfLead(db, leadId)).toBeNull();
  });

  it("is refused past it, with the phone number, and nothing changes", async () => {
    clock = Date.parse("2026-03-06T18:00:00Z");
    const move = await post({ intent: "book", ...address, start: String(wednesday) });
    expect(statusOf(move)).toBe(409);
    const cancel = await post({ intent: "cancel" });
    expect(statusOf(cancel)).toBe(409);
    expect(JSON.stringify(cancel)).toContain(`call us on ${content.company.phone}`);
    expect(visitOfLead(db, leadId)?.start.getTime()).toBe(monday);
  });
});

describe("the second time", () => {
  const customerEmails = () =>
    db
      .prepare(
        "SELECT kind, message FROM outbox WHERE kind LIKE 'visit-%' AND kind NOT LIKE '%-owner' ORDER BY id",
      )
      .all() as { kind: string; message: string }[];
  const sequences = () =>
    customerEmails().map(({ message }) => {
      const calendar = (JSON.parse(message) as { attachments: { content: string }[] })
        .attachments[0]?.content;
      return Number(/SEQUENCE:(\d+)/.exec(calendar ?? "")?.[1]);
    });
  const friday = instantOnDay("2026-03-13", 10 * 60);
  const nextMonday = instantOnDay("2026-03-16", 11 * 60);

  it("moved twice, cancelled and booked again: each saved, emailed once, the calendar following", async () => {
    for (const start of [wednesday, friday]) {
      expect(statusOf(await post({ intent: "book", ...address, start: String(start) }))).toBe(302);
      expect(visitOfLead(db, leadId)?.start.getTime()).toBe(start);
    }
    expect(statusOf(await post({ intent: "cancel" }))).toBe(302);
    expect(statusOf(await post({ intent: "book", ...address, start: String(nextMonday) }))).toBe(
      302,
    );
    expect(visitOfLead(db, leadId)?.start.getTime()).toBe(nextMonday);
    expect(customerEmails().map((email) => email.kind)).toEqual([
      "visit-booked",
      "visit-moved",
      "visit-moved",
      "visit-cancelled",
      "visit-booked",
    ]);
    const told = sequences();
    for (let index = 1; index < told.length; index++)
      expect(told[index]).toBeGreaterThan(told[index - 1] ?? Number.POSITIVE_INFINITY);
  });

  it("two different times posted at once: both answered, the visit at one of them", async () => {
    const answers = await Promise.all([
      post({ intent: "book", ...address, start: String(wednesday) }),
      post({ intent: "book", ...address, start: String(friday) }),
    ]);
    expect(answers.map(statusOf)).toEqual([302, 302]);
    expect([wednesday, friday]).toContain(visitOfLead(db, leadId)?.start.getTime());
    expect(customerEmails()).toHaveLength(3);
  });

  it("the same move posted twice: saved and emailed once", async () => {
    for (let tap = 0; tap < 2; tap++)
      expect(statusOf(await post({ intent: "book", ...address, start: String(wednesday) }))).toBe(
        302,
      );
    expect(customerEmails().map((email) => email.kind)).toEqual(["visit-booked", "visit-moved"]);
  });
});

describe("the times offered", () => {
  const firstDay = (times: VisitTimes | undefined) =>
    times?.kind === "times" ? times.days[0]?.day : undefined;

  it("on a Sunday start on Tuesday: Monday's could no longer be changed online once booked", async () => {
    // A request of its own, with no visit yet.
    leadId = insertLead(db);
    link = visitLinkOf(db, Buffer.alloc(32, 9), leadId);
    clock = Date.parse("2026-03-08T10:00:00Z");
    const answer = (await post({ intent: "times", ...address })) as { done?: VisitTimes };
    expect(statusOf(answer)).toBe(200);
    expect(firstDay(answer.done)).toBe("2026-03-10");
    // And says so before the customer chooses.
    expect(answer.done).toMatchObject({
      changes: expect.stringContaining("until we close on the working day before"),
    });
    // Someone signed in, on the phone to the customer, has no cut-off: Monday is theirs to give.
    const owner = insertUser(db);
    expect(firstDay(timesForAddress(services(), { leadId, address, by: owner }))).toBe(
      "2026-03-09",
    );
    // A Monday time sent anyway is refused, as any time not offered.
    const monday2pm = instantOnDay("2026-03-09", 14 * 60);
    const refused = await post({ intent: "book", ...address, start: String(monday2pm) });
    expect(statusOf(refused)).toBe(409);
    expect(JSON.stringify(refused)).toContain("that time has just gone");
    expect(visitOfLead(db, leadId)).toBeNull();
  });
});
