import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/support/find-chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the runner; workers inherit it, so tests can read the same database.
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), "marram-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
const launchOptions = { executablePath: findChromium(), args: chromiumArgs };
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions,
};
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions };
const publishing = "owner-publishing.spec.ts";

/** Browser tests against the production build, served by the production server. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One more try in CI only, for Chromium's own stalls (decision 025); the list reporter names
  // every test that needed it as "flaky". Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  // Two cores shared by the server, two browsers and the runner: a quote sent from a page
  // still hydrating can take longer than the default 5 s.
  expect: { timeout: 10_000 },
  // In CI a failed test's retry records the trace: recording every test costs about a tenth
  // of the run on two cores. Locally there is no retry, so the failure keeps its trace.
  use: {
    baseURL,
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  projects: [
    // The owner's publishing is one file of builds in a row, minutes in one worker: it goes
    // first, so that the other worker runs everything else meanwhile instead of waiting at the end.
    { name: "phone", testMatch: publishing, use: phone },
    { name: "desktop", testIgnore: publishing, use: desktop },
    { name: "phone", testIgnore: publishing, use: phone },
  ],
  webServer: {
    command: "node server/main.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      // Browser tests fill the form in milliseconds and post often; both guards have tests of their own.
      QUOTE_MIN_FILL_SECONDS: "0",
      QUOTE_RATE_LIMIT: "10000",
    },
  },
});
