import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { childRacer } from "../../tests/support/child-racer";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { openDatabase } from "./database.server";

/**
 * Two processes writing at once (the server and `npm run quotes`, a retention run, a second
 * server during a restart), each doing writes that read first: every one goes through, one
 * after the other. A deferred transaction that read before the other process wrote could not
 * write after it, and failed at once with SQLITE_BUSY whatever the busy timeout; now each takes
 * the write lock first (`writeTransaction`).
 */

const dir = mkdtempSync(path.join(tmpdir(), "write-race-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database with 60 leads, a day apart from 1 January 2026, and the owner (user 1). */
function databaseWithLeads(name: string) {
  const file = path.join(dir, `${name}.sqlite`);
  const db = openDatabase(file);
  insertUser(db, "owner@example.com");
  for (let day = 1; day <= 60; day++)
    insertLead(db, { receivedAt: new Date(Date.UTC(2026, 0, day, 12)).toISOString() });
  db.close();
  return file;
}

async function race(file: string, ...runs: [string, number, number][]) {
  const racers = runs.map(([action, from, to]) =>
    childRacer(
      new URL("../../tests/support/write-race-child.ts", import.meta.url),
      [file, action, String(from), String(to)],
      /done|failed: .*/,
    ),
  );
  await Promise.all(racers.map((each) => each.ready));
  for (const each of racers) each.go();
  return Promise.all(racers.map((each) => each.outcome));
}

describe("writes from two processes at once", () => {
  it("leads deleted by the owner while reviews are asked for, written and answered", async () => {
    const file = databaseWithLeads("delete-and-review");
    expect(await race(file, ["delete", 1, 30], ["review", 31, 60])).toEqual(["done", "done"]);
    const db = openDatabase(file);
    expect(db.prepare("SELECT count(*) FROM quote_requests").pluck().get()).toBe(30);
    expect(db.prepare("SELECT count(*) FROM reviews WHERE reply IS NOT NULL").pluck().get()).toBe(
      30,
    );
    db.close();
  });

  it("retention deleting old leads while quote requests arrive", async () => {
    const file = databaseWithLeads("expire-and-request");
    expect(await race(file, ["expire", 1, 60], ["request", 1, 40])).toEqual(["done", "done"]);
    const db = openDatabase(file);
    expect(db.prepare("SELECT count(*) FROM quote_requests").pluck().get()).toBe(41);
    db.close();
  });
});
