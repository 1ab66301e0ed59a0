import { readdirSync } from "node:fs";
import type Database from "better-sqlite3";
import { referenceFor } from "../../app/quote-requests/sqlite-quote-store.server";

/**
 * A year of a busy trade site's traffic and leads, written straight into the database, for
 * the "How the site is doing" page's benchmark, screenshots and browser test: about 300
 * visits a day (fewer at weekends and in winter), most from Google on a phone, some from
 * Facebook, the printed van tag and a spring campaign; about three quote requests a week with
 * their sources, replies and won values. The same numbers every run (seeded, not random).
 */
export function simulateYear(
  db: Database.Database,
  { now = Date.now(), visitsPerDay = 300 }: { now?: number; visitsPerDay?: number } = {},
) {
  const random = seeded(27);
  const pages = sitePages();
  const counts = new Map<string, { views: number; visits: number }>();
  const add = (key: string, views: number, visits: number) => {
    const count = counts.get(key) ?? { views: 0, visits: 0 };
    count.views += views;
    count.visits += visits;
    counts.set(key, count);
  };
  const today = Date.UTC(...ymd(now));
  for (let back = 364; back >= 0; back--) {
    const day = new Date(today - back * dayMs);
    const weekday = day.getUTCDay();
    const season = 1 + 0.35 * Math.cos(((day.getUTCMonth() - 4) / 12) * 2 * Math.PI);
    const visits = Math.round(
      visitsPerDay *
        season *
        (weekday === 0 || weekday === 6 ? 0.7 : 1.1) *
        (0.85 + random() * 0.3),
    );
    const date = day.toISOString().slice(0, 10);
    const spring = date.slice(5, 7) === "04" || date.slice(5, 7) === "05";
    for (let visit = 0; visit < visits; visit++) {
      const device = random() < 0.72 ? "phone" : "computer";
      const [source, medium, campaign] = pickWeighted(random, spring ? springSources : sources);
      add([date, pickWeighted(random, pages), source, medium, campaign, device].join("\t"), 1, 1);
      for (let more = Math.floor(random() * 4); more > 0; more--)
        add([date, pickWeighted(random, pages), "", "", "", device].join("\t"), 1, 0);
    }
  }
  const insertCount = db.prepare(
    `INSERT INTO page_views (day, page, source, medium, campaign, device, views, visits)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const [key, count] of counts)
      insertCount.run(...key.split("\t"), count.views, count.visits);
  })();
  const leads = simulateLeads(db, random, now);
  return { rows: counts.size, leads };
}

const dayMs = 24 * 60 * 60 * 1000;
const ymd = (at: number): [number, number, number] => {
  const date = new Date(at);
  return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
};

type Weighted<T> = [T, number][];
const sources: Weighted<[string, string, string]> = [
  [["google", "search", ""], 48],
  [["direct", "direct", ""], 22],
  [["facebook", "social", ""], 9],
  [["bing", "search", ""], 5],
  [["van", "print", ""], 5],
  [["nextdoor", "social", ""], 4],
  [["checkatrade.com", "referral", ""], 4],
  [["instagram", "social", ""], 3],
];
const springSources: Weighted<[string, string, string]> = [
  ...sources,
  [["facebook", "paid-social", "spring-extensions"], 12],
];

/** The site's pages as the content has them, the home page and services most visited. */
function sitePages(): Weighted<string> {
  const slugs = (folder: string, ending: string) =>
    readdirSync(`content/${folder}`, { withFileTypes: true })
      .filter((entry) => (ending === "/" ? entry.isDirectory() : entry.name.endsWith(ending)))
      .map((entry) => entry.name.replace(ending, ""));
  return [
    ["/", 30],
    ["/services", 8],
    ...slugs("services", ".yaml").map((slug): [string, number] => [`/services/${slug}`, 5]),
    ["/projects", 7],
    ...slugs("projects", "/").map((slug): [string, number] => [`/projects/${slug}`, 2]),
    ["/contact", 9],
    ["/testimonials", 4],
    ["/faqs", 3],
    ["/areas-we-cover", 3],
    ["/about", 3],
    ["/blog", 1],
  ];
}

function simulateLeads(db: Database.Database, random: () => number, now: number): number {
  const insert = db.prepare(
    `INSERT INTO quote_requests (dedupe_key, received_at, first_name, last_name, email, phone,
       project_type, budget, message, ip_hash, visit_source, visit_medium, visit_campaign,
       landing_page, status, first_response_at, won_value_pence)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, 'simulated', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const setReference = db.prepare("UPDATE quote_requests SET reference = ? WHERE id = ?");
  const leadSources: Weighted<[string, string, string] | null> = [
    [["google", "search", ""], 45],
    [null, 15],
    [["direct", "direct", ""], 12],
    [["facebook", "social", ""], 8],
    [["van", "print", ""], 8],
    [["checkatrade.com", "referral", ""], 7],
    [["facebook", "paid-social", "spring-extensions"], 5],
  ];
  const statuses: Weighted<string> = [
    ["won", 22],
    ["lost", 20],
    ["quoted", 15],
    ["contacted", 18],
    ["not-a-fit", 8],
    ["spam", 5],
  ];
  let count = 0;
  db.transaction(() => {
    for (let at = now - 364 * dayMs; at < now - 2 * dayMs; at += (1 + random() * 3) * dayMs) {
      const received = new Date(at);
      received.setUTCHours(8 + Math.floor(random() * 10), Math.floor(random() * 60));
      const source = pickWeighted(random, leadSources);
      const status = pickWeighted(random, statuses);
      // Most answered within the two hours promised, some the next morning.
      const replyMinutes = random() < 0.8 ? 10 + random() * 100 : 200 + random() * 900;
      const { id } = insert.get(
        `simulated-${++count}`,
        received.toISOString(),
        "Sam",
        `Customer ${count}`,
        `customer${count}@example.org`,
        "01253 000000",
        random() < 0.5 ? "extension" : "renovation",
        "A simulated request.",
        source?.[0] ?? null,
        source?.[1] ?? null,
        source?.[2] ?? null,
        source ? "/" : null,
        status,
        status === "spam"
          ? null
          : new Date(received.getTime() + replyMinutes * 60_000).toISOString(),
        status === "won" ? Math.round(2_000 + random() * 40_000) * 100 : null,
      ) as { id: number };
      setReference.run(`${referenceFor(id)}`, id);
    }
  })();
  return count;
}

function pickWeighted<T>(random: () => number, list: Weighted<T>): T {
  const total = list.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of list) {
    at -= weight;
    if (at < 0) return value;
  }
  return (list.at(-1) as [T, number])[0];
}

/** A small deterministic generator (mulberry32): the same year on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
