import path from "node:path";
import { describeFailure } from "../backup/backup-error";
import { restoreReport } from "../backup/report";
import { restoreBackup } from "../backup/restore-backup";
import { loadConfig } from "../config";

/** `npm run restore FILE`: puts a backup from `npm run backup` back, with the server stopped. */
export async function restore([file, ...rest]: string[]): Promise<number> {
  if (!file || rest.length > 0) {
    console.error(
      "Usage: npm run restore FILE   (FILE: a site-backup-….tar.gz made by npm run backup)",
    );
    return 2;
  }
  try {
    // npm runs scripts from the project folder; a relative FILE means where the command was typed.
    const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    console.log(restoreReport(await restoreBackup(archive, loadConfig())));
    return 0;
  } catch (error) {
    console.error(`The restore failed: ${describeFailure(error)}`);
    return 1;
  }
}
