import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { addUser } from "~/accounts/accounts.server";
import { type Db, openDatabase } from "~/db/database.server";
import { insertLead } from "../../tests/support/test-leads";
import { alertNewLead, type SendNotification } from "./new-lead-alert.server";
import { listSubscriptions, saveSubscription } from "./subscriptions.server";

const vapid = { subject: "mailto:office@example.com", ...webpush.generateVAPIDKeys() };

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

let db: Db;
let ownerId: number;
let staffId: number;
beforeEach(() => {
  db = openDatabase(":memory:");
  ownerId = addUser(db, { email: "owner@example.com", role: "owner" }).user.id;
  staffId = addUser(db, { email: "staff@example.com", role: "staff" }).user.id;
});
afterEach(() => db.close());

function subscribe(userId: number, name: string) {
  const endpoint = `https://push.example.com/send/${name}-${randomBytes(12).toString("hex")}`;
  const keys = {
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
  const saved = saveSubscription(db, userId, { endpoint, keys }, "Mozilla/5.0 (iPhone) Safari/604");
  if (!saved.ok) throw new Error(saved.error);
  return saved.subscription;
}

/** Records each call; answers with the status its endpoint is given, else 201. */
function fakeSend(statuses: Record<string, number | Error> = {}) {
  const calls: { endpoint: string; payload: string; options: unknown }[] = [];
  const send = (async (subscription, payload, options) => {
    calls.push({ endpoint: subscription.endpoint, payload: String(payload), options });
    const answer = statuses[subscription.endpoint];
    if (answer instanceof Error) throw answer;
    if (answer)
      throw new webpush.WebPushError(
        "Received unexpected response code",
        answer,
        {},
        "",
        subscription.endpoint,
      );
    return { statusCode: 201, body: "", headers: {} };
  }) as SendNotification;
  return { send, calls };
}

describe("a new lead alert", () => {
  it("goes to every browser of every user with the name and project type, and nothing private", async () => {
    const leadId = insertLead(db, {
      firstName: "Sarah",
      lastName: "Mills",
      email: "sarah.secret@example.org",
      phone: "07700 900123",
      projectType: "new-build",
      message: "Private: the gate code is 4321",
    });
    subscribe(ownerId, "owner-phone");
    subscribe(ownerId, "owner-laptop");
    subscribe(staffId, "staff-phone");
    const { send, calls } = fakeSend();
    const { logger } = captureLogs();

    expect(await alertNewLead(db, leadId, { vapid, send, logger })).toEqual({
      sent: 3,
      removed: 0,
      failed: 0,
    });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(JSON.parse(call.payload)).toEqual({
        title: "New quote request",
        body: "Sarah Mills · New build",
        url: `/owner/leads/${leadId}`,
        tag: `MC-${String(leadId).padStart(5, "0")}`,
      });
      for (const secret of ["gate code", "4321", "sarah.secret", "example.org", "07700", "900123"])
        expect(call.payload).not.toContain(secret);
      expect(call.options).toMatchObject({ TTL: 86_400, urgency: "high", vapidDetails: vapid });
    }
    for (const userId of [ownerId, staffId])
      for (const row of listSubscriptions(db, userId)) expect(row.lastSentAt).not.toBeNull();
  });

  it("removes a subscription its push service no longer knows (404, 410)", async () => {
    const leadId = insertLead(db);
    const gone = subscribe(ownerId, "gone");
    const notFound = subscribe(ownerId, "not-found");
    const kept = subscribe(staffId, "kept");
    const { send } = fakeSend({ [gone.endpoint]: 410, [notFound.endpoint]: 404 });
    const { logger, lines } = captureLogs();

    expect(await alertNewLead(db, leadId, { vapid, send, logger })).toEqual({
      sent: 1,
      removed: 2,
      failed: 0,
    });
    expect(listSubscriptions(db, ownerId)).toEqual([]);
    expect(listSubscriptions(db, staffId).map((row) => row.endpoint)).toEqual([kept.endpoint]);
    expect(lines.join("")).not.toContain("/send/");
  });

  it("counts other failures and logs them without the endpoint's secret path, and never throws", async () => {
    const leadId = insertLead(db);
    const refused = subscribe(ownerId, "refused");
    const unreachable = subscribe(ownerId, "unreachable");
    const throwsAtOnce = subscribe(staffId, "throws");
    const ok = subscribe(staffId, "ok");
    const { send: fake } = fakeSend({
      [refused.endpoint]: 500,
      [unreachable.endpoint]: new Error("connect ECONNREFUSED 203.0.113.9:443"),
    });
    const send = ((subscription, payload, options) => {
      if (subscription.endpoint === throwsAtOnce.endpoint) throw new TypeError("synchronous");
      return fake(subscription, payload, options);
    }) as SendNotification;
    const { logger, lines } = captureLogs();

    expect(await alertNewLead(db, leadId, { vapid, send, logger })).toEqual({
      sent: 1,
      removed: 0,
      failed: 3,
    });
    const failures = Object.fromEntries(
      [...listSubscriptions(db, ownerId), ...listSubscriptions(db, staffId)].map((row) => [
        row.endpoint,
        row.failures,
      ]),
    );
    expect(failures).toEqual({
      [refused.endpoint]: 1,
      [unreachable.endpoint]: 1,
      [throwsAtOnce.endpoint]: 1,
      [ok.endpoint]: 0,
    });
    const log = lines.join("");
    expect(log).toContain('"statusCode":500');
    expect(log).toContain("https://push.example.com");
    expect(log).toContain("ECONNREFUSED");
    expect(log).not.toContain("/send/");

    // The next send that gets through clears the count.
    await alertNewLead(db, leadId, { vapid, send: fakeSend().send, logger });
    expect(listSubscriptions(db, ownerId).map((row) => row.failures)).toEqual([0, 0]);
  });

  it("sends nothing for a lead that is not there, and never rejects on a closed database", async () => {
    subscribe(ownerId, "phone");
    const { send, calls } = fakeSend();
    const { logger, lines } = captureLogs();
    expect(await alertNewLead(db, 999, { vapid, send, logger })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(calls).toEqual([]);
    const leadId = insertLead(db);
    db.close();
    await expect(alertNewLead(db, leadId, { vapid, send, logger })).resolves.toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(lines.join("")).toContain("could not read what to send");
    db = openDatabase(":memory:");
  });
});
