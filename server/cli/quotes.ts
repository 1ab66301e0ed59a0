import { existsSync } from "node:fs";
import Database from "better-sqlite3";
import { loadConfig } from "../config";
import { recentQuotes, toCsv, toText } from "./quote-report";

/**
 * `npm run quotes`: the latest quote requests, straight from the database, so the owner can
 * read every lead even if email fails. `-- --csv` exports them all for a spreadsheet;
 * `-- --limit 50` shows more.
 */
export function quotes(args: string[]): number {
  const csv = args.includes("--csv");
  const limitIndex = args.indexOf("--limit");
  const limit = csv ? null : Number(limitIndex >= 0 ? args[limitIndex + 1] : 20) || 20;
  const { DATABASE_PATH } = loadConfig();
  if (!existsSync(DATABASE_PATH)) {
    console.error(
      `No database at ${DATABASE_PATH} yet: no quote request has been received. (Set DATABASE_PATH if it lives elsewhere.)`,
    );
    return 1;
  }
  const db = new Database(DATABASE_PATH, { readonly: true, fileMustExist: true });
  const rows = recentQuotes(db, limit);
  process.stdout.write(csv ? toCsv(rows) : toText(rows));
  db.close();
  return 0;
}
