/** A failure the person running the command can act on; its message says what happened and what to do. */
export class BackupError extends Error {
  override name = "BackupError";
}

const hints: Record<string, string> = {
  ENOSPC: "the disk is full: free some space (old backups, logs) and try again",
  EDQUOT: "the disk quota is used up: free some space and try again",
  SQLITE_FULL: "the disk is full: free some space (old backups, logs) and try again",
  EACCES: "permission denied: run it as the site's own user (sudo -u marram …)",
  EPERM: "permission denied: run it as the site's own user (sudo -u marram …)",
  EROFS: "the disk is read-only",
};

/** The message to print for any error: a BackupError as it is, a system error in plain words. */
export function describeFailure(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  const { code, message, path } = error as NodeJS.ErrnoException;
  const hint = code ? hints[code] : undefined;
  if (hint) return `${hint}${path ? ` (${path})` : ""}.`;
  return message || String(error);
}
