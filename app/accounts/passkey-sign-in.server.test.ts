import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { SoftAuthenticator } from "../../tests/support/soft-authenticator";
import { recentAudit } from "./audit-log.server";
import {
  counterIsAcceptable,
  passkeySignInOptions,
  signInWithPasskey,
} from "./passkey-sign-in.server";
import {
  passkeyRegistrationOptions,
  removePasskey,
  verifyPasskeyRegistration,
} from "./passkeys.server";
import { type SignedInUser, validateSession } from "./sessions.server";

let db: Db;
let owner: SignedInUser;
const rp = { id: "www.example.com", origin: "https://www.example.com" };
const start = Date.parse("2026-03-01T09:00:00Z");

async function registered(authenticator = new SoftAuthenticator(rp.origin)) {
  const { options, challengeId } = await passkeyRegistrationOptions(
    db,
    { user: owner, rp, rpName: "M" },
    start,
  );
  const response = authenticator.register(options);
  const result = await verifyPasskeyRegistration(
    db,
    { user: owner, challengeId, response, rp },
    start,
  );
  expect(result.ok).toBe(true);
  return authenticator;
}

async function signIn(
  authenticator: SoftAuthenticator,
  { now = start + 60_000, origin }: { now?: number; origin?: string } = {},
) {
  const { options, challengeId } = await passkeySignInOptions(db, { rp }, now);
  const response = authenticator.signIn(options, { origin });
  return signInWithPasskey(db, { challengeId, response, rp, ipHash: "ip", userAgent: "UA" }, now);
}

const lastFailure = () => recentAudit(db, { event: "sign-in-failed", limit: 1 })[0];

beforeEach(() => {
  db = openDatabase(":memory:");
  owner = {
    id: db
      .prepare("INSERT INTO users (email, role, created_at) VALUES (?, 'owner', '') RETURNING id")
      .pluck()
      .get("owner@example.com") as number,
    email: "owner@example.com",
    role: "owner",
  };
});
afterEach(() => db.close());

describe("passkey sign-in options", () => {
  it("name no credentials, so the device offers its own passkeys and nobody types an email", async () => {
    await registered();
    const { options } = await passkeySignInOptions(db, { rp });
    expect(options.rpId).toBe("www.example.com");
    expect(options.allowCredentials).toBeUndefined();
    expect(options.userVerification).toBe("preferred");
    expect(options.timeout).toBe(5 * 60 * 1000);
  });
});

describe("signInWithPasskey", () => {
  it("signs in with a new session, updates the counter and last use, and audits it", async () => {
    const authenticator = await registered();
    const now = start + 60_000;
    const result = await signIn(authenticator, { now });
    expect(result).toMatchObject({ ok: true, user: { id: owner.id, email: owner.email } });
    if (!result.ok) return;
    expect(validateSession(db, result.session.id, now)?.user.id).toBe(owner.id);
    expect(db.prepare("SELECT counter, last_used_at AS lastUsedAt FROM passkeys").get()).toEqual({
      counter: 1,
      lastUsedAt: new Date(now).toISOString(),
    });
    expect(recentAudit(db, { event: "sign-in" })[0]).toMatchObject({
      userId: owner.id,
      detail: "passkey",
      ipHash: "ip",
    });
  });

  it("uses each challenge once", async () => {
    const authenticator = await registered();
    const { options, challengeId } = await passkeySignInOptions(db, { rp });
    const response = authenticator.signIn(options);
    expect((await signInWithPasskey(db, { challengeId, response, rp })).ok).toBe(true);
    const replay = await signInWithPasskey(db, { challengeId, response, rp });
    expect(replay).toMatchObject({ ok: false, problem: "expired" });
    expect(lastFailure()?.detail).toBe("passkey: challenge expired, used or missing");
  });

  it("refuses a challenge older than five minutes", async () => {
    const authenticator = await registered();
    const { options, challengeId } = await passkeySignInOptions(db, { rp }, start);
    const response = authenticator.signIn(options);
    const late = await signInWithPasskey(db, { challengeId, response, rp }, start + 5 * 60_000);
    expect(late).toMatchObject({ ok: false, problem: "expired" });
  });

  it("refuses an unknown credential, and audits it", async () => {
    await registered();
    const stranger = new SoftAuthenticator(rp.origin);
    stranger.userHandle = "bm9ib2R5";
    expect(await signIn(stranger)).toMatchObject({ ok: false, problem: "unknown-passkey" });
    expect(lastFailure()).toMatchObject({ userId: null, detail: "passkey: unknown credential" });
  });

  it("refuses a removed passkey", async () => {
    const authenticator = await registered();
    removePasskey(db, owner, authenticator.credentialId);
    expect(await signIn(authenticator)).toMatchObject({ ok: false, problem: "unknown-passkey" });
  });

  it("refuses a signature made on another site, or tampered with", async () => {
    const authenticator = await registered();
    expect(await signIn(authenticator, { origin: "https://phish.example" })).toMatchObject({
      ok: false,
      problem: "refused",
    });
    expect(lastFailure()).toMatchObject({ userId: owner.id, email: owner.email });
    const { options, challengeId } = await passkeySignInOptions(db, { rp });
    const response = authenticator.signIn(options);
    const signature = Buffer.from(response.response.signature, "base64url");
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 1;
    response.response.signature = signature.toString("base64url");
    expect(await signInWithPasskey(db, { challengeId, response, rp })).toMatchObject({
      ok: false,
      problem: "refused",
    });
  });

  it("refuses a user handle that is not the passkey's", async () => {
    const authenticator = await registered();
    authenticator.userHandle = "c29tZW9uZS1lbHNl";
    expect(await signIn(authenticator)).toMatchObject({ ok: false, problem: "refused" });
    expect(lastFailure()?.detail).toBe("passkey: user handle does not match");
  });

  it("refuses a counter that goes back or stands still, as a copied authenticator's would", async () => {
    const authenticator = await registered();
    expect((await signIn(authenticator)).ok).toBe(true);
    expect((await signIn(authenticator)).ok).toBe(true);
    authenticator.counter = 0; // the next sign-in reports 1, below the stored 2
    expect(await signIn(authenticator)).toMatchObject({ ok: false, problem: "refused" });
    expect(lastFailure()?.detail).toBe("passkey: counter went backwards");
    expect(db.prepare("SELECT counter FROM passkeys").pluck().get()).toBe(2);
  });

  it("accepts a passkey that keeps no counter (always 0), as synced passkeys do", async () => {
    const authenticator = await registered(
      new SoftAuthenticator(rp.origin, { countsSignatures: false }),
    );
    expect((await signIn(authenticator)).ok).toBe(true);
    expect((await signIn(authenticator)).ok).toBe(true);
  });

  it("answers a malformed request with a plain refusal, audited", async () => {
    for (const junk of [undefined, "", { id: "x" }, { response: {} }]) {
      const { challengeId } = await passkeySignInOptions(db, { rp });
      expect(await signInWithPasskey(db, { challengeId, response: junk, rp })).toMatchObject({
        ok: false,
        problem: "invalid",
      });
    }
    expect(lastFailure()?.detail).toBe("passkey: malformed response");
  });
});

describe("counterIsAcceptable", () => {
  it("wants the counter to move on, unless the authenticator keeps none", () => {
    expect(counterIsAcceptable(0, 0)).toBe(true);
    expect(counterIsAcceptable(0, 1)).toBe(true);
    expect(counterIsAcceptable(5, 6)).toBe(true);
    expect(counterIsAcceptable(5, 5)).toBe(false);
    expect(counterIsAcceptable(5, 4)).toBe(false);
    expect(counterIsAcceptable(5, 0)).toBe(false);
  });
});
