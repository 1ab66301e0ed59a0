import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import {
  calendarFile,
  serveCalendars,
  type TestCalendarServer,
  vevent,
} from "../../tests/support/test-calendars";
import { type BusyReading, readBusyTimes } from "./busy-times.server";
import { startCalendarReading } from "./calendar-reading.server";
import {
  addBusyTime,
  busyBetween,
  calendarFeed,
  keepReading,
  removeBusyTime,
  removeCalendarFeed,
  setCalendarFeed,
} from "./calendar-store.server";

const address = "https://calendar.example.com/private-5f2c/basic.ics";
const block = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const good = (...blocks: ReturnType<typeof block>[]): BusyReading => ({ ok: true, blocks });
const down: BusyReading = {
  ok: false,
  problem: "unreachable",
  reason: "Nothing answered at the calendar's address (connection refused).",
};
const march = [new Date("2026-03-01T00:00:00Z"), new Date("2026-04-01T00:00:00Z")] as const;
const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

const dir = mkdtempSync(path.join(tmpdir(), "calendars-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => {
  vi.useRealTimers();
  if (db.open) db.close();
});

describe("the owner's busy times, kept", () => {
  it("keeps the feed's address, refusing one the reader would not read", () => {
    expect(calendarFeed(db)).toBeNull();
    expect(setCalendarFeed(db, "http://calendar.example.com/feed.ics")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("https://"),
    });
    expect(setCalendarFeed(db, "https://192.168.0.4/feed.ics")).toMatchObject({ ok: false });
    const at = new Date("2026-03-01T10:00:00Z");
    expect(setCalendarFeed(db, ` ${address} `, { now: at })).toEqual({ ok: true });
    expect(calendarFeed(db)).toEqual({
      address,
      addedAt: at,
      triedAt: null,
      readAt: null,
      failingSince: null,
      failure: null,
      busyBlocks: 0,
    });
  });

  it("keeps the last good blocks after a failure, and says since when it fails", () => {
    setCalendarFeed(db, address);
    const first = new Date("2026-03-02T09:00:00Z");
    keepReading(db, address, good(block("2026-03-03T10:00Z", "2026-03-03T12:00Z")), first);
    const failed = new Date("2026-03-02T09:05:00Z");
    keepReading(db, address, down, failed);
    keepReading(
      db,
      address,
      { ...down, reason: "The calendar is larger than 5 MB." },
      new Date("2026-03-02T09:10:00Z"),
    );
    expect(calendarFeed(db)).toMatchObject({
      readAt: first,
      triedAt: new Date("2026-03-02T09:10:00Z"),
      failingSince: failed,
      failure: "The calendar is larger than 5 MB.",
      busyBlocks: 1,
    });
    expect(busyBetween(db, ...march)).toEqual([
      { source: "calendar", ...block("2026-03-03T10:00Z", "2026-03-03T12:00Z") },
    ]);
    // A good read again replaces the blocks and clears the failure.
    const again = new Date("2026-03-02T09:15:00Z");
    keepReading(db, address, good(block("2026-03-04T08:00Z", "2026-03-04T09:00Z")), again);
    expect(calendarFeed(db)).toMatchObject({ readAt: again, failingSince: null, failure: null });
    expect(busyBetween(db, ...march).map((busy) => busy.start)).toEqual([
      new Date("2026-03-04T08:00Z"),
    ]);
  });

  it("forgets the old calendar's blocks when the address changes, and a late read of it", () => {
    setCalendarFeed(db, address);
    keepReading(db, address, good(block("2026-03-03T10:00Z", "2026-03-03T12:00Z")), new Date());
    setCalendarFeed(db, "webcal://p52-caldav.icloud.com/published/2/abc");
    expect(busyBetween(db, ...march)).toEqual([]);
    expect(
      keepReading(db, address, good(block("2026-03-05T10:00Z", "2026-03-05T11:00Z")), new Date()),
    ).toBe(false);
    expect(busyBetween(db, ...march)).toEqual([]);
    removeCalendarFeed(db);
    expect(calendarFeed(db)).toBeNull();
  });

  it("adds and removes the owner's own busy times, and gives them with the calendar's", () => {
    setCalendarFeed(db, address);
    keepReading(db, address, good(block("2026-03-03T10:00Z", "2026-03-03T12:00Z")), new Date());
    const dentist = addBusyTime(db, {
      ...block("2026-03-03T08:30Z", "2026-03-03T09:30Z"),
      note: "  Dentist \n in Poulton ",
    });
    expect(dentist).toMatchObject({ ok: true, id: expect.any(Number) });
    addBusyTime(db, { ...block("2026-04-10T08:00Z", "2026-04-10T17:00Z") });
    expect(addBusyTime(db, block("2026-03-03T10:00Z", "2026-03-03T10:00Z"))).toEqual({
      ok: false,
      reason: "The busy time must end after it starts.",
    });
    expect(
      addBusyTime(db, {
        ...block("2026-03-03T10:00Z", "2026-03-03T11:00Z"),
        note: "x".repeat(201),
      }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining("200 characters") });
    expect(busyBetween(db, ...march)).toEqual([
      {
        source: "owner",
        id: dentist.ok ? dentist.id : 0,
        note: "Dentist in Poulton",
        ...block("2026-03-03T08:30Z", "2026-03-03T09:30Z"),
      },
      { source: "calendar", ...block("2026-03-03T10:00Z", "2026-03-03T12:00Z") },
    ]);
    // Only blocks that overlap the window: one that ends as the window starts does not.
    expect(busyBetween(db, new Date("2026-03-03T09:30Z"), new Date("2026-03-03T10:00Z"))).toEqual(
      [],
    );
    expect(removeBusyTime(db, dentist.ok ? dentist.id : 0)).toBe(true);
    expect(removeBusyTime(db, 999)).toBe(false);
    expect(busyBetween(db, ...march).map((busy) => busy.source)).toEqual(["calendar"]);
  });
});

describe("reading the owner's calendar on the server's clock", () => {
  it("reads once per period, the first soon after start, and not without a feed", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-02T09:00:00Z") });
    const reads: string[] = [];
    const reading = startCalendarReading(db, {
      every: 5 * 60_000,
      firstReadAfterMs: 10_000,
      now: () => new Date(),
      logger: silent,
      fetch: async (feed, { now }) => {
        reads.push(`${feed} at ${now.toISOString()}`);
        return good(block("2026-03-03T10:00Z", "2026-03-03T12:00Z"));
      },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toEqual([]); // no feed yet: nothing to read
    setCalendarFeed(db, address);
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(reads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toEqual([`${address} at 2026-03-02T09:05:10.000Z`]);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(reads).toHaveLength(4);
    expect(calendarFeed(db)?.readAt).toEqual(new Date("2026-03-02T09:20:10.000Z"));
    reading.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(reads).toHaveLength(4);
  });

  it("shares a read under way, and turns a reader that throws into a failure", async () => {
    setCalendarFeed(db, address);
    let calls = 0;
    const reading = startCalendarReading(db, {
      logger: silent,
      fetch: async () => {
        calls += 1;
        throw new Error("socket hang up");
      },
    });
    const [first, second] = await Promise.all([reading.readNow(), reading.readNow()]);
    reading.stop();
    expect(calls).toBe(1);
    expect(first).toBe(second);
    expect(first).toMatchObject({ ok: false, reason: expect.stringContaining("socket hang up") });
    expect(calendarFeed(db)?.failure).toContain("socket hang up");
  });

  it("keeps the blocks across a restart while the feed is down", async () => {
    const file = path.join(mkdtempSync(path.join(dir, "db-")), "site.db");
    db.close();
    db = openDatabase(file);
    let server: TestCalendarServer | null = await serveCalendars({
      "/basic.ics": calendarFile(
        vevent("job", "DTSTART:20260303T100000Z", "DTEND:20260303T120000Z"),
      ),
    });
    const feed = `${server.origin}/basic.ics`;
    const start = (at: string) =>
      startCalendarReading(db, {
        logger: silent,
        now: () => new Date(at),
        fetch: (address, { now }) => readBusyTimes(address, { now, allowLocalTestServer: true }),
      });
    expect(setCalendarFeed(db, feed, { allowLocalTestServer: true })).toEqual({ ok: true });
    const before = start("2026-03-02T09:00:00Z");
    expect(await before.readNow()).toMatchObject({ ok: true });
    before.stop();
    await server.close();
    server = null;
    db.close();

    db = openDatabase(file);
    const after = start("2026-03-02T09:30:00Z");
    expect(await after.readNow()).toMatchObject({ ok: false, problem: "unreachable" });
    after.stop();
    expect(busyBetween(db, ...march)).toEqual([
      { source: "calendar", ...block("2026-03-03T10:00Z", "2026-03-03T12:00Z") },
    ]);
    expect(calendarFeed(db)).toMatchObject({
      readAt: new Date("2026-03-02T09:00:00Z"),
      failingSince: new Date("2026-03-02T09:30:00Z"),
      failure: "Nothing answered at the calendar's address (connection refused).",
    });
    expect(silent.warn).toHaveBeenCalledWith(
      { problem: "unreachable" },
      "calendar: Nothing answered at the calendar's address (connection refused).",
    );
  });
});
