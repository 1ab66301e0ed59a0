/**
 * `npm run bench:web [-- --quick | --only /path,/other]`: Lighthouse (mobile defaults: a
 * mid-range phone on a slow 4G connection) against the production server on every page, 3
 * runs each, and against a copy of each page with its scripts removed, to show what hydration
 * costs. Prints a table of the medians, writes it to reports/lighthouse/bench-web.json, and
 * exits non-zero when a page breaks a budget. `--only`: just those pages, 3 runs each.
 * `--quick`: a few key pages, one run (what CI runs). One run on a shared
 * machine is too noisy to judge timings by (LCP moves ±150 ms between runs), so the quick
 * run enforces what does not vary (JavaScript size, layout shift, the accessibility, best
 * practice and SEO scores) and only reports the timings. Needs a build.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../tests/support/find-chromium";
import { freePort } from "./lib/bench-support";
import { startProductionServer } from "./lib/production-server";
import { startScriptlessProxy } from "./lib/scriptless-proxy";

const quick = process.argv.includes("--quick");
const runs = quick ? 1 : 3;
const { pages } = JSON.parse(readFileSync(".generated/site-content.json", "utf8")) as {
  pages: { path: string }[];
};
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? "").split(",") : undefined;
const routes =
  only ??
  (quick
    ? ["/", "/services/roofing", firstProjectPage(), "/contact"]
    : pages.map((page) => page.path));

/** A project's page, whichever the owner has: projects come and go with the content. */
function firstProjectPage(): string {
  const project = pages.find((page) => page.path.startsWith("/projects/"));
  if (!project) throw new Error("No project page in the content to measure");
  return project.path;
}

export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.01,
  tbtMs: 100,
  jsKbGzip: 120,
  homeTotalKb: 500,
};

interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKbGzip: number;
  totalKb: number;
}

const port = await freePort();
// "localhost", as in the build's default SITE_URL, so pages are not marked noindex.
const base = `http://localhost:${port}`;
const server = await startProductionServer({ port, env: { SITE_URL: base } });
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
let chrome = await launchChrome();

try {
  const proxy = await startScriptlessProxy(port);
  const results: { route: string; variant: "with JS" | "no JS"; median: Measurement }[] = [];
  for (const route of routes) {
    for (const [variant, origin] of [
      ["with JS", base],
      ["no JS", proxy.origin],
    ] as const) {
      const measurements: Measurement[] = [];
      for (let run = 0; run < runs; run++)
        measurements.push(await measureWithRetries(`${origin}${route}`));
      const median = medianOf(measurements);
      results.push({ route, variant, median });
      console.log(
        `  ${route} (${variant}): performance ${median.performance}, LCP ${median.lcpMs} ms`,
      );
    }
  }
  await proxy.close();

  const broken = results
    .filter((result) => result.variant === "with JS")
    .flatMap((result) => brokenBudgets(result.route, result.median));
  const failures = quick ? broken.filter((failure) => !failure.timing) : broken;
  const timingWarnings = quick ? broken.filter((failure) => failure.timing) : [];
  printTable(results);
  mkdirSync("reports/lighthouse", { recursive: true });
  writeFileSync(
    "reports/lighthouse/bench-web.json",
    JSON.stringify({ runs, budgets, results, failures }, null, 2),
  );
  console.log(`\nMedians of ${runs} run(s) per page; written to reports/lighthouse/bench-web.json`);
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
} finally {
  await chrome.kill();
  await server.stop();
  server.cleanUp();
}

/**
 * Lighthouse now and then fails to load a page at all on this shared machine (NO_NAVSTART:
 * no navigation in its trace); such a run is retried in a fresh browser, since once it
 * happens the same browser tends to fail every retry, and reported if it persists.
 */
async function measureWithRetries(url: string, attempts = 3): Promise<Measurement> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  (retrying in a fresh browser: ${(error as Error).message})`);
      await chrome.kill();
      chrome = await launchChrome();
    }
  }
}

async function measure(url: string): Promise<Measurement> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A failed load still yields a report, with zero scores: that is a broken run, not a result.
  if (result.lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const details = audits["network-requests"]?.details as unknown as
    | { items: { url: string; resourceType: string; transferSize: number }[] }
    | undefined;
  const requests = details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  let jsGzipBytes = 0;
  for (const script of scripts) {
    const body = Buffer.from(
      await (await fetch(script.url.replace("localhost", "127.0.0.1"))).arrayBuffer(),
    );
    jsGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    jsKbGzip: Number((jsGzipBytes / 1024).toFixed(1)),
    totalKb: Number(
      (requests.reduce((sum, request) => sum + request.transferSize, 0) / 1024).toFixed(1),
    ),
  };
}

function medianOf(measurements: Measurement[]): Measurement {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const keys = Object.keys(measurements[0] ?? {}) as (keyof Measurement)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(measurements.map((m) => m[key]))]),
  ) as unknown as Measurement;
}

interface BrokenBudget {
  text: string;
  /** A timing (or the score made of timings): too noisy to judge from one run. */
  timing: boolean;
}

function brokenBudgets(route: string, m: Measurement): BrokenBudget[] {
  const broken: BrokenBudget[] = [];
  const check = (ok: boolean, text: string, timing = false) => {
    if (!ok) broken.push({ text: `${route}: ${text}`, timing });
  };
  check(
    m.performance >= budgets.performance,
    `performance ${m.performance} < ${budgets.performance}`,
    true,
  );
  check(m.accessibility >= budgets.accessibility, `accessibility ${m.accessibility} < 100`);
  check(m.bestPractices >= budgets.bestPractices, `best practices ${m.bestPractices} < 100`);
  check(m.seo >= budgets.seo, `SEO ${m.seo} < 100`);
  check(m.lcpMs <= budgets.lcpMs, `LCP ${m.lcpMs} ms > ${budgets.lcpMs} ms`, true);
  check(m.cls <= budgets.cls, `CLS ${m.cls} > ${budgets.cls}`);
  check(m.tbtMs <= budgets.tbtMs, `TBT ${m.tbtMs} ms > ${budgets.tbtMs} ms`, true);
  check(
    m.jsKbGzip <= budgets.jsKbGzip,
    `JavaScript ${m.jsKbGzip} kB gzip > ${budgets.jsKbGzip} kB`,
  );
  if (route === "/")
    check(
      m.totalKb <= budgets.homeTotalKb,
      `first load ${m.totalKb} kB > ${budgets.homeTotalKb} kB`,
    );
  return broken;
}

function printTable(results: { route: string; variant: string; median: Measurement }[]) {
  const header = [
    "page",
    "",
    "perf",
    "a11y",
    "bp",
    "seo",
    "LCP ms",
    "CLS",
    "TBT ms",
    "JS kB gz",
    "total kB",
  ];
  const rows = results.map(({ route, variant, median: m }) => [
    route,
    variant,
    m.performance,
    m.accessibility,
    m.bestPractices,
    m.seo,
    m.lcpMs,
    m.cls,
    m.tbtMs,
    m.jsKbGzip,
    m.totalKb,
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => String(row[column]).length)),
  );
  const line = (row: (string | number)[]) =>
    row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}
