import { describeFailure } from "../backup/backup-error";
import { createBackup } from "../backup/create-backup";
import { backupReport } from "../backup/report";
import { loadConfig } from "../config";

/**
 * `npm run backup`: the database (copied safely while the server runs) and the data folder's
 * other files, in one archive in BACKUP_DIR; keeps the newest BACKUP_KEEP.
 */
export async function backup(): Promise<number> {
  try {
    const config = loadConfig();
    console.log(backupReport(await createBackup(config), config.BACKUP_KEEP));
    return 0;
  } catch (error) {
    console.error(`The backup failed: ${describeFailure(error)}`);
    return 1;
  }
}
