import type { CreatedBackup } from "./create-backup";
import type { DatabaseSummary } from "./database-check";
import type { RestoreResult } from "./restore-backup";

/** What the commands print, in words the site's owner can read. */
export function backupReport(result: CreatedBackup, keep: number): string {
  const lines = [
    `Backup written: ${result.file} (${formatBytes(result.bytes)})`,
    `It holds ${describeRequests(result.database)}, plus ${plural(result.dataFiles, "other file")} from ${result.dataDir}.`,
    "The database copy passed SQLite's integrity check.",
  ];
  if (result.skipped.length > 0)
    lines.push(`Left out (links or special files): ${result.skipped.join(", ")}`);
  lines.push(
    result.deleted.length > 0
      ? `Deleted ${plural(result.deleted.length, "older backup")} to keep the newest ${keep}: ${result.deleted.join(", ")}`
      : `Keeping the newest ${keep} backups; none deleted.`,
    `Took ${formatSeconds(result.ms)}.`,
  );
  return lines.join("\n");
}

export function restoreReport(result: RestoreResult): string {
  return [
    `Restored the backup taken ${result.createdAt} from ${result.file}`,
    `The database (${result.databasePath}) now holds ${describeRequests(result.database)}; ${plural(result.dataFiles, "other file")} restored into ${result.dataDir}.`,
    result.keptAside
      ? `What was there before has been kept in ${result.keptAside}; delete it once the site looks right.`
      : "There was no data there before.",
    `Took ${formatSeconds(result.ms)}. Start the server again and check /healthz.`,
  ].join("\n");
}

function describeRequests({ quoteRequests, emails, oldest, newest }: DatabaseSummary): string {
  const [from, to] = [oldest, newest].map((iso) => iso?.slice(0, 10));
  const span = from && to ? ` (received ${from === to ? from : `${from} to ${to}`})` : "";
  return `${plural(quoteRequests, "quote request")}${span} and ${plural(emails, "email")} (sent or waiting)`;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
