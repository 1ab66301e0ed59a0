import type { Logger } from "pino";
import { createContext } from "react-router";
import type { Db } from "~/db/database.server";
import { repeatEvery } from "~/lib/repeat.server";
import { type BusyReading, readBusyTimes } from "./busy-times.server";
import { calendarFeed, keepReading } from "./calendar-store.server";

/** How often the owner's calendar feed is read: every 5 minutes. */
export const readEveryMs = 5 * 60_000;

export interface CalendarReading {
  /**
   * Reads the feed now (after the owner sets its address, say) and keeps what it gave: the
   * reading, or null when there is no feed. Never rejects; a read already under way is shared.
   */
  readNow(): Promise<BusyReading | null>;
  stop(): void;
}

/** Reading the feed now: for the owner's page that sets its address. Owner area only. */
export const calendarReadingContext = createContext<Pick<CalendarReading, "readNow">>();

/**
 * Reads the owner's calendar feed on the server's clock, `every` 5 minutes (the first soon
 * after start): a good read replaces the busy blocks kept, a failed one is noted beside the
 * last good blocks, which stay. `fetch` reads a feed (`readBusyTimes` unless a test says), `now`
 * is the clock.
 */
export function startCalendarReading(
  db: Db,
  {
    every = readEveryMs,
    firstReadAfterMs = 10_000,
    fetch = (address, { now }) => readBusyTimes(address, { now }),
    now = () => new Date(),
    logger,
  }: {
    every?: number;
    firstReadAfterMs?: number;
    fetch?: (address: string, options: { now: Date }) => Promise<BusyReading>;
    now?: () => Date;
    logger: Pick<Logger, "info" | "warn" | "error">;
  },
): CalendarReading {
  let underWay: Promise<BusyReading | null> | null = null;

  const readOnce = async (): Promise<BusyReading | null> => {
    const feed = calendarFeed(db);
    if (!feed) return null;
    const reading = await fetch(feed.address, { now: now() }).catch(
      (error: unknown): BusyReading => ({
        ok: false,
        problem: "unreachable",
        reason: `The calendar could not be read (${(error as Error)?.message ?? error}).`,
      }),
    );
    keepReading(db, feed.address, reading, now());
    if (reading.ok) {
      if (feed.failure) logger.info("calendar: the owner's calendar is read again");
    } else if (!feed.failure)
      logger.warn({ problem: reading.problem }, `calendar: ${reading.reason}`);
    return reading;
  };

  const readNow = () => {
    underWay ??= readOnce()
      .catch((error: unknown) => {
        logger.error({ err: error }, "calendar: could not keep what the owner's calendar gave");
        return null;
      })
      .finally(() => {
        underWay = null;
      });
    return underWay;
  };

  const loop = repeatEvery(() => void readNow(), {
    intervalMs: every,
    firstRunDelayMs: firstReadAfterMs,
    logger,
    failed: "calendar: could not read the owner's calendar; will try again",
  });
  return { readNow, stop: () => loop.stop() };
}
