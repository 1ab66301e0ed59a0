import { createContext } from "react-router";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { pageOfDataPath } from "~/lib/react-router-internals";
import { localDate } from "~/lib/uk-time";
import { leadSource } from "./arrival-source.server";
import { foldOldPageViews } from "./fold-page-views.server";
import { type CountRow, isUntagged, otherTags, shareOutTagRows } from "./tag-share.server";
import { type VisitSource, visitSource } from "./visit-source";
import { deviceOf, isCrawler } from "./visitor.server";

/** The UK day, worked out once a minute (the time zone's rules are slow to apply). */
let dayOf = { minute: Number.NaN, day: "" };
function ukDay(now: number): string {
  const minute = Math.floor(now / 60_000);
  if (dayOf.minute !== minute) dayOf = { minute, day: localDate(now) };
  return dayOf.day;
}

/** One page served to a person: the page, the day, phone or computer, and a visit's source. */
export interface PageView {
  page: string;
  day: string;
  device: "phone" | "computer";
  /** Where the visit came from, when the view starts one; null for a view inside a visit. */
  visit: VisitSource | null;
}

export interface ServedPage {
  method: string;
  /** The address as asked for, with its query (the campaign tags). */
  url: URL;
  status: number;
  headers: { "user-agent"?: string; referer?: string; purpose?: string; "sec-purpose"?: string };
}

/**
 * The page view a response was, if it was one: a public page (or the data the browser asks
 * for when it moves to a page without loading it whole) served to a person. Crawlers are told
 * apart by their user agent with `isbot`, a maintained list. A page loaded whole from another
 * site, a campaign's address or nowhere starts a visit; a move inside the site does not.
 */
export function pageViewOf(
  served: ServedPage,
  {
    isPage,
    siteHost,
    now = Date.now(),
  }: { isPage: (path: string) => boolean; siteHost: string; now?: number },
): PageView | null {
  if (served.method !== "GET" || served.status < 200 || served.status >= 400) return null;
  const userAgent = served.headers["user-agent"];
  if (!userAgent || isCrawler(userAgent)) return null;
  if (
    /prefetch|prerender/i.test(
      `${served.headers.purpose ?? ""} ${served.headers["sec-purpose"] ?? ""}`,
    )
  )
    return null;
  const path = served.url.pathname;
  const dataOf = pageOfDataPath(path);
  const page = (dataOf ?? path).replace(/(.)\/$/, "$1") || "/";
  if (!isPage(page)) return null;
  return {
    page,
    day: ukDay(now),
    device: deviceOf(userAgent),
    visit: dataOf === undefined ? visitSource(served.url, served.headers.referer, siteHost) : null,
  };
}

/** A row of counts waiting to be written: views like one, the visits they began, and taps. */
type Pending = CountRow;

/**
 * A tap on a Call or WhatsApp link, as the browser reports it (the link's `ping`): the kind, the
 * page it was on, and where the visit arrived (`arrival.ts`) when the site's script had run.
 */
export interface ContactTap {
  kind: string | null;
  page: string | null;
  landing: string | null;
  referrer: string | null;
}
const tapColumns = { call: "calls", whatsapp: "chats" } as const;

/**
 * Far more kinds of view than a day of a small firm's site has; past it, a round's new tags are
 * counted under their page's "other" row at once, so a flood of made-up ones cannot fill memory.
 */
const maxPending = 20_000;

/** Answers waiting to be counted: how many, by address, user agent and referring page. */
type Served = Map<string, Map<string, Map<string, number>>>;

/**
 * More kinds of answer (address, user agent, referrer) than a busy half-minute has: when a flood
 * of made-up user agents or addresses reaches it, the tally is counted at once and starts again,
 * so memory stays bounded and no view is lost.
 */
const maxKinds = 10_000;
/**
 * Longer than any real one; a longer value is cut, so each kind costs at most a few kB. Only the
 * referrer's host and the address's short tags are read from them.
 */
const maxKeyLength = { url: 2000, userAgent: 500, referer: 300 };

/**
 * Counts page views. As each answer goes out it is only tallied by address, user agent and
 * referrer (`served`), which costs a page almost nothing; every `flushMs`, off the path of the
 * requests, `pageViewOf` decides once for each kind of answer and the views are written in one
 * transaction. A database that is locked (a backup) or full costs the counts of that round,
 * logged, never a request: the write does not wait for a lock.
 */
export class PageViewCounter {
  private tally: Served = new Map();
  /** How many kinds of answer the tally holds: (address, user agent, referrer) triples. */
  private kinds = 0;
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private foldTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: { warn(object: object, message: string): void },
    private readonly site: {
      isPage: (path: string) => boolean;
      siteHost: string;
      /** The tags quote requests came from, kept apart from made-up ones (decision 042). */
      tagsOfLeads?: () => readonly VisitSource[];
    },
    private readonly flushMs = 30_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** An answer that went out to a GET: the address asked for (with its query) and its headers. */
  served(url: string, headers: ServedPage["headers"]) {
    const userAgent = headers["user-agent"]?.slice(0, maxKeyLength.userAgent);
    if (!userAgent || headers.purpose || headers["sec-purpose"]) return;
    const address = url.slice(0, maxKeyLength.url);
    const referer = (headers.referer ?? "").slice(0, maxKeyLength.referer);
    const byAgent = this.tally.get(address) ?? new Map<string, Map<string, number>>();
    const byReferrer = byAgent.get(userAgent) ?? new Map<string, number>();
    const times = byReferrer.get(referer);
    if (times === undefined && this.kinds >= maxKinds) {
      this.countServed(this.clock());
      this.served(url, headers);
      return;
    }
    if (times === undefined) this.kinds++;
    byReferrer.set(referer, (times ?? 0) + 1);
    byAgent.set(userAgent, byReferrer);
    this.tally.set(address, byAgent);
  }

  private countServed(now: number) {
    const served = this.tally;
    this.tally = new Map();
    this.kinds = 0;
    for (const [url, byAgent] of served)
      for (const [userAgent, byReferrer] of byAgent)
        for (const [referer, times] of byReferrer) {
          let address: URL;
          try {
            address = new URL(url, "http://site");
          } catch {
            continue;
          }
          const view = pageViewOf(
            {
              method: "GET",
              url: address,
              status: 200,
              headers: { "user-agent": userAgent, referer: referer || undefined },
            },
            { ...this.site, now },
          );
          if (view) this.count(view, times);
        }
  }

  /** Adds `times` views like `view` (the same page, day, device and visit source). */
  count(view: PageView, times = 1) {
    const pending = this.pendingRow(view);
    pending.views += times;
    if (view.visit) pending.visits += times;
  }

  /**
   * Counts a Call or WhatsApp tap on a page of the site, under the visit's source; false when
   * the report is not one (an unknown kind or page), so the answer can say so. A crawler's is
   * left out, like its page views.
   */
  tapped(tap: ContactTap, userAgent: string | undefined, now = this.clock()): boolean {
    const column = tap.kind === "call" || tap.kind === "whatsapp" ? tapColumns[tap.kind] : null;
    if (!column || !tap.page || !this.site.isPage(tap.page)) return false;
    if (!userAgent || isCrawler(userAgent.slice(0, maxKeyLength.userAgent))) return true;
    const source = leadSource(
      { landing: tap.landing, referrer: tap.referrer },
      `https://${this.site.siteHost}`,
    );
    const pending = this.pendingRow({
      page: tap.page,
      day: ukDay(now),
      device: deviceOf(userAgent),
      visit: source && { source: source.source, medium: source.medium, campaign: source.campaign },
    });
    pending[column]++;
    return true;
  }

  private pendingRow(view: PageView): Pending {
    const visit = view.visit ?? { source: "", medium: "", campaign: "" };
    const row = { day: view.day, page: view.page, device: view.device, ...visit };
    const key = `${row.day}\n${row.page}\n${row.device}\n${row.source}\n${row.medium}\n${row.campaign}`;
    let pending = this.pending.get(key);
    if (!pending) {
      // Untagged rows are bounded by the site's pages; tags past the cap share the page's row.
      if (this.pending.size >= maxPending && !isUntagged(row))
        return this.pendingRow({ ...view, visit: otherTags });
      pending = { ...row, views: 0, visits: 0, calls: 0, chats: 0 };
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** Writes the counts every `flushMs`; folds days older than 13 months now and daily. */
  start() {
    this.timer = setInterval(() => this.flush(), this.flushMs);
    this.timer.unref();
    this.foldTimer = setInterval(() => this.fold(), 24 * 60 * 60 * 1000);
    this.foldTimer.unref();
    this.fold();
  }

  private fold() {
    try {
      foldOldPageViews(this.db);
    } catch (error) {
      this.logger.warn({ err: error }, "page views: old days could not be folded into months");
    }
  }

  /** Writes what was counted; returns how many kinds of view were written (0 when dropped). */
  flush(now = this.clock()): number {
    this.countServed(now);
    if (this.pending.size === 0) return 0;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    const waitedFor = this.db.pragma("busy_timeout", { simple: true }) as number;
    try {
      this.db.pragma("busy_timeout = 0");
      const add = this.db.prepare(
        `INSERT INTO page_views (day, page, source, medium, campaign, device, views, visits, calls, chats)
         VALUES (@day, @page, @source, @medium, @campaign, @device, @views, @visits, @calls, @chats)
         ON CONFLICT (day, page, source, medium, campaign, device) DO UPDATE SET
           views = views + excluded.views, visits = visits + excluded.visits,
           calls = calls + excluded.calls, chats = chats + excluded.chats`,
      );
      return writeTransaction(this.db, () => {
        const written = shareOutTagRows(this.db, rows, this.site.tagsOfLeads);
        for (const row of written) add.run(row);
        return written.length;
      });
    } catch (error) {
      this.logger.warn(
        { err: error, dropped: rows.reduce((sum, row) => sum + row.views, 0) },
        "page views: the database could not take this round's counts, so they were dropped",
      );
      return 0;
    } finally {
      this.db.pragma(`busy_timeout = ${waitedFor}`);
    }
  }

  /** Stops counting on a timer and writes what is left (the server is stopping). */
  stop() {
    clearInterval(this.timer);
    clearInterval(this.foldTimer);
    this.flush();
  }
}

/** Writes the page views and taps counted since the last round, so Results shows them now. */
export const visitCountsContext = createContext<{ writeCounts: () => void }>();
