import { openDatabase } from "../../app/db/database.server";
import { loadConfig } from "../config";
import { runOwnerCommand } from "./owner-command";

/**
 * `npm run owner -- add EMAIL [--role owner|staff]`, `list`, `remove EMAIL`, `reset EMAIL`:
 * the people who can sign in to /owner, managed on the server. A new user gets a one-time
 * set-up link to choose their password. Nothing here sees an address, so no keyed hash (and
 * no secret) is needed: the audit log records these as done on the server.
 */
const config = loadConfig();
// A person at the server's command line can wait for the site's own writes longer than a
// visitor's request should (seen: 2 s was not enough on a busy machine).
const db = openDatabase(config.DATABASE_PATH, {
  busyTimeoutMs: Math.max(config.DATABASE_BUSY_TIMEOUT_MS, 15_000),
});
const code = runOwnerCommand(process.argv.slice(2), {
  db,
  siteUrl: config.SITE_URL,
  output: { out: (line) => console.log(line), err: (line) => console.error(line) },
});
db.close();
process.exitCode = code;
