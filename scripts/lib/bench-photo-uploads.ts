/**
 * The photo case of `npm run bench:quote`: quote requests with 6 photos of about 4 MB each
 * (phone-sized, 4032 x 3024), posted as the form does with JavaScript, `concurrency` at once,
 * to a fresh production server started as deploy/marram-site.service starts it (its memory
 * settings). Reports requests/s, latency, and the server's peak resident memory
 * (VmHWM from /proc), against the budget of 300 MB with 10 uploads at once.
 */
import Database from "better-sqlite3";
import { dataPathOf } from "../../app/lib/react-router-internals";
import { headersFor, multipartBuffer, noisyJpeg, type Part } from "../../tests/support/test-photos";
import { percentile, quoteFields } from "./bench-support";
import { siteMemory } from "./process-memory";
import { startProductionServer, storedQuotes } from "./production-server";

export const memoryBudgetBytes = 300 * 1024 * 1024;

const peakResident = (pid: number) => siteMemory(pid, "peak");

export async function benchPhotoUploads({
  requests,
  concurrency,
}: {
  requests: number;
  concurrency: number;
}) {
  const photos: Buffer[] = [];
  for (let i = 0; i < 6; i++) photos.push(await noisyJpeg(4032, 3024, 0x3f - i));
  const photoBytes = photos.reduce((sum, photo) => sum + photo.length, 0);

  const server = await startProductionServer({
    env: { QUOTE_RATE_LIMIT: "0", QUOTE_MIN_FILL_SECONDS: "0" },
  });
  const pid = server.process.pid ?? 0;
  const idleResident = peakResident(pid);
  const target = `${server.url}${dataPathOf("/contact")}`;
  const body = (index: number) => {
    const fields: Part[] = Object.entries(quoteFields(`bench-photos-${index}`)).map(
      ([name, value]) => ({ name, value }),
    );
    const files: Part[] = photos.map((content, at) => ({
      name: "photos",
      filename: `IMG_${index}_${at}.jpg`,
      content,
    }));
    return multipartBuffer([...fields, ...files]);
  };

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let accepted = 0;
  let next = 0;
  async function worker() {
    while (next < requests) {
      const index = next++;
      const payload = body(index);
      const started = performance.now();
      try {
        const response = await fetch(target, {
          method: "POST",
          body: new Uint8Array(payload),
          headers: headersFor(),
        });
        const text = await response.text();
        latencies.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.ok && /MC-\d{5}/.test(text)) accepted++;
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const peak = peakResident(pid);
  await server.stop();

  const { requests: stored } = storedQuotes(server.databasePath);
  const db = new Database(server.databasePath, { readonly: true });
  const allPhotos =
    db
      .prepare(
        "SELECT COUNT(*) FROM quote_requests WHERE (SELECT COUNT(*) FROM quote_photos WHERE quote_request_id = quote_requests.id) <> 6",
      )
      .pluck()
      .get() === 0;
  db.close();
  server.cleanUp();

  latencies.sort((a, b) => a - b);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const rows: [string, string][] = [
    ["requests", `${requests} (6 photos, ${mb(photoBytes)} each request)`],
    ["concurrency", String(concurrency)],
    ["requests/s", (requests / seconds).toFixed(2)],
    ["p50 latency", `${percentile(latencies, 50).toFixed(0)} ms`],
    ["p99 latency", `${percentile(latencies, 99).toFixed(0)} ms`],
    ["statuses", [...statuses].map(([status, count]) => `${status}×${count}`).join(" ")],
    ["accepted", String(accepted)],
    ["stored, each with 6 photos", `${stored}${allPhotos ? "" : " (SOME WITHOUT ALL PHOTOS)"}`],
    ["server memory at start", mb(idleResident)],
    ["server peak memory", `${mb(peak)} (budget ${mb(memoryBudgetBytes)})`],
  ];
  console.log(`\nQuote requests with photos (POST ${dataPathOf("/contact")}, multipart)`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(26)} ${value}`);
  return {
    ok: accepted === requests && stored === accepted && allPhotos && peak < memoryBudgetBytes,
  };
}
