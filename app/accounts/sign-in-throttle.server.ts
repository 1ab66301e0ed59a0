import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";

export interface ThrottleLimits {
  /** Failed passwords for one email address within the window... */
  perAccount: number;
  /** ...and from one network address, whichever accounts it tries. */
  perAddress: number;
  windowMs: number;
}

/**
 * Slow enough that guessing a 12-character zxcvbn-3 password online is hopeless (480 tries a
 * day per account), loose enough that a person who mistypes a few times is not locked out.
 */
export const defaultThrottleLimits: ThrottleLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
};

export interface SignInAttempt {
  /** Normalised, whether or not such an account exists. */
  email: string;
  ipHash: string;
}

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; scope: "account" | "address" };

const iso = (ms: number) => new Date(ms).toISOString();

function failuresSince(db: Db, scope: string, key: string, since: number) {
  return db
    .prepare(
      `SELECT count(*) AS count, min(at) AS oldest FROM sign_in_failures
       WHERE scope = ? AND key = ? AND at > ?`,
    )
    .get(scope, key, iso(since)) as { count: number; oldest: string | null };
}

/** Whether this attempt may check a password now, and if not, in how many seconds. */
export function checkThrottle(
  db: Db,
  attempt: SignInAttempt,
  now = Date.now(),
  limits = defaultThrottleLimits,
): ThrottleVerdict {
  const since = now - limits.windowMs;
  const checks = [
    { scope: "account", key: attempt.email, limit: limits.perAccount },
    { scope: "address", key: attempt.ipHash, limit: limits.perAddress },
  ] as const;
  for (const { scope, key, limit } of checks) {
    const { count, oldest } = failuresSince(db, scope, key, since);
    if (count >= limit) {
      // Sliding window: room frees up when the oldest failure in it gets old enough.
      const freeAt = Date.parse(oldest ?? iso(now)) + limits.windowMs;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)),
        scope,
      };
    }
  }
  return { allowed: true };
}

/** Counts one failed password against the account and the address; forgets old failures. */
export function recordFailure(
  db: Db,
  attempt: SignInAttempt,
  now = Date.now(),
  limits = defaultThrottleLimits,
): void {
  writeTransaction(db, () => {
    const insert = db.prepare("INSERT INTO sign_in_failures (scope, key, at) VALUES (?, ?, ?)");
    insert.run("account", attempt.email, iso(now));
    insert.run("address", attempt.ipHash, iso(now));
    db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").run(iso(now - limits.windowMs));
  });
}

/** After a correct password: the account starts afresh (the address's count stays). */
export function clearAccountFailures(db: Db, email: string): void {
  db.prepare("DELETE FROM sign_in_failures WHERE scope = 'account' AND key = ?").run(email);
}
