import { createServer } from "node:net";

/** A port nothing is listening on, found by letting the system pick one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealthy(base: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  let said = "";
  while (Date.now() - started < timeoutMs) {
    try {
      const health = await fetch(`${base}/healthz`);
      if (health.ok) return;
      // A 503 says why (a disk under the site's margin, say): worth passing on.
      said = `: ${await health.text()}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The server at ${base} did not become healthy within ${timeoutMs / 1000} s${said}`,
  );
}

/** The value below which `p` per cent of the sorted values fall. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** A valid quote request as the form sends it, one of its own by `key` (its idempotency key). */
export const quoteFields = (key: string) => ({
  firstName: "Bench",
  lastName: key,
  email: `${key}@example.org`,
  phone: "01253 123456",
  projectType: "extension",
  message: `Benchmark request ${key}: a single-storey rear extension, about 4 m deep.`,
  idempotencyKey: key,
  website: "",
});
