/**
 * `npm run bench:publish [-- --publishes 5 | --edit phone | --photos 15]`: the owner publishes
 * while visitors use the site. A production server (as `npm start` runs it) publishes from a
 * copy of the sources. Each round edits the answer to the first FAQ through the owner's form (a
 * text edit; `--edit phone`: the company's phone number instead, which is on every page), opens
 * the preview of the page, publishes, and waits until the public page shows the change, while 6
 * visitors load pages and send quote requests without pause (from 30 s before the first). Prints, per
 * publish: seconds from "Publish" to the public page showing it, the preview's time, the
 * site's memory after it, and the visitors' requests and errors.
 * Budgets (issue "Content is data"): a text edit on the public page within 3 s (median), a
 * preview within 1 s, no failed request, no lost quote request, memory after the last publish
 * within 10 MB of after the first. `--photos 15`: one round instead, in which the owner adds a
 * project with 15 phone-sized photos (12 MP JPEGs of about 4 MB), describes them and
 * publishes; its budget is 30 s from the start of the upload to the page. Needs a build.
 */
import Database from "better-sqlite3";
import { dataPathOf } from "../app/lib/react-router-internals";
import { addSignedUpUser, postForm, signIn } from "../tests/support/owner-session";
import { siteSourceCopy } from "../tests/support/site-source-copy";
import { percentile, quoteFields } from "./lib/bench-support";
import { option } from "./lib/command-line";
import { siteMemory } from "./lib/process-memory";
import { startProductionServer, storedQuotes } from "./lib/production-server";
import { ownerEdits } from "./lib/publish-edits";

const photos = process.argv.includes("--photos") ? Number(option("photos")) || 15 : 0;
const publishes = photos > 0 ? 1 : Number(option("publishes") ?? 5) || 5;
const liveBudgetSeconds = photos > 0 ? 30 : 3;
const previewBudgetMs = 1000;
/** `--visitors 0`: the owner alone, as on a quiet evening; 6 by default. */
const visitorCount = Number(option("visitors") ?? 6);
const edit = option("edit") ?? "faq";
const ownerEmail = "owner@bench.example";

const sourceDir = siteSourceCopy();
const server = await startProductionServer({
  env: {
    SITE_SOURCE_DIR: sourceDir,
    QUOTE_RATE_LIMIT: "0",
    QUOTE_MIN_FILL_SECONDS: "0",
    LOG_LEVEL: "warn",
  },
  output: "ignore",
});
const pid = server.process.pid ?? 0;

{
  // The server has made the database: a plain connection is enough to add the owner.
  const db = new Database(server.databasePath);
  db.pragma("busy_timeout = 5000");
  await addSignedUpUser(db, ownerEmail);
  db.close();
}
const cookie = await signIn(server.url, ownerEmail);

// Visitors: pages and quote requests, all the time.
let visiting = true;
let sent = 0;
let accepted = 0;
const failures: string[] = [];
const latencies: number[] = [];
async function visitor(id: number) {
  for (let n = 0; visiting; n++) {
    const index = id * 100_000 + n;
    const started = performance.now();
    try {
      if (n % 2 === 0) {
        const response = await fetch(`${server.url}${n % 4 === 0 ? "/" : "/contact"}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`page ${response.status}`);
      } else {
        sent++;
        const response = await fetch(`${server.url}${dataPathOf("/contact")}`, {
          method: "POST",
          body: new URLSearchParams(quoteFields(`publish-${index}`)),
        });
        const text = await response.text();
        if (response.ok && /MC-\d{5}/.test(text)) accepted++;
        else failures.push(`quote ${response.status}`);
      }
    } catch (error) {
      failures.push(String(error));
    }
    latencies.push(performance.now() - started);
  }
}
const visitors = Array.from({ length: visitorCount }, (_, id) => visitor(id));
/**
 * The visitors alone first, as on a site that has been up a while before the owner publishes:
 * its memory after the first publish is then that of a server in use, not one just started
 * (which grows by some 20 MB as its code warms up under load, publishing or not).
 */
const warmUpSeconds = visitorCount > 0 ? 30 : 0;
await new Promise((resolve) => setTimeout(resolve, warmUpSeconds * 1000));

const publishStatus = (id: number) => {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db.prepare("SELECT status, message FROM publishes WHERE id = ?").get(id) as
      | { status: string; message: string | null }
      | undefined;
  } finally {
    db.close();
  }
};

const rounds: { seconds: number; previewMs: number; status: string; memoryMb: number }[] = [];
try {
  const owner = ownerEdits(server.url, cookie);
  for (let round = 1; round <= publishes; round++) {
    const uploadStarted = performance.now();
    const { page, shows } =
      photos > 0
        ? await owner.addProject(photos)
        : edit === "phone"
          ? await owner.changePhone(round)
          : await owner.changeFaq(round);
    const previewStarted = performance.now();
    const preview = await fetch(`${server.url}/owner/preview${page}`, {
      headers: { Cookie: cookie },
    });
    if (!(await preview.text()).includes(shows))
      throw new Error(`the preview of ${page} lacks the change`);
    const previewMs = performance.now() - previewStarted;
    const started = photos > 0 ? uploadStarted : performance.now();
    const asked = await postForm(server.url, "/owner/site", { intent: "publish" }, { cookie });
    if (asked.status !== 200) throw new Error(`publish answered ${asked.status}`);
    let status = publishStatus(round);
    // Until the public page shows the change, or the publish failed.
    for (;;) {
      status = publishStatus(round);
      if (status?.status === "failed") break;
      if ((await (await fetch(`${server.url}${page}`)).text()).includes(shows)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    while (status?.status !== "live" && status?.status !== "failed") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = publishStatus(round);
    }
    rounds.push({
      seconds,
      previewMs,
      status: status.status,
      memoryMb: siteMemory(pid, "now") / 1e6,
    });
    console.log(
      `  publish ${round}: ${status.status}, on the page after ${seconds.toFixed(1)} s (preview ${previewMs.toFixed(0)} ms)${status.message ? ` (${status.message})` : ""}`,
    );
  }
} finally {
  visiting = false;
  await Promise.all(visitors);
}

await server.stop();
const stored = storedQuotes(server.databasePath).requests;
server.cleanUp();

latencies.sort((a, b) => a - b);
const memoryGrowth = (rounds.at(-1)?.memoryMb ?? 0) - (rounds[0]?.memoryMb ?? 0);
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const medianSeconds = median(rounds.map((r) => r.seconds));
const medianPreviewMs = median(rounds.map((r) => r.previewMs));
console.log("\nPublishing while visitors use the site");
for (const [name, value] of [
  ["publishes", rounds.map((r) => `${r.status} in ${r.seconds.toFixed(1)} s`).join(", ")],
  ["median to the page", `${medianSeconds.toFixed(1)} s (budget ${liveBudgetSeconds} s)`],
  ["median preview", `${medianPreviewMs.toFixed(0)} ms (budget ${previewBudgetMs} ms)`],
  [
    "site memory after each",
    `${rounds.map((r) => `${r.memoryMb.toFixed(0)} MB`).join(", ")} (last within 10 MB of first)`,
  ],
  ["visitors alone before", `${warmUpSeconds} s`],
  ["visitors' requests", String(latencies.length)],
  [
    "p50 / p99 latency",
    `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} ms`,
  ],
  ["failed requests", String(failures.length)],
  ["quote requests accepted", `${accepted} of ${sent}`],
  ["stored in database", String(stored)],
] as const)
  console.log(`  ${name.padEnd(24)} ${value}`);
if (failures.length > 0) console.log(`  failures: ${[...new Set(failures)].join(", ")}`);
const ok =
  rounds.length === publishes &&
  rounds.every((r) => r.status === "live") &&
  medianSeconds <= liveBudgetSeconds &&
  medianPreviewMs <= previewBudgetMs &&
  failures.length === 0 &&
  stored === accepted &&
  accepted === sent &&
  memoryGrowth <= 10;
if (!ok) process.exitCode = 1;
