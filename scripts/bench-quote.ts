/**
 * `npm run bench:quote [-- --requests 3000 --concurrency 50]`: starts the production server
 * on 127.0.0.1 with a fresh database, posts that many valid quote requests at once the way the
 * form does with JavaScript, and prints requests/s, latency, errors, and whether the database
 * holds exactly the requests that were answered as accepted. Then the same with 6 photos of
 * 4 MB each (`--photo-requests 20 --photo-concurrency 10`, `--photo-requests 0` to skip):
 * requests/s and the server's peak memory. Needs a build (`npm run build`).
 */
import { dataPathOf } from "../app/lib/react-router-internals";
import { benchPhotoUploads } from "./lib/bench-photo-uploads";
import { percentile, quoteFields } from "./lib/bench-support";
import { option } from "./lib/command-line";
import { startProductionServer, storedQuotes } from "./lib/production-server";

const total = Number(option("requests") ?? 3000);
const concurrency = Number(option("concurrency") ?? 50);
const photoRequests = Number(option("photo-requests") ?? 20);
const photoConcurrency = Number(option("photo-concurrency") ?? 10);

const server = await startProductionServer({
  // Lifted for this run only: one address posting thousands of times is the point here.
  env: { QUOTE_RATE_LIMIT: "0", QUOTE_MIN_FILL_SECONDS: "0" },
});
const base = server.url;
/** Where the form posts with JavaScript. */
const contactData = dataPathOf("/contact");

const body = (index: number) => new URLSearchParams(quoteFields(`bench-${index}`));

const latencies: number[] = [];
const statuses = new Map<number, number>();
let accepted = 0;
let errors = 0;
let next = 0;

async function worker() {
  while (next < total) {
    const index = next++;
    const started = performance.now();
    try {
      const response = await fetch(`${base}${contactData}`, { method: "POST", body: body(index) });
      const text = await response.text();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.ok && text.includes('"reference"') && /MC-\d{5}/.test(text)) accepted++;
      else errors++;
    } catch {
      errors++;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;

await server.stop();
const { requests: stored, emails: queued } = storedQuotes(server.databasePath);
server.cleanUp();

latencies.sort((a, b) => a - b);
const rows: [string, string][] = [
  ["requests", String(total)],
  ["concurrency", String(concurrency)],
  ["requests/s", (total / seconds).toFixed(0)],
  ["p50 latency", `${percentile(latencies, 50).toFixed(1)} ms`],
  ["p99 latency", `${percentile(latencies, 99).toFixed(1)} ms`],
  ["statuses", [...statuses].map(([status, count]) => `${status}×${count}`).join(" ")],
  ["errors", String(errors)],
  ["accepted", String(accepted)],
  ["stored in database", String(stored)],
  ["emails queued", String(queued)],
  ["database matches accepted", stored === accepted && queued === 2 * accepted ? "yes" : "NO"],
];
console.log(`\nQuote requests benchmark (POST ${contactData}, the form's JavaScript path)`);
for (const [name, value] of rows) console.log(`  ${name.padEnd(26)} ${value}`);
if (stored !== accepted || errors > 0) process.exitCode = 1;

if (photoRequests > 0) {
  const photos = await benchPhotoUploads({
    requests: photoRequests,
    concurrency: photoConcurrency,
  });
  if (!photos.ok) process.exitCode = 1;
}
