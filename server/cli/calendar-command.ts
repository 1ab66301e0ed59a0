import { type BusyReading, readBusyTimes, weeksAhead } from "../../app/calendars/busy-times.server";
import {
  busyBetween,
  calendarFeed,
  keepReading,
  removeCalendarFeed,
  setCalendarFeed,
} from "../../app/calendars/calendar-store.server";
import { subscriptionFeed } from "../../app/calendars/ics";
import type { Db } from "../../app/db/database.server";
import { formatDateTime } from "../../app/lib/uk-time";
import type { CommandOutput } from "./owner-command";

type ReadFeed = (address: string, now: Date) => Promise<BusyReading>;

const usage = `Usage:
  npm run calendar                          the owner's calendar feed: when it was last read, what went wrong
  npm run calendar -- feed ADDRESS          read the owner's calendar from its secret iCal address (https: or webcal:)
  npm run calendar -- feed --remove         stop reading it and forget its busy times
  npm run calendar -- read                  read it now
  npm run calendar -- busy [--ics]          the busy times of the next ${weeksAhead} weeks (--ics: as a calendar file)`;

/**
 * `npm run calendar -- …`: the owner's calendar feed from the server's command line, until the
 * owner's own page sets it; run in-process so its tests need no build. Returns the exit code.
 */
export async function runCalendarCommand(
  args: string[],
  {
    db,
    output,
    now = new Date(),
    read = (address, at) => readBusyTimes(address, { now: at }),
  }: {
    db: Db;
    /** `write`: a file's text as it is (the calendar file, with its CRLF line endings). */
    output: CommandOutput & { write(text: string): void };
    now?: Date;
    /** Reads a feed: `readBusyTimes` unless a test says. */
    read?: ReadFeed;
  },
): Promise<number> {
  const [command, value] = args;
  switch (command) {
    case undefined:
      return status(db, output);
    case "feed": {
      if (!value) break;
      if (value === "--remove") {
        removeCalendarFeed(db);
        output.out("The calendar feed is removed, and its busy times with it.");
        return 0;
      }
      const set = setCalendarFeed(db, value, { now });
      if (!set.ok) {
        output.err(set.reason);
        return 1;
      }
      output.out("The calendar feed is kept (its address is a secret: it is not shown here).");
      return readNow(db, output, now, read);
    }
    case "read":
      return readNow(db, output, now, read);
    case "busy": {
      const to = new Date(now.getTime() + weeksAhead * 7 * 24 * 60 * 60 * 1000);
      const busy = busyBetween(db, now, to);
      if (value === "--ics") {
        const events = busy.map((block, index) => ({
          uid: `busy-${block.start.getTime()}-${index}@calendar`,
          start: block.start,
          end: block.end,
          summary: block.source === "owner" ? `Busy: ${block.note || "the owner"}` : "Busy",
        }));
        output.write(subscriptionFeed(events, { stamp: now, name: "Busy times" }));
        return 0;
      }
      if (busy.length === 0) output.out(`No busy times in the next ${weeksAhead} weeks.`);
      for (const block of busy)
        output.out(
          `${formatDateTime(block.start)} to ${formatDateTime(block.end)}  ${block.source === "owner" ? `added: ${block.note}` : "calendar"}`,
        );
      return 0;
    }
  }
  output.err(usage);
  return 2;
}

function status(db: Db, output: CommandOutput): number {
  const feed = calendarFeed(db);
  if (!feed) {
    output.out("No calendar feed. Add one: npm run calendar -- feed ADDRESS");
    return 0;
  }
  output.out(`Calendar feed added ${formatDateTime(feed.addedAt)}.`);
  output.out(
    feed.readAt
      ? `Last read ${formatDateTime(feed.readAt)}: ${feed.busyBlocks} busy times kept.`
      : "Not read yet.",
  );
  if (feed.failingSince)
    output.out(`Could not be read since ${formatDateTime(feed.failingSince)}: ${feed.failure}`);
  return feed.failingSince ? 1 : 0;
}

async function readNow(db: Db, output: CommandOutput, now: Date, read: ReadFeed): Promise<number> {
  const feed = calendarFeed(db);
  if (!feed) return status(db, output);
  const reading = await read(feed.address, now);
  keepReading(db, feed.address, reading, now);
  if (!reading.ok) {
    output.err(`${reading.reason} The busy times read before are kept.`);
    return 1;
  }
  output.out(`Read: ${reading.blocks.length} busy times in the next ${weeksAhead} weeks.`);
  return 0;
}
