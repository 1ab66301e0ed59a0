import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { addSignedUpUser, signIn } from "../../tests/support/owner-session";
import { referenceIn } from "../../tests/support/quote-posts";
import { simulateYear } from "../../tests/support/simulated-year";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { quoteFields } from "./bench-support";
import { siteMemory } from "./process-memory";
import { startProductionServer } from "./production-server";

/** Issue 50's budgets for a flood of made-up tags, referrers and paths. */
export const floodBudgets = { growthBytes: 256 * 1024, residentMb: 300, resultsSlowdown: 0.1 };

const person =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const ownerEmail = "owner@flood.example";

const made = () => Math.random().toString(36).slice(2, 12);

/** The database file and its write-ahead log, in bytes. */
function databaseBytes(file: string): number {
  return [file, `${file}-wal`].reduce(
    (sum, each) => sum + (existsSync(each) ? statSync(each).size : 0),
    0,
  );
}

function countedRows(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT COUNT(*) AS rows, COALESCE(SUM(views), 0) AS views, COALESCE(SUM(calls), 0) AS calls
         FROM page_views`,
      )
      .get() as { rows: number; views: number; calls: number };
  } finally {
    db.close();
  }
}

/**
 * Results on each server in turn, `runs` times after one to warm up: the medians of the time
 * to the last byte. Taking turns, so a busy machine slows both alike.
 */
async function medianTimes(urls: string[], cookie: string, runs = 21): Promise<number[]> {
  const times = urls.map((): number[] => []);
  for (let run = 0; run <= runs; run++)
    for (const [index, url] of urls.entries()) {
      const started = performance.now();
      const response = await fetch(url, { headers: { Cookie: cookie } });
      await response.text();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      if (run > 0) times[index]?.push(performance.now() - started);
    }
  return times.map(
    (each) => Math.round((each.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0) * 10) / 10,
  );
}

/**
 * `npm run bench:load -- --flood [--requests 100000 --connections 32]` (issue 50): a year of
 * real counts and an owner in a fresh data folder, then `requests` requests from one client
 * making up everything it can (campaign tags, printed `src` codes, referring sites, tap reports
 * and addresses), with one quote request sent in the middle. Prints the database's growth (its
 * file and log, checkpointed, before and after), the server's memory, the errors, whether the
 * quote request was stored and both its emails sent, and Results for the year with the flood
 * against a copy of the data folder taken before it, the two servers timed in turn. Returns
 * the exit code: 1 when a budget is missed.
 */
export async function floodBenchmark({
  requests,
  connections,
}: {
  requests: number;
  connections: number;
}): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "marram-flood-"));
  const smtp = await startSmtpSink();
  const env = {
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    QUOTE_RATE_LIMIT: "0",
    QUOTE_MIN_FILL_SECONDS: "0",
  };
  const databasePath = path.join(dataDir, "site.db");
  const year = String(new Date().getUTCFullYear());

  // First run: the schema, an owner and a year of counts; the database's size without the flood.
  let server = await startProductionServer({ dataDir, output: "ignore", env });
  const seeding = new Database(databasePath, { timeout: 5000 });
  const seeded = simulateYear(seeding);
  await addSignedUpUser(seeding, ownerEmail, "owner");
  seeding.close();
  const cookie = await signIn(server.url, ownerEmail);
  const resultsPath = `/owner/results?period=${year}`;
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/").pathname,
  );
  await server.stop();
  const before = { bytes: databaseBytes(databasePath), ...countedRows(databasePath) };
  // The same year without the flood, for Results to be timed against.
  const withoutFlood = mkdtempSync(path.join(tmpdir(), "marram-flood-baseline-"));
  cpSync(dataDir, withoutFlood, { recursive: true });

  server = await startProductionServer({ dataDir, output: "ignore", env });
  const page = () => pages[Math.floor(Math.random() * pages.length)] ?? "/";
  let peakMb = 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, siteMemory(server.process.pid ?? 0, "now") / 1_048_576);
  }, 250);
  const kinds = ["campaign tags", "referring sites", "made-up paths", "printed codes", "taps"];
  const wrong = new Map(kinds.map((kind) => [kind, 0]));
  const expect = (kind: string, status: number) => (answered: number) => {
    if (answered !== status) wrong.set(kind, (wrong.get(kind) ?? 0) + 1);
  };
  const quote = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const key = `flood-${Date.now()}`;
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": person },
      body: new URLSearchParams(quoteFields(key)),
    });
    return { key, status: response.status, reference: referenceIn(await response.text()) };
  })();
  const flood = await autocannon({
    url: server.url,
    connections,
    amount: requests,
    headers: { "user-agent": person },
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: `${page()}?utm_source=${made()}&utm_medium=${made()}&utm_campaign=${made()}`,
        }),
        onResponse: expect("campaign tags", 200),
      },
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: page(),
          headers: { ...request.headers, referer: `https://${made()}.example.net/${made()}` },
        }),
        onResponse: expect("referring sites", 200),
      },
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: Math.random() < 0.5 ? `/${made()}` : `/projects/${made()}?utm_source=${made()}`,
        }),
        onResponse: expect("made-up paths", 404),
      },
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: `${page()}?src=${made()}` }),
        onResponse: expect("printed codes", 200),
      },
      {
        method: "POST",
        headers: { "content-type": "text/ping" },
        body: "PING",
        setupRequest: (request) => ({
          ...request,
          path: `/contact-tap?${new URLSearchParams({
            kind: "call",
            page: page(),
            landing: `/?utm_source=${made()}&utm_campaign=${made()}`,
            referrer: `https://${made()}.example.org/`,
          })}`,
        }),
        onResponse: expect("taps", 204),
      },
    ],
  });
  clearInterval(sampler);
  const sent = await quote;
  const delivered = async () => {
    for (let wait = 0; wait < 300; wait++) {
      const mails = smtp.received.filter((mail) =>
        `${mail.subject} ${mail.text}`.includes(sent.reference ?? "no reference"),
      );
      if (mails.length >= 2) return mails.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return 0;
  };
  const emails = await delivered();
  const baseline = await startProductionServer({ dataDir: withoutFlood, output: "ignore", env });
  const [resultsBefore = 0, resultsAfter = 0] = await medianTimes(
    [baseline.url + resultsPath, server.url + resultsPath],
    cookie,
  );
  await baseline.stop();
  rmSync(withoutFlood, { recursive: true, force: true });
  peakMb = Math.max(peakMb, siteMemory(server.process.pid ?? 0, "peak") / 1_048_576);
  await server.stop();
  await smtp.close();
  const after = { bytes: databaseBytes(databasePath), ...countedRows(databasePath) };
  const stored = (() => {
    const db = new Database(databasePath, { readonly: true });
    try {
      return db
        .prepare("SELECT COUNT(*) FROM quote_requests WHERE email = ?")
        .pluck()
        .get(`${sent.key}@example.org`) as number;
    } finally {
      db.close();
    }
  })();

  const errors =
    flood.errors + flood.timeouts + [...wrong.values()].reduce((sum, count) => sum + count, 0);
  const growth = after.bytes - before.bytes;
  const slowdown = resultsAfter / resultsBefore - 1;
  const failures = [
    ...(growth > floodBudgets.growthBytes
      ? [`the database grew by ${growth} bytes, budget ${floodBudgets.growthBytes}`]
      : []),
    ...(peakMb > floodBudgets.residentMb
      ? [`server memory reached ${Math.round(peakMb)} MB, budget ${floodBudgets.residentMb}`]
      : []),
    ...(errors > 0 ? [`${errors} errors`] : []),
    ...(sent.status !== 200 || stored !== 1
      ? [`the quote request sent during the flood: answered ${sent.status}, ${stored} stored`]
      : []),
    ...(emails < 2 ? ["the quote request's two emails did not both arrive"] : []),
    ...(slowdown > floodBudgets.resultsSlowdown
      ? [`Results for the year: ${resultsAfter} ms with the flood, ${resultsBefore} ms without`]
      : []),
  ];

  const pageViews = Math.round((requests * 3) / 5);
  console.log(
    `\nFlood: ${flood.requests.total} requests (${kinds.join(", ")}) from ${connections} connections in ${flood.duration} s, ${Math.round(flood.requests.total / flood.duration)} req/s, p99 ${flood.latency.p99} ms`,
  );
  console.log(`  errors: ${errors} (${[...wrong].map(([kind, n]) => `${kind} ${n}`).join(", ")})`);
  console.log(
    `  database: ${before.bytes} bytes before, ${after.bytes} after: grew by ${growth} bytes (budget ${floodBudgets.growthBytes})`,
  );
  console.log(
    `  page_views rows: ${before.rows} (a year, ${seeded.rows} seeded) before, ${after.rows} after (+${after.rows - before.rows})`,
  );
  console.log(
    `  counted: ${after.views - before.views} views of about ${pageViews} pages sent, ${after.calls - before.calls} taps of about ${requests / 5}`,
  );
  console.log(`  server memory: at most ${Math.round(peakMb)} MB resident`);
  console.log(
    `  quote request during the flood: ${sent.status} ${sent.reference ?? "(no reference)"}, ${stored} stored, ${emails} emails sent`,
  );
  console.log(
    `  Results for ${year} (a year of ${seeded.rows} rows), the servers taking turns: ${resultsBefore} ms without the flood, ${resultsAfter} ms with it (${slowdown >= 0 ? "+" : ""}${Math.round(slowdown * 1000) / 10}%)`,
  );
  mkdirSync("reports/load", { recursive: true });
  writeFileSync(
    "reports/load/bench-flood.json",
    `${JSON.stringify(
      {
        requests: flood.requests.total,
        connections,
        errors,
        before,
        after,
        growth,
        peakMb,
        quote: { ...sent, stored, emails },
        results: { beforeMs: resultsBefore, afterMs: resultsAfter },
        budgets: floodBudgets,
      },
      null,
      2,
    )}\n`,
  );
  rmSync(dataDir, { recursive: true, force: true });
  if (failures.length > 0) {
    console.error(`\nBudgets missed:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
    return 1;
  }
  console.log("\nAll flood budgets met.");
  return 0;
}
