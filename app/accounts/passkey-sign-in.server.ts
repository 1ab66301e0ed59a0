import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import type { Db } from "~/db/database.server";
import { recordAudit } from "./audit-log.server";
import { parseAuthenticationResponse } from "./passkey-responses.server";
import type { RelyingParty } from "./relying-party.server";
import type { Role } from "./roles";
import { createSession, type NewSession, type SignedInUser } from "./sessions.server";
import { challengeTtlMs, storeChallenge, takeChallenge } from "./webauthn-challenges.server";

/**
 * Options for `navigator.credentials.get()` with no allowCredentials: the passkey is
 * discoverable, so the phone offers the passkeys it holds for this site and nobody types an
 * email address (which also means the options say nothing about who has an account).
 */
export async function passkeySignInOptions(
  db: Db,
  { rp }: { rp: RelyingParty },
  now = Date.now(),
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "preferred",
    timeout: challengeTtlMs,
  });
  const challengeId = storeChallenge(db, { purpose: "sign-in", challenge: options.challenge }, now);
  return { options, challengeId };
}

/**
 * The signature counter must move on, unless the authenticator keeps none (synced passkeys
 * report 0 every time). A counter that stands still or goes back, once it has been above 0,
 * suggests a copied authenticator, so that sign-in is refused.
 */
export function counterIsAcceptable(stored: number, received: number): boolean {
  return (stored === 0 && received === 0) || received > stored;
}

export type PasskeyProblem = "invalid" | "expired" | "unknown-passkey" | "refused";

export type PasskeySignInResult =
  | { ok: true; user: SignedInUser; session: NewSession }
  | { ok: false; problem: PasskeyProblem; message: string };

const messages: Record<PasskeyProblem, string> = {
  invalid: "That was not a passkey sign-in. Try again, or use your password.",
  expired: "That took too long or was already used. Try the passkey again.",
  "unknown-passkey":
    "This passkey is not linked to an account here (it may have been removed). Sign in with your password, then add a passkey on your account page.",
  refused: "That passkey could not be checked. Try again, or sign in with your password.",
};

interface PasskeyRow {
  id: string;
  userId: number;
  webauthnUserId: string;
  publicKey: Buffer;
  counter: number;
  transports: string | null;
  email: string;
  role: Role;
}

/** Passkey sign-in: checked, audited (as failed with the reason, or as "passkey"), a new session. */
export async function signInWithPasskey(
  db: Db,
  input: {
    challengeId: string | null;
    response: unknown;
    rp: RelyingParty;
    ipHash?: string;
    userAgent?: string;
  },
  now = Date.now(),
): Promise<PasskeySignInResult> {
  const { ipHash, rp } = input;
  const refuse = (problem: PasskeyProblem, detail: string, passkey?: PasskeyRow) => {
    recordAudit(
      db,
      {
        event: "sign-in-failed",
        userId: passkey?.userId,
        email: passkey?.email,
        ipHash,
        detail: `passkey: ${detail}`,
      },
      now,
    );
    return { ok: false, problem, message: messages[problem] } as const;
  };

  const response = parseAuthenticationResponse(input.response);
  if (!response) return refuse("invalid", "malformed response");
  const challenge = takeChallenge(db, input.challengeId, "sign-in", now);
  if (!challenge) return refuse("expired", "challenge expired, used or missing");
  const passkey = db
    .prepare(
      `SELECT p.id, p.user_id AS userId, p.webauthn_user_id AS webauthnUserId,
              p.public_key AS publicKey, p.counter, p.transports, u.email, u.role
       FROM passkeys p JOIN users u ON u.id = p.user_id WHERE p.id = ?`,
    )
    .get(response.id) as PasskeyRow | undefined;
  if (!passkey) return refuse("unknown-passkey", "unknown credential");
  const { userHandle } = response.response;
  if (userHandle && userHandle !== passkey.webauthnUserId)
    return refuse("refused", "user handle does not match", passkey);

  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports ? passkey.transports.split(",") : undefined,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : "verification failed";
    return refuse("refused", /counter/i.test(reason) ? `counter went backwards` : reason, passkey);
  }
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  if (!verification.verified) return refuse("refused", "signature not verified", passkey);
  if (!counterIsAcceptable(passkey.counter, newCounter))
    return refuse("refused", "counter went backwards", passkey);

  const iso = new Date(now).toISOString();
  db.prepare("UPDATE passkeys SET counter = ?, backed_up = ?, last_used_at = ? WHERE id = ?").run(
    newCounter,
    credentialBackedUp ? 1 : 0,
    iso,
    passkey.id,
  );
  const session = createSession(
    db,
    { userId: passkey.userId, userAgent: input.userAgent, ipHash },
    now,
  );
  recordAudit(
    db,
    { event: "sign-in", userId: passkey.userId, email: passkey.email, ipHash, detail: "passkey" },
    now,
  );
  return {
    ok: true,
    user: { id: passkey.userId, email: passkey.email, role: passkey.role },
    session,
  };
}
