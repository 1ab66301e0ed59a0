/**
 * `npm run bench:job [-- --runs 3]`: a customer's job page on a phone (issue 49), against a
 * fresh production server.
 * 1. An update with 6 phone photos (4032 x 3024, about 2.5 MB each of brickwork, as hard on the
 *    encoder as real ones), posted by the owner as the page posts it, until the customer's page
 *    shows it with its 6 thumbnails loaded: run after run, the median against 10 s.
 * 2. The job page with 40 updates and 120 photos opened at 390 x 844 in Chromium: the bytes of
 *    the first screen (the page, its stylesheet and font, and the pictures in view) against
 *    150 kB, and every byte the page loaded before it was still (lazy pictures near the screen
 *    included), reported.
 * Prints the numbers; exits 1 when a budget is broken. Needs a build.
 */
import Database from "better-sqlite3";
import { chromium } from "playwright";
import type { Db } from "../app/db/database.server";
import { linkOfJob } from "../app/jobs/job-links.server";
import { chromiumArgs, findChromium } from "../tests/support/find-chromium";
import { storeLead } from "../tests/support/owner-fixtures";
import { addSignedUpUser, signIn } from "../tests/support/owner-session";
import { acceptedJob } from "../tests/support/test-jobs";
import { headersFor, multipartBuffer } from "../tests/support/test-photos";
import { percentile } from "./lib/bench-support";
import { option } from "./lib/command-line";
import { brickPhoto, seedJob } from "./lib/job-bench-data";
import { startProductionServer } from "./lib/production-server";

const runs = Number(option("runs") ?? 3);
const budgets = { postedAndShownMs: 10_000, firstScreenKb: 150 };
const ownerEmail = "owner@bench.example";

const server = await startProductionServer({ output: "ignore" });
const broken: string[] = [];
try {
  const db = new Database(server.databasePath, { timeout: 5000 }) as unknown as Db;
  const owner = await addSignedUpUser(db, ownerEmail, "owner");
  const { id: leadId } = storeLead(
    {
      firstName: "Sam",
      lastName: "Bench",
      email: "sam@example.org",
      phone: "07700 900111",
      projectType: "extension",
      message: "A rear extension.",
    },
    server.dataDir,
  );
  const { job } = await acceptedJob(db, { now: Date.now() }, { leadId, owner });
  const jobPage = `${server.url}${linkOfJob(db, Buffer.alloc(32, 7), job.id)}`;
  db.close();
  const cookie = await signIn(server.url, ownerEmail);
  const photos = await Promise.all(
    Array.from({ length: 6 }, (_, index) => brickPhoto(4032, 3024, 16 + index * 4)),
  );
  const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / 1e6;
  console.log(`6 photos, ${megabytes.toFixed(1)} MB in all`);

  const timings: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const text = `Run ${run}: first fix done, plastering Tuesday`;
    const started = performance.now();
    const posted = await fetch(`${server.url}/owner/jobs/${job.id}/update`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headersFor(), Cookie: cookie, Origin: server.url },
      body: new Uint8Array(
        multipartBuffer([
          { name: "text", value: text },
          ...photos.map((content, at) => ({ name: "photos", filename: `IMG_${at}.jpg`, content })),
        ]),
      ),
    });
    if (posted.status !== 302) throw new Error(`The update was refused: ${posted.status}`);
    const page = await (await fetch(jobPage)).text();
    const newest = page.slice(page.indexOf(text));
    const thumbs = [...newest.matchAll(/src="([^"]+\?size=small)"/g)].slice(0, 6);
    if (thumbs.length < 6) throw new Error("The customer's page does not show the 6 photos");
    await Promise.all(
      thumbs.map(async ([, src]) => {
        const thumb = await fetch(new URL(src?.replaceAll("&amp;", "&") ?? "", server.url));
        if (!thumb.ok) throw new Error(`A thumbnail answered ${thumb.status}`);
        await thumb.arrayBuffer();
      }),
    );
    timings.push(performance.now() - started);
    console.log(`  run ${run}: posted and shown in ${Math.round(timings.at(-1) ?? 0)} ms`);
  }
  const median = Math.round(
    percentile(
      [...timings].sort((a, b) => a - b),
      50,
    ),
  );
  console.log(
    `An update with 6 photos, posted and shown: median ${median} ms (budget ${budgets.postedAndShownMs})`,
  );
  if (median > budgets.postedAndShownMs) broken.push(`posting 6 photos took ${median} ms`);

  const { jobPage: fullPage } = await seedJob(server, ownerEmail);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const bytes = new Map<string, number>();
    const sized: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      sized.push(
        request.sizes().then((size) => {
          bytes.set(request.url(), size.responseBodySize + size.responseHeadersSize);
        }),
      );
    });
    await page.goto(`${server.url}${fullPage}`, { waitUntil: "networkidle" });
    await Promise.all(sized);
    const inView = await page.evaluate(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && image.currentSrc;
        })
        .map((image) => image.currentSrc),
    );
    const sum = (urls: string[]) => urls.reduce((total, url) => total + (bytes.get(url) ?? 0), 0);
    const notImages = [...bytes.keys()].filter((url) => !/\/photos\/\d+/.test(url));
    const firstScreen = (sum(notImages) + sum(inView)) / 1024;
    const everything = sum([...bytes.keys()]) / 1024;
    const pictures = [...bytes.keys()].filter((url) => /\/photos\/\d+/.test(url)).length;
    console.log(
      `The job page with 40 updates and 120 photos: first screen ${firstScreen.toFixed(1)} kB (budget ${budgets.firstScreenKb}, ${inView.length} pictures in view); loaded before still ${everything.toFixed(1)} kB, ${pictures} pictures`,
    );
    if (firstScreen > budgets.firstScreenKb)
      broken.push(`the first screen is ${firstScreen.toFixed(1)} kB`);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  server.cleanUp();
}
if (broken.length > 0) {
  console.log(`Over budget: ${broken.join("; ")}`);
  process.exit(1);
}
console.log("All budgets met.");
