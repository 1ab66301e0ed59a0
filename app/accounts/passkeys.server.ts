import { randomBytes } from "node:crypto";
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { COSEALG } from "@simplewebauthn/server/helpers";
import type { Db } from "~/db/database.server";
import { deviceName } from "~/lib/device-name.server";
import { recordAudit } from "./audit-log.server";
import { parseRegistrationResponse } from "./passkey-responses.server";
import type { RelyingParty } from "./relying-party.server";
import type { SignedInUser } from "./sessions.server";
import { challengeTtlMs, storeChallenge, takeChallenge } from "./webauthn-challenges.server";

/**
 * Ed25519, P-256 and RSA: what every authenticator offers. Named here rather than left to
 * SimpleWebAuthn, whose default probes Node for ML-DSA through an experimental Web Crypto call
 * (and prints a warning in the server's log).
 */
const algorithms = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** A passkey as its owner sees it in the list on the account page. */
export type PasskeySummary = ReturnType<typeof toSummary>;

interface SummaryRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  deviceType: string;
}

const summaryColumns = `id, name, created_at AS createdAt, last_used_at AS lastUsedAt,
  device_type AS deviceType`;
const toSummary = (row: SummaryRow) => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt) : null,
  /** Kept in a password manager that syncs (iCloud Keychain, Google), not one device only. */
  synced: row.deviceType === "multiDevice",
});

/** A user's passkeys, oldest first. */
export function listPasskeys(db: Db, userId: number): PasskeySummary[] {
  const rows = db
    .prepare(`SELECT ${summaryColumns} FROM passkeys WHERE user_id = ? ORDER BY created_at, id`)
    .all(userId) as SummaryRow[];
  return rows.map(toSummary);
}

/** Removes one of this user's passkeys (never anyone else's); the removed one, or null. */
export function removePasskey(
  db: Db,
  user: SignedInUser,
  passkeyId: string,
  { ipHash, now = Date.now() }: { ipHash?: string; now?: number } = {},
): PasskeySummary | null {
  const row = db
    .prepare(`DELETE FROM passkeys WHERE id = ? AND user_id = ? RETURNING ${summaryColumns}`)
    .get(passkeyId, user.id) as SummaryRow | undefined;
  if (!row) return null;
  recordAudit(
    db,
    { event: "passkey-removed", userId: user.id, email: user.email, ipHash, detail: row.name },
    now,
  );
  return toSummary(row);
}

/**
 * The options for `navigator.credentials.create()`, and the id of the stored challenge (for
 * the cookie). The passkey must be discoverable (residentKey "required"), so that signing in
 * later needs no email address. The user handle is random, not the email or the row id, and
 * the same for all of a user's passkeys, so an authenticator replaces its old passkey for this
 * account rather than keeping two; their existing passkeys are excluded so the browser says
 * "already registered" instead of making a duplicate.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  { user, rp, rpName }: { user: SignedInUser; rp: RelyingParty; rpName: string },
  now = Date.now(),
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challengeId: string }> {
  const existing = db
    .prepare(
      `SELECT id, transports, webauthn_user_id AS webauthnUserId FROM passkeys
       WHERE user_id = ? ORDER BY created_at, id`,
    )
    .all(user.id) as { id: string; transports: string | null; webauthnUserId: string }[];
  const webauthnUserId = existing[0]?.webauthnUserId ?? randomBytes(32).toString("base64url");
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: new Uint8Array(Buffer.from(webauthnUserId, "base64url")),
    timeout: challengeTtlMs,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports ? passkey.transports.split(",") : undefined,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    supportedAlgorithmIDs: algorithms,
  });
  const challengeId = storeChallenge(
    db,
    { purpose: "register", challenge: options.challenge, userId: user.id, webauthnUserId },
    now,
  );
  return { options, challengeId };
}

export type RegistrationResult =
  | { ok: true; passkey: PasskeySummary }
  | { ok: false; problem: "invalid" | "expired" | "duplicate"; message: string };

const failed = (problem: "invalid" | "expired" | "duplicate", message: string) =>
  ({ ok: false, problem, message }) as const;

/**
 * Checks the browser's answer to the registration options and saves the passkey, named after
 * the device it was made on ("Chrome on Android"). User verification (fingerprint, face, PIN)
 * is asked for as "preferred", so browsers do not refuse outright, but required here: the
 * passkey signs in on its own, with no password beside it.
 */
export async function verifyPasskeyRegistration(
  db: Db,
  input: {
    user: SignedInUser;
    challengeId: string | null;
    response: unknown;
    rp: RelyingParty;
    userAgent?: string;
    ipHash?: string;
  },
  now = Date.now(),
): Promise<RegistrationResult> {
  const { user, rp } = input;
  const response = parseRegistrationResponse(input.response);
  if (!response) return failed("invalid", "That was not a passkey. Try adding it again.");
  const challenge = takeChallenge(db, input.challengeId, "register", now);
  if (!challenge || challenge.userId !== user.id || !challenge.webauthnUserId)
    return failed("expired", "That took too long or was already used. Try adding it again.");
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: algorithms,
  }).catch(() => null);
  if (!verification?.verified)
    return failed("invalid", "The passkey could not be checked, so it was not added. Try again.");
  const info = verification.registrationInfo;
  const name = uniqueName(db, user.id, deviceName(input.userAgent));
  const inserted = db
    .prepare(
      `INSERT INTO passkeys (id, user_id, webauthn_user_id, public_key, counter, device_type,
         backed_up, transports, aaguid, name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    )
    .run(
      info.credential.id,
      user.id,
      challenge.webauthnUserId,
      Buffer.from(info.credential.publicKey),
      info.credential.counter,
      info.credentialDeviceType,
      info.credentialBackedUp ? 1 : 0,
      info.credential.transports?.join(",") || null,
      info.aaguid,
      name,
      new Date(now).toISOString(),
    );
  if (inserted.changes === 0)
    return failed("duplicate", "This passkey is already saved, so there is nothing to add.");
  recordAudit(
    db,
    {
      event: "passkey-added",
      userId: user.id,
      email: user.email,
      ipHash: input.ipHash,
      detail: name,
    },
    now,
  );
  const row = db
    .prepare(`SELECT ${summaryColumns} FROM passkeys WHERE id = ?`)
    .get(info.credential.id) as SummaryRow;
  return { ok: true, passkey: toSummary(row) };
}

/** "Chrome on Android", then "Chrome on Android (2)": names the owner can tell apart. */
function uniqueName(db: Db, userId: number, name: string): string {
  const taken = new Set(
    db.prepare("SELECT name FROM passkeys WHERE user_id = ?").pluck().all(userId) as string[],
  );
  let candidate = name;
  for (let count = 2; taken.has(candidate); count++) candidate = `${name} (${count})`;
  return candidate;
}
