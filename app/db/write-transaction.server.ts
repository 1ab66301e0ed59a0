import type { Db } from "./database.server";

/**
 * Runs `work` as one write transaction that takes the write lock first (BEGIN IMMEDIATE). A
 * deferred transaction takes it only at its first write: when another process wrote after its
 * first read, SQLite cannot let it go on and it fails at once with SQLITE_BUSY, whatever the busy
 * timeout. Taking the lock first makes it wait its turn instead. Every transaction that reads then
 * writes goes through here (a lint rule refuses a bare `.transaction(`); inside another one it is
 * a savepoint of it.
 */
export const writeTransaction = <Result>(db: Db, work: () => Result): Result =>
  db.transaction(work).immediate();
