import { openDatabase } from "../../app/db/database.server";
import { loadConfig } from "../config";
import { runCalendarCommand } from "./calendar-command";

/** `npm run calendar -- feed ADDRESS`: the owner's calendar feed, from the server's command line. */
export async function calendar(args: string[]): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_PATH, {
    busyTimeoutMs: Math.max(config.DATABASE_BUSY_TIMEOUT_MS, 15_000),
  });
  try {
    return await runCalendarCommand(args, {
      db,
      output: {
        out: (line) => console.log(line),
        err: (line) => console.error(line),
        write: (text) => process.stdout.write(text),
      },
    });
  } finally {
    db.close();
  }
}
