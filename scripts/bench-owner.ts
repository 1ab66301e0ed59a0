/**
 * `npm run bench:owner [-- --quick]`: Lighthouse (mobile defaults) on the owner's area as the
 * owner sees it on a phone: the inbox (/owner), one lead's page and the Website pages (the
 * front page of editing, reviews typed in, customers' reviews and a customer's review form,
 * company details, FAQs, services, one service, areas covered,
 * legal pages' dates, the blog posts, a new post's form and one post), signed in, with ~25 leads
 * in a fresh data folder; last, "How the site is doing" with a year of simulated traffic (about
 * 300 visits a day), with its server time for the year (budget 500 ms). 3 runs each (`--quick`: one run of the inbox, a lead, the Website
 * page and the richest editors; the browser tests check every page with axe). Prints a table of the medians, writes
 * reports/lighthouse/bench-owner.json (and each page's last full report beside it), and exits
 * non-zero when a page breaks a budget (issue 15): accessibility 100 always; performance at
 * least 95 judged on the median of 3 runs, only reported by --quick (one run on a shared
 * machine is too noisy). Best practices are reported; SEO is not run, as the area is noindex
 * on purpose. The audits that cost accessibility or best-practice points are listed with the
 * elements they name. Needs a build.
 */
import { readdirSync } from "node:fs";
import Database from "better-sqlite3";
import { addNote, changeStatus, setFollowUp } from "../app/leads/lead-actions.server";
import type { LeadStatus } from "../app/leads/lead-statuses";
import { askForReview } from "../app/reviews/review-requests.server";
import { replyToReview } from "../app/reviews/review-store.server";
import { storeLead, type TestLead } from "../tests/support/owner-fixtures";
import { addSignedUpUser, signIn } from "../tests/support/owner-session";
import { simulateYear } from "../tests/support/simulated-year";
import { content } from "../tests/support/site-content";
import { customerReview, testReviewSecrets, writeReview } from "../tests/support/test-reviews";
import { freePort } from "./lib/bench-support";
import {
  type BrokenBudget,
  type FailingAudit,
  failingAudits,
  formatTable,
  type Measurement,
  reportResults,
  saveReport,
  startLighthouse,
} from "./lib/lighthouse-runs";
import { type ProductionServer, startProductionServer } from "./lib/production-server";

const quick = process.argv.includes("--quick");
// Each editor measured on an item the checkout has (the samples, or the firm's own).
const firstIn = (folder: string, ending: string) =>
  readdirSync(folder, { withFileTypes: true })
    .find((entry) => entry.name.endsWith(ending) || (ending === "/" && entry.isDirectory()))
    ?.name.replace(ending, "");
const firstPost = firstIn("content/blog", ".md");
const firstService = firstIn("content/services", ".yaml");
const firstProject = firstIn("content/projects", "/");
const runs = quick ? 1 : 3;

// "How the site is doing" answers a year of 300 visits a day in under half a second (issue 27).
export const budgets = { performance: 95, accessibility: 100, resultsServerMs: 500 };

const ownerEmail = "owner@bench.example";
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const port = await freePort();
// "localhost", as bench:web measures the public pages, the host of the build's default SITE_URL.
const base = `http://localhost:${port}`;
const server = await startProductionServer({ port, env: { SITE_URL: base } });
const lighthouse = await startLighthouse();

try {
  const { leadId, reviewForm } = await seed(server);
  const cookie = await signIn(server.url, ownerEmail);
  const pages = [
    { name: "inbox", path: "/owner" },
    { name: "lead", path: `/owner/leads/${leadId}` },
    { name: "website", path: "/owner/site" },
    { name: "reviews", path: "/owner/site/reviews" },
    { name: "company", path: "/owner/site/company" },
    { name: "faqs", path: "/owner/site/faqs" },
    { name: "blog", path: "/owner/site/blog" },
    { name: "blog-new", path: "/owner/site/blog/new" },
    ...(firstPost ? [{ name: "blog-post", path: `/owner/site/blog/${firstPost}` }] : []),
    { name: "services", path: "/owner/site/services" },
    ...(firstService ? [{ name: "service", path: `/owner/site/services/${firstService}` }] : []),
    { name: "projects", path: "/owner/site/projects" },
    { name: "project-new", path: "/owner/site/projects/new" },
    ...(firstProject ? [{ name: "project", path: `/owner/site/projects/${firstProject}` }] : []),
    { name: "areas", path: "/owner/site/areas" },
    { name: "customer-reviews", path: "/owner/reviews" },
    // The customer's page (public, signed in or not): a link asked for and not yet used.
    { name: "review-form", path: reviewForm },
    { name: "legal", path: "/owner/site/legal" },
  ];
  const results: { page: string; median: Omit<Measurement, "seo">; audits: FailingAudit[] }[] = [];
  const quickOnes = new Set([
    "inbox",
    "lead",
    "website",
    "project",
    "blog-post",
    "service",
    "customer-reviews",
    "review-form",
  ]);
  const measure = async ({ name, path }: { name: string; path: string }) => {
    const { median: all, reports } = await lighthouse.measureRuns(`${base}${path}`, runs, {
      categories: ["performance", "accessibility", "best-practices"],
      headers: { Cookie: cookie },
    });
    const audits = new Map<string, FailingAudit>();
    for (const report of reports) {
      // A lost session would measure the sign-in page instead: that is no result.
      const landed = new URL(report.finalDisplayedUrl).pathname;
      if (landed !== path) throw new Error(`${path} showed ${landed}: not signed in`);
      for (const audit of [
        ...failingAudits(report, "accessibility"),
        ...failingAudits(report, "best-practices"),
      ])
        audits.set(audit.id, audit);
      saveReport(`bench-owner-${name}.report.json`, report, undefined);
    }
    const { seo: _notRun, ...median } = all;
    results.push({ page: path, median, audits: [...audits.values()] });
    console.log(`  ${path}: performance ${median.performance}, LCP ${median.lcpMs} ms`);
  };
  for (const page of quick ? pages.filter(({ name }) => quickOnes.has(name)) : pages)
    await measure(page);
  // Last, so the year's leads do not change the inbox measured above.
  const year = seedYear(server.databasePath);
  const resultsPath = "/owner/results";
  const serverMs = await serverTimes(`${base}${resultsPath}?period=${year}`, cookie);
  console.log(`  ${resultsPath}?period=${year}: server time median ${serverMs} ms`);
  await measure({ name: "results", path: resultsPath });

  const broken: BrokenBudget[] = [
    ...(serverMs > budgets.resultsServerMs
      ? [{ text: `${resultsPath}: ${serverMs} ms of server time for a year`, timing: true }]
      : []),
    ...results.flatMap(({ page, median: m }) => [
      ...(m.accessibility < budgets.accessibility
        ? [{ text: `${page}: accessibility ${m.accessibility} < 100`, timing: false }]
        : []),
      ...(m.performance < budgets.performance
        ? [{ text: `${page}: performance ${m.performance} < ${budgets.performance}`, timing: true }]
        : []),
    ]),
  ];
  console.log(
    `\n${formatTable(
      ["page", "perf", "a11y", "bp", "LCP ms", "TBT ms", "CLS", "JS kB gz"],
      results.map(({ page, median: m }) => [
        page,
        m.performance,
        m.accessibility,
        m.bestPractices,
        m.lcpMs,
        m.tbtMs,
        m.cls,
        m.jsKbGzip,
      ]),
    )}`,
  );
  for (const { page, audits } of results)
    for (const audit of audits)
      console.log(
        `\n${page}: ${audit.category} audit "${audit.id}" fails (${audit.title})${audit.items
          .map((item) => `\n    ${item}`)
          .join("")}`,
      );
  reportResults(
    "bench-owner",
    { runs, budgets, results: [...results, { page: `${resultsPath} (a year)`, serverMs }] },
    broken,
    quick,
  );
} finally {
  await lighthouse.close();
  await server.stop();
  server.cleanUp();
}

/**
 * The owner, and 25 quote requests over the last three weeks as the form stores them, moved
 * along as an owner would: most answered, some quoted, won or lost, a few spam, the newest
 * still new; notes and follow-up dates on some. Returns the lead to measure: one with a
 * history, notes and a follow-up, the fullest page an owner opens.
 */
async function seed({
  dataDir,
  databasePath,
}: ProductionServer): Promise<{ leadId: number; reviewForm: string }> {
  // The server has made the schema; its openDatabase would too, but needs Vite to load.
  const db = new Database(databasePath, { timeout: 5000 });
  db.pragma("foreign_keys = ON");
  try {
    const owner = await addSignedUpUser(db, ownerEmail, "owner");
    const now = Date.now();
    const today = new Date(now).setUTCHours(0, 0, 0, 0);
    const ids = sampleLeads().map((lead, index) => {
      const { id } = storeLead(lead, dataDir);
      // Mostly in working hours (UTC, near enough), about one a day, the newest just now.
      const receivedAt = Math.min(
        now - (20 + index) * minute,
        today - Math.floor(index * 0.8) * day + (8 * 60 + ((index * 97) % 540)) * minute,
      );
      db.prepare("UPDATE quote_requests SET received_at = ? WHERE id = ?").run(
        new Date(receivedAt).toISOString(),
        id,
      );
      const status = statusOf(index);
      if (status !== "new") {
        const answered = receivedAt + (35 + ((index * 47) % 240)) * minute;
        if (status !== "spam" && status !== "contacted")
          changeStatus(db, { leadId: id, status: "contacted", user: owner, now: answered });
        changeStatus(db, { leadId: id, status, user: owner, now: answered + 2 * hour });
      }
      return { id, status, index };
    });
    for (const { id, index } of ids.filter(({ status }) => status === "visit-booked")) {
      addNote(db, {
        leadId: id,
        text: "Rang back, spoke to them for ten minutes. Keen to start in the spring.\nAccess is down the side of the house, no parking on the road.",
        user: owner,
        now: now - index * 10 * hour,
      });
      addNote(db, {
        leadId: id,
        text: "Site visit booked for Thursday at 10. Bring the laser measure and the brochure.",
        user: owner,
        now: now - index * 9 * hour,
      });
      setFollowUp(db, {
        leadId: id,
        // From yesterday to two days ahead: one overdue, one due today, two to come.
        date: new Date(now + ((index % 4) - 1) * day).toISOString().slice(0, 10),
      });
    }
    const measured = ids.find(({ status }) => status === "visit-booked");
    if (!measured) throw new Error("No lead with a booked visit to measure");
    // Reviews from the won and quoted customers, one with a reply; the newest not yet written.
    const reviewers = ids.filter(({ status }) => status === "won" || status === "quoted");
    const secrets = testReviewSecrets(content.company);
    reviewers.slice(1).forEach(({ id }, index) => {
      const review = writeReview(db, {
        leadId: id,
        by: owner,
        secrets,
        review: customerReview({ rating: 5 - (index % 3) }),
        now: now - index * 3 * day,
      });
      if (index === 0)
        replyToReview(db, {
          id: review,
          text: "Thank you: it was a pleasure to work with you.",
          by: owner,
        });
    });
    const asked = reviewers[0];
    if (!asked) throw new Error("No won lead to ask for a review");
    const { link } = askForReview(
      db,
      {
        leadId: asked.id,
        job: { serviceSlug: "roofing", job: "Roofing", projectSlug: null, town: "Lytham" },
        by: owner,
      },
      secrets,
    );
    return { leadId: measured.id, reviewForm: new URL(link).pathname };
  } finally {
    db.close();
  }
}

/** A year of traffic and leads (tests/support/simulated-year.ts); returns the year to show. */
function seedYear(databasePath: string): string {
  const db = new Database(databasePath, { timeout: 5000 });
  try {
    const { rows, leads } = simulateYear(db);
    console.log(`  seeded a year of visits: ${rows} rows of counts, ${leads} more leads`);
  } finally {
    db.close();
  }
  return String(new Date().getUTCFullYear());
}

/** The median of 7 requests' time to the last byte: the server's time, on this machine. */
async function serverTimes(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[3] ?? 0);
}

function statusOf(index: number): LeadStatus {
  if (index < 4) return "new";
  const later: LeadStatus[] = [
    "contacted",
    "visit-booked",
    "quoted",
    "contacted",
    "won",
    "quoted",
    "lost",
    "spam",
    "visit-booked",
    "not-a-fit",
  ];
  return pick(later, index);
}

function sampleLeads(): TestLead[] {
  const people: [string, string][] = [
    ["Sarah", "Mills"],
    ["Tom", "Whittaker"],
    ["Priya", "Shah"],
    ["Gareth", "Hughes"],
    ["Lucy", "Fairclough"],
    ["Mohammed", "Iqbal"],
    ["Joanne", "Rigby"],
    ["Daniel", "Ashworth"],
    ["Helen", "O'Connor"],
    ["Craig", "Bamber"],
    ["Emma", "Cartwright"],
    ["Stephen", "Holt"],
    ["Aisha", "Begum"],
  ];
  const towns = ["Lytham", "Poulton-le-Fylde", "Thornton-Cleveleys", "St Annes", "Garstang"];
  const requests: Pick<TestLead, "projectType" | "budget" | "message">[] = [
    {
      projectType: "extension",
      budget: "25k-50k",
      message:
        "We'd like a single-storey rear extension for a bigger kitchen-diner, about 4 m deep.\nThe house is a 1930s semi. We have drawings from an architect but no planning yet.\nBest to ring after 5pm on weekdays.",
    },
    {
      projectType: "renovation",
      budget: "50k-100k",
      message:
        "Full renovation of a bungalow we've just bought: rewire, new roof coverings, knock through between kitchen and lounge.\nHoping to move in by the autumn.",
    },
    {
      projectType: "new-build",
      budget: "over-250k",
      message:
        "We have planning for a detached four-bed on a plot at the end of our garden.\nLooking for a builder for the whole job, foundations to finish. Happy to send the plans.",
    },
    {
      projectType: "joinery",
      message:
        "Could you quote for a made-to-measure staircase in oak, straight flight, 13 steps?\nThe old one is pine and creaks badly.",
    },
    {
      projectType: "commercial",
      budget: "100k-250k",
      message:
        "Fit-out of a ground-floor shop unit as a café: new shopfront, kitchen, toilets.\nThe lease starts next month so we need to move quickly.",
    },
    {
      projectType: "other",
      budget: "under-25k",
      message:
        "Garden wall has started to lean after the storm, about 12 m long and 1.5 m high.\nIt's on the boundary with next door, who is happy to share the cost.",
    },
  ];
  return Array.from({ length: 25 }, (_, index) => {
    const [firstName, lastName] = pick(people, index);
    const request = pick(requests, index);
    const email = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
    return {
      firstName,
      lastName,
      email: `${email}@example.org`,
      phone: `07${String(700_000_000 + index * 7_919_113).slice(0, 9)}`,
      ...request,
      message: `${request.message}\nWe're in ${pick(towns, index)}.`,
    };
  });
}

/** The list's entry at `index`, going round again past its end. */
function pick<T>(list: readonly T[], index: number): T {
  const entry = list[index % list.length];
  if (entry === undefined) throw new Error("Nothing to pick from");
  return entry;
}
