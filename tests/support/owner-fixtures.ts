import { execFileSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { createQuoteStore } from "../../app/quote-requests/sqlite-quote-store.server";
import { content } from "./site-content";

/** The e2e server's data folder (playwright.config.ts makes it once per run). */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the tests with `npm run test:e2e`");
  return dataDir;
}

/**
 * A user added the way the owner adds one, with the server's own command; returns the path
 * of their set-up link (the command prints a link on SITE_URL, not on the test server).
 */
export function addOwnerAccount(
  email: string,
  { role = "owner", dataDir = e2eDataDir() }: { role?: "owner" | "staff"; dataDir?: string } = {},
): string {
  const printed = execFileSync(
    process.execPath,
    ["server/main.js", "owner", "add", email, "--role", role],
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  const link = /https?:\/\/\S+(\/owner\/set-up\/[\w-]+)/.exec(printed);
  if (!link?.[1]) throw new Error(`No set-up link in the owner command's output:\n${printed}`);
  return link[1];
}

export interface TestLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: string;
  message: string;
  budget?: string;
}

/** A quote request stored as the form stores one, straight into the test server's database. */
export function storeLead(
  lead: TestLead,
  dataDir = e2eDataDir(),
): { id: number; reference: string } {
  const db = new Database(path.join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const store = createQuoteStore(db, {
      company: content.company,
      notifyTo: content.company.email,
      from: { name: "Test", address: "site@example.com" },
      siteUrl: "http://127.0.0.1",
    });
    const receipt = store.save(
      { ...lead, projectType: lead.projectType as never, budget: lead.budget as never },
      `test-${Math.random()}`,
      { ipHash: "test", formAgeMs: 10_000 },
    );
    if (receipt.status === "unavailable") throw new Error("The test database was busy");
    const id = db
      .prepare("SELECT id FROM quote_requests WHERE reference = ?")
      .pluck()
      .get(receipt.reference) as number;
    return { id, reference: receipt.reference };
  } finally {
    db.close();
  }
}
