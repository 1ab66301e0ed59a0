import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recentAudit } from "~/accounts/audit-log.server";
import { type Db, openDatabase } from "~/db/database.server";
import { monthsBefore } from "~/lib/uk-time";
import { count, insertLead } from "../../tests/support/test-leads";
import { deleteLeadsReceivedBefore } from "./lead-deletion.server";
import { startLeadRetention } from "./retention.server";

/** No request here has photos; the folder is only named, never created. */
const photosDir = "/nonexistent/photos";

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
});

const logger = () => ({ info: vi.fn(), error: vi.fn() });

describe("monthsBefore", () => {
  it("goes back calendar months, keeping the time and clamping to the month's last day", () => {
    const at = (iso: string, months: number) => monthsBefore(Date.parse(iso), months).toISOString();
    expect(at("2026-03-15T10:30:00.000Z", 24)).toBe("2024-03-15T10:30:00.000Z");
    expect(at("2026-03-31T10:30:00.000Z", 1)).toBe("2026-02-28T10:30:00.000Z");
    expect(at("2024-03-31T00:00:00.000Z", 1)).toBe("2024-02-29T00:00:00.000Z");
    expect(at("2026-01-10T00:00:00.000Z", 13)).toBe("2024-12-10T00:00:00.000Z");
  });
});

describe("deleteLeadsReceivedBefore", () => {
  it("deletes only older requests, with their emails, and logs a count", () => {
    insertLead(db, { receivedAt: "2024-03-01T09:59:59.999Z" });
    insertLead(db, { receivedAt: "2024-02-10T09:00:00.000Z" });
    const kept = insertLead(db, { receivedAt: "2024-03-01T10:00:00.000Z" });
    expect(
      deleteLeadsReceivedBefore(db, { cutoff: new Date("2024-03-01T10:00:00.000Z"), photosDir }),
    ).toBe(2);
    expect(db.prepare("SELECT id FROM quote_requests").pluck().all()).toEqual([kept]);
    expect(db.prepare("SELECT DISTINCT quote_request_id FROM outbox").pluck().all()).toEqual([
      kept,
    ]);
    expect(recentAudit(db, { event: "leads-expired" })).toMatchObject([
      { detail: "2 received before 2024-03-01T10:00:00.000Z", userId: null },
    ]);
    expect(
      deleteLeadsReceivedBefore(db, { cutoff: new Date("2024-03-01T10:00:00.000Z"), photosDir }),
    ).toBe(0);
    expect(recentAudit(db, { event: "leads-expired" })).toHaveLength(1);
  });
});

describe("startLeadRetention", () => {
  it("runs a minute after start, then daily, deleting requests older than the months given", () => {
    vi.useFakeTimers();
    let now = Date.parse("2026-03-15T12:00:00.000Z");
    insertLead(db, { receivedAt: "2024-03-15T11:00:00.000Z" });
    insertLead(db, { receivedAt: "2024-03-15T13:00:00.000Z" });
    insertLead(db, { receivedAt: "2025-01-01T00:00:00.000Z" });
    const log = logger();
    const retention = startLeadRetention(db, {
      months: 24,
      photosDir,
      logger: log,
      now: () => now,
    });
    vi.advanceTimersByTime(59_000);
    expect(count(db, "quote_requests")).toBe(3);
    vi.advanceTimersByTime(1_000);
    expect(count(db, "quote_requests")).toBe(2);
    expect(log.info).toHaveBeenCalledTimes(1);
    now += 24 * 60 * 60 * 1000;
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(count(db, "quote_requests")).toBe(1);
    retention.stop();
    now = Date.parse("2030-01-01T00:00:00.000Z");
    vi.advanceTimersByTime(48 * 60 * 60 * 1000);
    expect(count(db, "quote_requests")).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("logs a failure and tries again the next day", () => {
    vi.useFakeTimers();
    const log = logger();
    const retention = startLeadRetention(db, { months: 24, photosDir, logger: log });
    db.close();
    vi.advanceTimersByTime(60_000);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    retention.stop();
    db = openDatabase(":memory:");
  });
});
