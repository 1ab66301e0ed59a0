/**
 * Lighthouse (mobile defaults: a mid-range phone on a slow 4G connection) in a headless
 * Chromium, as the benchmarks run it: `bench:web` on the public pages, `bench:owner` on the
 * owner's area (signed in, by sending the session cookie with every request).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumArgs, findChromium } from "../../tests/support/find-chromium";

export type Measurement = LighthouseRun["measurement"];

export type Category = "performance" | "accessibility" | "best-practices" | "seo";

export interface MeasureOptions {
  /** The categories to run; all four unless given. */
  categories?: Category[];
  /** Sent with every request of the page, e.g. `{ Cookie: "owner_session=…" }`. */
  headers?: Record<string, string>;
}

type LighthouseRun = Awaited<ReturnType<typeof measureIn>>;

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });

/** Launches Chromium for Lighthouse; `close()` it when done. */
export async function startLighthouse() {
  let chrome = await launchChrome();
  /**
   * Lighthouse now and then fails to load a page at all on this shared machine (NO_NAVSTART:
   * no navigation in its trace); such a run is retried in a fresh browser, since once it
   * happens the same browser tends to fail every retry, and reported if it persists.
   */
  const measureWithRetries = async (url: string, options: MeasureOptions = {}, attempts = 3) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await measureIn(chrome.port, url, options);
      } catch (error) {
        if (attempt >= attempts) throw error;
        console.warn(`  (retrying in a fresh browser: ${(error as Error).message})`);
        await chrome.kill();
        chrome = await launchChrome();
      }
    }
  };
  return {
    /** `runs` runs of the page one after another: the median of each number, and every report. */
    async measureRuns(url: string, runs: number, options?: MeasureOptions) {
      const done: LighthouseRun[] = [];
      for (let run = 0; run < runs; run++) done.push(await measureWithRetries(url, options));
      return {
        median: medianOf(done.map((run) => run.measurement)),
        reports: done.map((run) => run.report),
      };
    },
    close: () => chrome.kill(),
  };
}

async function measureIn(
  port: number,
  url: string,
  {
    categories = ["performance", "accessibility", "best-practices", "seo"],
    headers,
  }: MeasureOptions,
) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A failed load still yields a report, with zero scores: that is a broken run, not a result.
  if (result.lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  const { categories: scores, audits } = result.lhr;
  const score = (id: string) => {
    const category = scores[id];
    return category ? Math.round((category.score ?? 0) * 100) : Number.NaN;
  };
  const details = audits["network-requests"]?.details as unknown as
    | { items: { url: string; resourceType: string; transferSize: number }[] }
    | undefined;
  const requests = details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  let jsGzipBytes = 0;
  for (const script of scripts) {
    const body = Buffer.from(
      await (await fetch(script.url.replace("localhost", "127.0.0.1"), { headers })).arrayBuffer(),
    );
    jsGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return {
    report: result.lhr,
    measurement: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      // NaN when the SEO category was not run.
      seo: score("seo"),
      fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? Number.NaN),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? Number.NaN),
      jsKbGzip: Number((jsGzipBytes / 1024).toFixed(1)),
      totalKb: Number(
        (requests.reduce((sum, request) => sum + request.transferSize, 0) / 1024).toFixed(1),
      ),
      // Every request the page made while loading: a new one on the public pages is a cost.
      requests: requests.length,
    },
  };
}

export function medianOf(measurements: Measurement[]): Measurement {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const keys = Object.keys(measurements[0] ?? {}) as (keyof Measurement)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(measurements.map((m) => m[key]))]),
  ) as unknown as Measurement;
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  /** 0 to 1; null for an audit Lighthouse could not score. */
  score: number | null;
  /** What the audit points at: an element's selector and markup, or a URL. */
  items: string[];
}

/**
 * The audits that cost a category points (score below 1, with weight), each with the
 * elements or resources it names: what to fix when a score is under its budget.
 */
export function failingAudits(report: Result, category: Category): FailingAudit[] {
  const audits = report.categories[category]?.auditRefs ?? [];
  return audits
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter(
      (audit) =>
        (audit.scoreDisplayMode === "binary" ||
          audit.scoreDisplayMode === "numeric" ||
          audit.scoreDisplayMode === "metricSavings") &&
        audit.score !== null &&
        audit.score < 1,
    )
    .map((audit) => ({
      category,
      id: audit.id,
      title: audit.title,
      score: audit.score,
      items: auditItems(audit.details),
    }));
}

function auditItems(details: Result["audits"][string]["details"]): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.map((item) => {
    const node = item.node as
      | { selector?: string; snippet?: string; explanation?: string }
      | undefined;
    if (node) return [node.selector, node.snippet, node.explanation].filter(Boolean).join("  ");
    return String(item.url ?? item.source ?? JSON.stringify(item));
  });
}

export interface BrokenBudget {
  text: string;
  /** A timing (or the score made of timings): too noisy to judge from one run. */
  timing: boolean;
}

/**
 * Writes the results, with the budgets they break, to reports/lighthouse/<name>.json and
 * prints the verdict. A quick run (one run a page) enforces what does not vary and only
 * reports the timings; a broken budget sets a failing exit code.
 */
export function reportResults(
  name: string,
  { runs, budgets, results }: { runs: number; budgets: object; results: unknown[] },
  broken: BrokenBudget[],
  quick: boolean,
): void {
  const failures = quick ? broken.filter((failure) => !failure.timing) : broken;
  const timingWarnings = quick ? broken.filter((failure) => failure.timing) : [];
  const file = saveReport(`${name}.json`, { runs, budgets, results, failures });
  console.log(`\nMedians of ${runs} run(s) per page; written to ${file}`);
  if (timingWarnings.length > 0) {
    console.warn(
      `\nTimings over budget in this single run (the full run judges medians of 3):\n${timingWarnings
        .map((failure) => `  - ${failure.text}`)
        .join("\n")}`,
    );
  }
  if (failures.length > 0) {
    console.error(
      `\nBudgets broken:\n${failures.map((failure) => `  - ${failure.text}`).join("\n")}`,
    );
    process.exitCode = 1;
  } else {
    console.log("All budgets met.");
  }
}

/** Writes `data` as JSON to reports/lighthouse/<fileName>; returns the file's path. */
export function saveReport(
  fileName: string,
  data: unknown,
  indent: number | undefined = 2,
): string {
  const file = `reports/lighthouse/${fileName}`;
  mkdirSync("reports/lighthouse", { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, indent));
  return file;
}

/** A header, a rule and the rows, in columns as wide as their widest cell. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => String(row[column]).length)),
  );
  const line = (row: (string | number)[]) =>
    row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join("  ");
  return [
    line(header),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...rows.map(line),
  ].join("\n");
}
