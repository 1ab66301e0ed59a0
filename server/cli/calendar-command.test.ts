import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BusyReading } from "../../app/calendars/busy-times.server";
import { addBusyTime, busyBetween } from "../../app/calendars/calendar-store.server";
import { type Db, openDatabase } from "../../app/db/database.server";
import { runCalendarCommand } from "./calendar-command";

let db: Db;
const now = new Date("2026-03-02T09:00:00Z");
const address = "webcal://p52-caldav.icloud.com/published/2/secret-part";
const job = { start: new Date("2026-03-03T10:00:00Z"), end: new Date("2026-03-03T12:00:00Z") };

async function run(args: string[], reading: BusyReading = { ok: true, blocks: [job] }) {
  const out: string[] = [];
  const err: string[] = [];
  const read: string[] = [];
  const code = await runCalendarCommand(args, {
    db,
    now,
    read: async (feed) => {
      read.push(feed);
      return reading;
    },
    output: {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      write: (text) => out.push(text),
    },
  });
  return { code, out: out.join("\n"), err: err.join("\n"), read };
}

beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

describe("npm run calendar", () => {
  it("keeps a feed, reads it at once, and never prints its secret address", async () => {
    expect((await run([])).out).toContain("No calendar feed.");
    const added = await run(["feed", address]);
    expect(added).toMatchObject({ code: 0, read: [address] });
    expect(added.out).toContain("Read: 1 busy times in the next 8 weeks.");
    const status = await run([]);
    expect(status.out).toContain("Last read Mon 2 Mar, 09:00: 1 busy times kept.");
    expect(`${added.out}${status.out}`).not.toContain("secret-part");
  });

  it("says what went wrong and keeps the busy times read before", async () => {
    await run(["feed", address]);
    const failed = await run(["read"], {
      ok: false,
      problem: "timeout",
      reason: "The calendar did not answer within 10 seconds.",
    });
    expect(failed).toMatchObject({
      code: 1,
      err: "The calendar did not answer within 10 seconds. The busy times read before are kept.",
    });
    expect((await run([])).out).toContain("Could not be read since Mon 2 Mar, 09:00");
    expect(busyBetween(db, now, new Date("2026-04-01T00:00:00Z"))).toHaveLength(1);
  });

  it("refuses an address that is not https:, and removes the feed", async () => {
    expect(await run(["feed", "http://192.168.1.2/cal.ics"])).toMatchObject({ code: 1, read: [] });
    await run(["feed", address]);
    expect((await run(["feed", "--remove"])).out).toContain("removed");
    expect((await run([])).out).toContain("No calendar feed.");
    expect((await run(["feed"])).code).toBe(2);
  });

  it("lists the busy times, or writes them as a calendar file", async () => {
    await run(["feed", address]);
    addBusyTime(db, {
      start: new Date("2026-03-04T14:00:00Z"),
      end: new Date("2026-03-04T15:00:00Z"),
      note: "Dentist",
    });
    const listed = await run(["busy"]);
    expect(listed.out.split("\n")).toEqual([
      "Tue 3 Mar, 10:00 to Tue 3 Mar, 12:00  calendar",
      "Wed 4 Mar, 14:00 to Wed 4 Mar, 15:00  added: Dentist",
    ]);
    const ics = (await run(["busy", "--ics"])).out;
    const events = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event));
    expect(events.map((event) => [event.summary, event.startDate.toJSDate()])).toEqual([
      ["Busy", job.start],
      ["Busy: Dentist", new Date("2026-03-04T14:00:00Z")],
    ]);
  });
});
