import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The browser the tests drive: $CHROMIUM_PATH if set, else Playwright's own download if there
 * is one, else Debian's /usr/bin/chromium.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    safely(() => chromium.executablePath()),
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at: ${candidates.join(", ")}). Install one with ` +
        "`apt-get install -y chromium`, or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    );
  }
  return found;
}

function safely(get: () => string): string | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

/** Flags for a headless Chromium on a machine without outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
