import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { BusyBlock, BusyReading } from "./busy-times.server";
import { checkFeedAddress, type DownloadOptions } from "./feed-download.server";

/**
 * The owner's busy times, kept in SQLite (migration 025): the calendar feed's address (a
 * secret: owners only), the busy blocks of its last good read with when that was and what has
 * gone wrong since, and the busy blocks the owner adds by hand. `busyBetween` gives both.
 */

export interface CalendarFeedState {
  /** The secret address: show it to owners only. */
  address: string;
  addedAt: Date;
  /** The last read, good or not. */
  triedAt: Date | null;
  /** The last good read: the blocks kept are from it. */
  readAt: Date | null;
  /** The first failed read since the last good one ("could not be read since …"). */
  failingSince: Date | null;
  /** Why the last read failed, in the owner's words; null once a read succeeds. */
  failure: string | null;
  /** How many busy blocks the last good read gave. */
  busyBlocks: number;
}

export type BusyTime = BusyBlock &
  ({ source: "calendar" } | { source: "owner"; id: number; note: string });

type Outcome<T = object> = ({ ok: true } & T) | { ok: false; reason: string };

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The owner's calendar feed and how its reading goes, or null when there is none. */
export function calendarFeed(db: Db): CalendarFeedState | null {
  const row = db
    .prepare(
      `SELECT address, added_at AS addedAt, tried_at AS triedAt, read_at AS readAt,
         failing_since AS failingSince, failure,
         (SELECT count(*) FROM calendar_feed_busy) AS busyBlocks
       FROM calendar_feed WHERE id = 1`,
    )
    .get() as
    | (Record<"address" | "addedAt", string> &
        Record<"triedAt" | "readAt" | "failingSince" | "failure", string | null> & {
          busyBlocks: number;
        })
    | undefined;
  if (!row) return null;
  return {
    address: row.address,
    addedAt: new Date(row.addedAt),
    triedAt: dateOrNull(row.triedAt),
    readAt: dateOrNull(row.readAt),
    failingSince: dateOrNull(row.failingSince),
    failure: row.failure,
    busyBlocks: row.busyBlocks,
  };
}

/**
 * Keeps the address of the owner's calendar feed (`https:`, or the `webcal:` Apple gives),
 * replacing any other and the blocks read from it; refused, with the reason, if it is not one
 * the reader would read. Read it at once afterwards (`readNow` of `startCalendarReading`).
 */
export function setCalendarFeed(
  db: Db,
  address: string,
  {
    now = new Date(),
    ...options
  }: Pick<DownloadOptions, "allowLocalTestServer"> & { now?: Date } = {},
): Outcome {
  const checked = checkFeedAddress(address, options);
  if (!checked.ok) return { ok: false, reason: checked.reason };
  if (address.trim().length > 2000) return { ok: false, reason: "The address is too long." };
  writeTransaction(db, () => {
    db.prepare("DELETE FROM calendar_feed_busy").run();
    db.prepare(
      `INSERT INTO calendar_feed (id, address, added_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET address = excluded.address, added_at = excluded.added_at,
         tried_at = NULL, read_at = NULL, failing_since = NULL, failure = NULL`,
    ).run(address.trim(), now.toISOString());
  });
  return { ok: true };
}

/** Forgets the owner's calendar feed and its busy blocks. */
export function removeCalendarFeed(db: Db): void {
  writeTransaction(db, () => {
    db.prepare("DELETE FROM calendar_feed_busy").run();
    db.prepare("DELETE FROM calendar_feed").run();
  });
}

/**
 * Records a read of the feed at `address`: on success its blocks replace the last ones; on
 * failure the last good blocks stay and the failure is noted. Nothing is kept if the owner has
 * changed or removed the address meanwhile. True when it was recorded.
 */
export function keepReading(db: Db, address: string, reading: BusyReading, now: Date): boolean {
  const at = now.toISOString();
  return writeTransaction(db, () => {
    const current = db.prepare("SELECT address FROM calendar_feed WHERE id = 1").pluck().get();
    if (current !== address) return false;
    if (!reading.ok) {
      db.prepare(
        `UPDATE calendar_feed SET tried_at = ?, failure = ?,
           failing_since = coalesce(failing_since, ?) WHERE id = 1`,
      ).run(at, reading.reason, at);
      return true;
    }
    db.prepare("DELETE FROM calendar_feed_busy").run();
    const insert = db.prepare("INSERT INTO calendar_feed_busy (starts_at, ends_at) VALUES (?, ?)");
    for (const { start, end } of reading.blocks) insert.run(start.toISOString(), end.toISOString());
    db.prepare(
      `UPDATE calendar_feed SET tried_at = ?, read_at = ?, failing_since = NULL, failure = NULL
       WHERE id = 1`,
    ).run(at, at);
    return true;
  });
}

/** The longest note on a busy time the owner adds. */
export const maxNoteLength = 200;

/** Adds a busy time of the owner's ("dentist", 14:00 to 15:30), answering its id. */
export function addBusyTime(
  db: Db,
  { start, end, note = "" }: { start: Date; end: Date; note?: string },
  now = new Date(),
): Outcome<{ id: number }> {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    return { ok: false, reason: "Choose when the busy time starts and ends." };
  if (end.getTime() <= start.getTime())
    return { ok: false, reason: "The busy time must end after it starts." };
  const text = note.trim().replace(/\s+/g, " ");
  if (text.length > maxNoteLength)
    return { ok: false, reason: `The note can be ${maxNoteLength} characters at most.` };
  const id = db
    .prepare(
      "INSERT INTO owner_busy_times (starts_at, ends_at, note, added_at) VALUES (?, ?, ?, ?)",
    )
    .run(start.toISOString(), end.toISOString(), text, now.toISOString()).lastInsertRowid;
  return { ok: true, id: Number(id) };
}

/** Removes a busy time the owner added; false if there was none with that id. */
export function removeBusyTime(db: Db, id: number): boolean {
  return db.prepare("DELETE FROM owner_busy_times WHERE id = ?").run(id).changes > 0;
}

/**
 * Every busy block that overlaps `from` to `to`, from the calendar feed's last good read and
 * from the owner's own, earliest first (blocks may overlap one another).
 */
export function busyBetween(db: Db, from: Date, to: Date): BusyTime[] {
  const rows = db
    .prepare(
      `SELECT 'calendar' AS source, NULL AS id, NULL AS note, starts_at AS start, ends_at AS end
         FROM calendar_feed_busy WHERE ends_at > :from AND starts_at < :to
       UNION ALL
       SELECT 'owner', id, note, starts_at, ends_at
         FROM owner_busy_times WHERE ends_at > :from AND starts_at < :to
       ORDER BY start, end`,
    )
    .all({ from: from.toISOString(), to: to.toISOString() }) as {
    source: "calendar" | "owner";
    id: number | null;
    note: string | null;
    start: string;
    end: string;
  }[];
  return rows.map((row) => {
    const block = { start: new Date(row.start), end: new Date(row.end) };
    return row.source === "calendar"
      ? { ...block, source: "calendar" }
      : { ...block, source: "owner", id: row.id ?? 0, note: row.note ?? "" };
  });
}
