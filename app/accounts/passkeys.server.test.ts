import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { SoftAuthenticator } from "../../tests/support/soft-authenticator";
import { recentAudit } from "./audit-log.server";
import {
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  verifyPasskeyRegistration,
} from "./passkeys.server";
import type { SignedInUser } from "./sessions.server";

let db: Db;
let owner: SignedInUser;
let staff: SignedInUser;
const rp = { id: "www.example.com", origin: "https://www.example.com" };
const start = Date.parse("2026-03-01T09:00:00Z");
const android =
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

const addUser = (email: string, role: "owner" | "staff"): SignedInUser => ({
  id: db
    .prepare("INSERT INTO users (email, role, created_at) VALUES (?, ?, '') RETURNING id")
    .pluck()
    .get(email, role) as number,
  email,
  role,
});

/** Options, the authenticator's answer, and the server's check, as the browser would do it. */
async function addPasskey(
  user: SignedInUser,
  authenticator = new SoftAuthenticator(rp.origin),
  now = start,
) {
  const { options, challengeId } = await passkeyRegistrationOptions(
    db,
    { user, rp, rpName: "Marram" },
    now,
  );
  const response = authenticator.register(options);
  const result = await verifyPasskeyRegistration(
    db,
    { user, challengeId, response, rp, userAgent: android, ipHash: "ip" },
    now,
  );
  return { options, result, authenticator };
}

beforeEach(() => {
  db = openDatabase(":memory:");
  owner = addUser("owner@example.com", "owner");
  staff = addUser("staff@example.com", "staff");
});
afterEach(() => db.close());

describe("passkey registration options", () => {
  it("ask for a discoverable passkey with user verification, for this site, with a random user handle", async () => {
    const { options } = await passkeyRegistrationOptions(db, { user: owner, rp, rpName: "Marram" });
    expect(options.rp).toEqual({ name: "Marram", id: "www.example.com" });
    expect(options.user.name).toBe("owner@example.com");
    expect(Buffer.from(options.user.id, "base64url")).toHaveLength(32);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      requireResidentKey: true,
      userVerification: "preferred",
    });
    expect(options.excludeCredentials).toEqual([]);
    expect(options.timeout).toBe(5 * 60 * 1000);
    expect(options.attestation).toBe("none");
    expect(options.pubKeyCredParams.map((param) => param.alg)).toEqual([-8, -7, -257]);
  });

  it("exclude the user's existing passkeys and reuse their user handle", async () => {
    const first = await addPasskey(owner);
    expect(first.result.ok).toBe(true);
    await addPasskey(staff);
    const { options } = await passkeyRegistrationOptions(db, { user: owner, rp, rpName: "Marram" });
    expect(options.user.id).toBe(first.options.user.id);
    expect(options.excludeCredentials).toEqual([
      { id: first.authenticator.credentialId, type: "public-key", transports: ["internal"] },
    ]);
  });

  it("give each user a different handle", async () => {
    const a = await passkeyRegistrationOptions(db, { user: owner, rp, rpName: "M" });
    const b = await passkeyRegistrationOptions(db, { user: staff, rp, rpName: "M" });
    expect(a.options.user.id).not.toBe(b.options.user.id);
  });
});

describe("verifyPasskeyRegistration", () => {
  it("saves the passkey under the device's name and audits it", async () => {
    const { result, authenticator, options } = await addPasskey(owner);
    expect(result).toMatchObject({ ok: true, passkey: { name: "Chrome on Android" } });
    const row = db.prepare("SELECT * FROM passkeys").get() as Record<string, unknown>;
    expect(row).toMatchObject({
      id: authenticator.credentialId,
      user_id: owner.id,
      webauthn_user_id: options.user.id,
      counter: 0,
      device_type: "singleDevice",
      backed_up: 0,
      transports: "internal",
      created_at: new Date(start).toISOString(),
      last_used_at: null,
    });
    expect(recentAudit(db, { event: "passkey-added" })[0]).toMatchObject({
      userId: owner.id,
      detail: "Chrome on Android",
      ipHash: "ip",
    });
  });

  it("numbers a second passkey from the same kind of device", async () => {
    await addPasskey(owner);
    const { result } = await addPasskey(owner);
    expect(result).toMatchObject({ ok: true, passkey: { name: "Chrome on Android (2)" } });
  });

  it("refuses an answer signed for another site, and leaves nothing saved", async () => {
    const { options, challengeId } = await passkeyRegistrationOptions(db, {
      user: owner,
      rp,
      rpName: "M",
    });
    const response = new SoftAuthenticator(rp.origin).register(options, {
      origin: "https://www.examp1e.com",
    });
    const result = await verifyPasskeyRegistration(db, { user: owner, challengeId, response, rp });
    expect(result).toMatchObject({ ok: false, problem: "invalid" });
    expect(listPasskeys(db, owner.id)).toEqual([]);
  });

  it("requires user verification (fingerprint, face or PIN)", async () => {
    const authenticator = new SoftAuthenticator(rp.origin);
    authenticator.verifiesUser = false;
    const { result } = await addPasskey(owner, authenticator);
    expect(result).toMatchObject({ ok: false, problem: "invalid" });
  });

  it("uses each challenge once, and only for the user it was made for", async () => {
    const { options, challengeId } = await passkeyRegistrationOptions(db, {
      user: owner,
      rp,
      rpName: "M",
    });
    const response = new SoftAuthenticator(rp.origin).register(options);
    const asStaff = await verifyPasskeyRegistration(db, { user: staff, challengeId, response, rp });
    expect(asStaff).toMatchObject({ ok: false, problem: "expired" });
    const again = await verifyPasskeyRegistration(db, { user: owner, challengeId, response, rp });
    expect(again).toMatchObject({ ok: false, problem: "expired" });
    expect(listPasskeys(db, owner.id)).toEqual([]);
  });

  it("refuses an expired challenge, a missing one and a malformed answer", async () => {
    const { options, challengeId } = await passkeyRegistrationOptions(
      db,
      { user: owner, rp, rpName: "M" },
      start,
    );
    const response = new SoftAuthenticator(rp.origin).register(options);
    const late = start + 5 * 60 * 1000;
    expect(
      await verifyPasskeyRegistration(db, { user: owner, challengeId, response, rp }, late),
    ).toMatchObject({ ok: false, problem: "expired" });
    expect(
      await verifyPasskeyRegistration(db, { user: owner, challengeId: null, response, rp }),
    ).toMatchObject({ ok: false, problem: "expired" });
    for (const junk of [null, "x", { id: "a" }, { ...response, type: "password" }])
      expect(
        await verifyPasskeyRegistration(db, { user: owner, challengeId, response: junk, rp }),
      ).toMatchObject({ ok: false, problem: "invalid" });
  });

  it("does not save the same credential twice", async () => {
    const { authenticator } = await addPasskey(owner);
    const { result } = await addPasskey(owner, authenticator);
    expect(result).toMatchObject({ ok: false, problem: "duplicate" });
    expect(listPasskeys(db, owner.id)).toHaveLength(1);
  });
});

describe("listing and removing passkeys", () => {
  it("lists a user's own passkeys only, oldest first", async () => {
    await addPasskey(owner, undefined, start);
    await addPasskey(owner, undefined, start + 1000);
    await addPasskey(staff);
    const list = listPasskeys(db, owner.id);
    expect(list.map((passkey) => passkey.name)).toEqual([
      "Chrome on Android",
      "Chrome on Android (2)",
    ]);
    expect(list[0]).toMatchObject({ createdAt: new Date(start), lastUsedAt: null, synced: false });
  });

  it("removes only the user's own passkey, and audits it", async () => {
    const { authenticator: mine } = await addPasskey(owner);
    const { authenticator: theirs } = await addPasskey(staff);
    expect(removePasskey(db, owner, theirs.credentialId)).toBeNull();
    expect(listPasskeys(db, staff.id)).toHaveLength(1);
    expect(removePasskey(db, owner, mine.credentialId, { ipHash: "ip" })).toMatchObject({
      name: "Chrome on Android",
    });
    expect(listPasskeys(db, owner.id)).toEqual([]);
    expect(removePasskey(db, owner, mine.credentialId)).toBeNull();
    expect(recentAudit(db, { event: "passkey-removed" })).toHaveLength(1);
  });
});
