import type { Db } from "~/db/database.server";
import { emailSchema } from "./account-forms";
import { findUserByEmail, passwordHashFor } from "./accounts.server";
import { recordAudit } from "./audit-log.server";
import { maxPasswordLength } from "./password-length";
import { hashPassword, verifyPassword } from "./passwords.server";
import { createSession, type NewSession, type SignedInUser } from "./sessions.server";
import {
  checkThrottle,
  clearAccountFailures,
  defaultThrottleLimits,
  recordFailure,
  type ThrottleLimits,
} from "./sign-in-throttle.server";

export interface PasswordSignIn {
  email: string;
  password: string;
  /** Keyed hash of the visitor's address (never the address). */
  ipHash: string;
  userAgent?: string;
}

export type SignInResult =
  | { ok: true; user: SignedInUser; session: NewSession }
  | { ok: false; problem: "wrong-email-or-password"; message: string }
  | {
      ok: false;
      problem: "throttled";
      message: string;
      status: number;
      headers: { "Retry-After": string };
    };

/** One answer for an unknown address, a wrong password and an account not yet set up. */
const refused = {
  ok: false,
  problem: "wrong-email-or-password",
  message: "That email address and password do not match. Check both and try again.",
} as const;

/**
 * A hash of nothing anyone knows, checked when there is no real one, so an unknown address
 * takes as long to refuse as a wrong password. Made once, on first use.
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword(`no such user ${Math.random()}`);
  return dummyHash;
};

function minutes(seconds: number) {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? "a minute" : `${count} minutes`;
}

/** Email and password sign-in: throttled, audited, and a new session when it succeeds. */
export async function signInWithPassword(
  db: Db,
  attempt: PasswordSignIn,
  {
    now = Date.now(),
    limits = defaultThrottleLimits,
  }: { now?: number; limits?: ThrottleLimits } = {},
): Promise<SignInResult> {
  const parsed = emailSchema.safeParse(attempt.email);
  const email = parsed.success ? parsed.data : attempt.email.trim().toLowerCase().slice(0, 320);
  const { ipHash } = attempt;
  const verdict = checkThrottle(db, { email, ipHash }, now, limits);
  if (!verdict.allowed) {
    recordAudit(db, { event: "sign-in-throttled", email, ipHash, detail: verdict.scope }, now);
    return {
      ok: false,
      problem: "throttled",
      message: `Too many tries. Wait ${minutes(verdict.retryAfterSeconds)} and try again, or sign in with a passkey.`,
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    };
  }
  const user = parsed.success ? findUserByEmail(db, email) : null;
  const stored = user ? passwordHashFor(db, user.id) : null;
  const password = attempt.password.slice(0, maxPasswordLength);
  const matches = await verifyPassword(password, stored ?? (await dummy()));
  if (!user || !stored || !matches || attempt.password.length > maxPasswordLength) {
    recordFailure(db, { email, ipHash }, now, limits);
    const detail = !user ? "no such user" : !stored ? "not set up" : "wrong password";
    recordAudit(db, { event: "sign-in-failed", userId: user?.id, email, ipHash, detail }, now);
    return refused;
  }
  clearAccountFailures(db, email);
  const session = createSession(db, { userId: user.id, userAgent: attempt.userAgent, ipHash }, now);
  recordAudit(db, { event: "sign-in", userId: user.id, email, ipHash, detail: "password" }, now);
  return { ok: true, user: { id: user.id, email: user.email, role: user.role }, session };
}
