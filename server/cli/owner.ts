import { openDatabase } from "../../app/db/database.server";
import { loadConfig } from "../config";
import { runOwnerCommand } from "./owner-command";

/** `npm run owner -- add EMAIL`: the owner area's accounts, from the server's command line. */
export function owner(args: string[]): number {
  const config = loadConfig();
  // A person at the server's command line can wait for the site's own writes longer than a
  // visitor's request should.
  const db = openDatabase(config.DATABASE_PATH, {
    busyTimeoutMs: Math.max(config.DATABASE_BUSY_TIMEOUT_MS, 15_000),
  });
  try {
    return runOwnerCommand(args, {
      db,
      siteUrl: config.SITE_URL,
      output: { out: (line) => console.log(line), err: (line) => console.error(line) },
    });
  } finally {
    db.close();
  }
}
