import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { insertUser, testReplySettings } from "../../tests/support/test-leads";
import type { DiskSpace } from "./disk-space.server";
import { noteDiskSpace } from "./low-disk-alert.server";

const mail = testReplySettings.mail;
const gb = 1_000_000_000;
const space = (free: number): DiskSpace => ({
  freeBytes: free,
  totalBytes: 50 * gb,
  databaseBytes: 38_000_000,
});

const dir = mkdtempSync(path.join(tmpdir(), "low-disk-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const databases: Db[] = [];
afterEach(() => {
  for (const db of databases.splice(0)) db.close();
});
const open = (file: string) => {
  const db = openDatabase(file);
  databases.push(db);
  return db;
};
const emails = (db: Db) =>
  (
    db
      .prepare("SELECT message FROM outbox WHERE kind = 'low-disk-space' ORDER BY id")
      .pluck()
      .all() as string[]
  ).map(
    (message) =>
      JSON.parse(message) as { to: { address: string }[]; subject: string; text: string },
  );

describe("the owners' email when the disk runs low", () => {
  it("goes once per drop, across a restart, and again only after the space has recovered", () => {
    const file = path.join(mkdtempSync(path.join(dir, "db-")), "site.db");
    let db = open(file);
    const owner = insertUser(db, "owner@example.com");
    const at = (time: string) => Date.parse(`2026-11-25T${time}:00Z`);
    expect(noteDiskSpace(db, space(5 * gb), mail, at("09:00"))).toBeNull();
    expect(noteDiskSpace(db, space(900_000_000), mail, at("09:01"))).toBe("emailed");
    expect(noteDiskSpace(db, space(700_000_000), mail, at("09:02"))).toBeNull();
    // The server restarts, the disk still low: no second email.
    db.close();
    db = open(file);
    expect(noteDiskSpace(db, space(650_000_000), mail, at("10:00"))).toBeNull();
    // Just over the margin is not a recovery yet, and back under it is the same drop.
    expect(noteDiskSpace(db, space(1.1 * gb), mail, at("10:05"))).toBeNull();
    expect(noteDiskSpace(db, space(990_000_000), mail, at("10:06"))).toBeNull();
    expect(emails(db)).toHaveLength(1);
    const [email] = emails(db);
    expect(email?.to).toEqual([{ address: owner.email }]);
    expect(email?.subject).toBe("The website's server is nearly out of disk space");
    expect(email?.text).toContain("Only 900 MB is left");
    expect(email?.text).toContain("https://www.example.com/owner");
    // Space freed, then a new drop: a new email.
    expect(noteDiskSpace(db, space(8 * gb), mail, at("11:00"))).toBe("recovered");
    expect(noteDiskSpace(db, space(8 * gb), mail, at("11:01"))).toBeNull();
    expect(noteDiskSpace(db, space(400_000_000), mail, at("15:00"))).toBe("emailed");
    expect(emails(db)).toHaveLength(2);
    expect(
      db
        .prepare("SELECT began_at, free_bytes, emailed_at, recovered_at FROM low_disk_alerts")
        .all(),
    ).toEqual([
      {
        began_at: "2026-11-25T09:01:00.000Z",
        free_bytes: 900_000_000,
        emailed_at: "2026-11-25T09:01:00.000Z",
        recovered_at: "2026-11-25T11:00:00.000Z",
      },
      {
        began_at: "2026-11-25T15:00:00.000Z",
        free_bytes: 400_000_000,
        emailed_at: "2026-11-25T15:00:00.000Z",
        recovered_at: null,
      },
    ]);
  });

  it("waits for an owner to send it to, and never emails without a reading", () => {
    const db = open(":memory:");
    expect(noteDiskSpace(db, space(500_000_000), mail)).toBeNull();
    expect(noteDiskSpace(db, null, mail)).toBeNull();
    insertUser(db, "first@example.com");
    expect(noteDiskSpace(db, space(500_000_000), mail)).toBe("emailed");
    expect(noteDiskSpace(db, space(500_000_000), mail)).toBeNull();
    expect(emails(db).map((email) => email.to)).toEqual([[{ address: "first@example.com" }]]);
    expect(db.prepare("SELECT COUNT(*) FROM low_disk_alerts").pluck().get()).toBe(1);
  });
});
