import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { addUser } from "~/accounts/accounts.server";
import { type Db, openDatabase } from "~/db/database.server";
import { referenceFor } from "~/quote-requests/sqlite-quote-store.server";
import { cleanupAfterEach } from "../../tests/support/cleanup";
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from "../../tests/support/push-service-stand-in";
import { postQuote, referenceIn, validRequest } from "../../tests/support/quote-posts";
import { removeDir, startTestApp } from "../../tests/support/test-app";
import { insertLead } from "../../tests/support/test-leads";
import { leadAlertPayload } from "./new-lead-alert.server";
import { createPushAlerts } from "./push-alerts.server";
import { saveSubscription } from "./subscriptions.server";

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

const cleanup = cleanupAfterEach();

async function standIn(): Promise<PushServiceStandIn> {
  const service = await startPushServiceStandIn();
  cleanup.push(() => service.close());
  return service;
}

function alertsOnADatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "push-delivery-"));
  const db: Db = openDatabase(path.join(dataDir, "site.db"));
  cleanup.push(() => removeDir(dataDir));
  cleanup.push(() => {
    db.close();
  });
  const push = createPushAlerts({
    db,
    dataDir,
    subject: "mailto:office@example.com",
    logger: pino({ level: "silent" }),
    allowInsecureEndpoints: true,
  });
  const userId = addUser(db, { email: "owner@example.com", role: "owner" }).user.id;
  return { db, push, userId };
}

describe("a push alert through web-push and a stand-in push service", () => {
  it("is encrypted by web-push, signed with our VAPID key, and decrypts to the payload sent", async () => {
    const service = await standIn();
    const { db, push, userId } = alertsOnADatabase();
    expect(push.subscribe(userId, service.subscribe(), iPhone).ok).toBe(true);
    const leadId = insertLead(db, { firstName: "Tom", lastName: "Hart", projectType: "joinery" });

    expect(await push.alertNewLead(leadId)).toEqual({ sent: 1, removed: 0, failed: 0 });
    const message = await service.waitForMessage(20_000);
    expect(message).toMatchObject({ ttl: 86_400, urgency: "high", vapidKey: push.publicKey });
    expect(message.payload).toEqual({
      title: "New quote request",
      body: "Tom Hart · Joinery",
      url: `/owner/leads/${leadId}`,
      tag: referenceFor(leadId),
    });
    expect(message.payload).toEqual(
      leadAlertPayload({
        id: leadId,
        reference: referenceFor(leadId),
        firstName: "Tom",
        lastName: "Hart",
        projectType: "joinery",
      }),
    );
    expect(service.refused).toEqual([]);
  });

  it("to a browser that unsubscribed (410 Gone) removes its subscription, and the others still get it", async () => {
    const service = await standIn();
    const { db, push, userId } = alertsOnADatabase();
    const gone = service.subscribe();
    push.subscribe(userId, gone, iPhone);
    push.subscribe(userId, service.subscribe(), iPhone);
    service.answer(gone.endpoint, 410);

    expect(await push.alertNewLead(insertLead(db))).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect(push.list(userId).map((row) => row.endpoint)).not.toContain(gone.endpoint);
    expect(push.count()).toBe(1);
  });
});

describe("push alerts", () => {
  it("refuse at start a subject web-push would refuse at every send", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "push-subject-"));
    cleanup.push(() => removeDir(dataDir));
    const db = openDatabase(":memory:");
    cleanup.push(() => {
      db.close();
    });
    const logger = pino({ level: "silent" });
    for (const subject of ["office@example.com", "http://localhost:3000", "mailto:", ""])
      expect(() => createPushAlerts({ db, dataDir, subject, logger }), subject).toThrow(
        /mailto: or https:/,
      );
    expect(
      createPushAlerts({ db, dataDir, subject: "https://www.example.co.uk", logger }),
    ).toBeTruthy();
  });
});

describe("the stand-in push service", () => {
  const keys = webpush.generateVAPIDKeys();
  const vapidDetails = { subject: "mailto:office@example.com", ...keys };

  it("turns away what a real one would: another audience, a key that did not sign, the wrong secret, an unknown endpoint", async () => {
    const service = await standIn();
    const browser = service.subscribe();
    const send = (subscription: typeof browser, options: webpush.RequestOptions) =>
      webpush.sendNotification(subscription, '{"title":"x"}', options).then(
        (result) => result.statusCode,
        (error: { statusCode?: number }) => error.statusCode,
      );
    const otherAudience = webpush.getVapidHeaders(
      "https://push.example.com",
      vapidDetails.subject,
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
    );
    const signedByAnother = webpush.getVapidHeaders(
      service.origin,
      vapidDetails.subject,
      webpush.generateVAPIDKeys().publicKey,
      keys.privateKey,
      "aes128gcm",
    );

    expect(await send(browser, { headers: { Authorization: otherAudience.Authorization } })).toBe(
      403,
    );
    expect(await send(browser, { headers: { Authorization: signedByAnother.Authorization } })).toBe(
      403,
    );
    const wrongSecret = { ...browser, keys: { ...browser.keys, auth: "AAAAAAAAAAAAAAAAAAAAAA" } };
    expect(await send(wrongSecret, { vapidDetails })).toBe(400);
    expect(
      await send({ ...browser, endpoint: `${service.origin}/push/nobody` }, { vapidDetails }),
    ).toBe(404);
    expect(service.refused.map((refusal) => refusal.status)).toEqual([403, 403, 400, 404]);
    expect(service.received).toEqual([]);

    expect(await send(browser, { vapidDetails })).toBe(201);
    expect((await service.waitForMessage(1000)).payload).toEqual({ title: "x" });
  });
});

describe("a quote request posted to the running site", () => {
  it("reaches a subscribed phone, once, with the reference and no private details", async () => {
    const service = await standIn();
    const app = await startTestApp();
    cleanup.push(() => removeDir(app.dataDir));
    cleanup.push(() => app.stop());
    const { db, push } = app.services;
    const staffId = addUser(db, { email: "staff@example.com", role: "staff" }).user.id;
    const phone = service.subscribe();
    // The live server takes only real push services' addresses; the test puts the stand-in's in.
    expect(push.subscribe(staffId, phone, iPhone).ok).toBe(false);
    expect(saveSubscription(db, staffId, phone, iPhone, { allowInsecureEndpoints: true }).ok).toBe(
      true,
    );

    const response = await postQuote(app.url, validRequest);
    expect(response.status).toBe(200);
    const reference = referenceIn(await response.text());
    expect(reference).toBeDefined();
    const leadId = db
      .prepare("SELECT id FROM quote_requests WHERE reference = ?")
      .pluck()
      .get(reference) as number;

    const message = await service.waitForMessage(20_000);
    expect(message.payload).toEqual({
      title: "New quote request",
      body: "Sarah Mills · Extension",
      url: `/owner/leads/${leadId}`,
      tag: reference,
    });
    expect(message.vapidKey).toBe(push.publicKey);
    const sent = JSON.stringify(message.payload);
    for (const secret of ["lantern", validRequest.email, validRequest.phone, "25k"])
      expect(sent).not.toContain(secret);

    // The same post again is a duplicate: no second alert.
    const again = await postQuote(app.url, validRequest);
    expect(referenceIn(await again.text())).toBe(reference);
    await push.idle();
    expect(service.received).toHaveLength(1);
  });
});
