import { afterAll, describe, expect, it } from "vitest";
import { addSignedUpUser, signIn } from "../tests/support/owner-session";
import { waitFor } from "../tests/support/quote-posts";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/**
 * The server knows its disk (issue 50): read through a fake `statfs` whose free space the test
 * sets, so the warning, the 503 and the owners' one email are seen without filling a disk.
 */
const gb = 1_000_000_000;
let free = 40 * gb;
const statfs = () => ({ bavail: free / 4096, bsize: 4096, blocks: (50 * gb) / 4096 });

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.stop().catch(() => {});
  for (const app of apps) removeDir(app.dataDir);
});

async function start(dataDir?: string) {
  const app = await startTestApp({}, { statfs, ...(dataDir ? { dataDir } : {}) });
  apps.push(app);
  return app;
}
const health = async (app: TestApp) => {
  const response = await fetch(`${app.url}/healthz`);
  return { status: response.status, body: await response.json() };
};
const emails = (app: TestApp) =>
  app.services.db
    .prepare("SELECT status FROM outbox WHERE kind = 'low-disk-space' ORDER BY id")
    .pluck()
    .all();
const at = (time: string) => Date.parse(`2026-11-25T${time}:00Z`);

describe("the data folder's disk", () => {
  it("is in /healthz; under the margin it answers 503 with the reason, and the owner's pages warn", async () => {
    free = 40 * gb;
    const app = await start();
    await addSignedUpUser(app.services.db, "owner@example.com");
    const cookie = await signIn(app.url, "owner@example.com");
    const roomy = await health(app);
    expect(roomy.status).toBe(200);
    expect(roomy.body).toMatchObject({
      status: "ok",
      disk: { freeBytes: 40 * gb, totalBytes: 50 * gb },
      problems: [],
    });
    expect(roomy.body.disk.databaseBytes).toBeGreaterThan(0);
    const owner = () =>
      fetch(`${app.url}/owner`, { headers: { Cookie: cookie } }).then((page) => page.text());
    expect(await owner()).not.toContain("nearly out of disk space");

    free = 800_000_000;
    const low = await health(app);
    expect(low.status).toBe(503);
    expect(low.body.status).toBe("degraded");
    expect(low.body.problems).toEqual([
      expect.stringMatching(
        /^the data folder's disk has only 800 MB free, under the 1 GB kept for quote requests \(the database is [\d.]+ [kM]B\)$/,
      ),
    ]);
    expect(await owner()).toMatch(/nearly out of disk space: 800 MB left/);
  });

  it("emails the owner once, across a restart, and again only after it has recovered", async () => {
    free = 700_000_000;
    let app = apps[0] as TestApp;
    app.services.lowDiskAlerts.run(at("09:00"));
    expect(emails(app)).toHaveLength(1);
    // It goes out through the outbox, like every email.
    await waitFor(() => emails(app)[0] === "sent");

    await app.stop();
    app = await start(app.dataDir);
    app.services.lowDiskAlerts.run(at("09:30"));
    app.services.lowDiskAlerts.run(at("10:30"));
    expect(emails(app)).toHaveLength(1);

    free = 30 * gb;
    app.services.lowDiskAlerts.run(at("11:00"));
    expect((await health(app)).status).toBe(200);
    free = 500_000_000;
    app.services.lowDiskAlerts.run(at("16:00"));
    expect(emails(app)).toHaveLength(2);
  });
});
