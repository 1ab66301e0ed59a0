import type { Logger } from "pino";
import webpush from "web-push";
import type { Db } from "~/db/database.server";
import { projectTypes } from "~/lib/project-types";
import { allSubscriptions, type StoredSubscription } from "./subscriptions.server";
import type { VapidKeys } from "./vapid-keys.server";

export type SendNotification = typeof webpush.sendNotification;
export type PushLogger = Pick<Logger, "info" | "warn" | "error">;

export interface VapidDetails extends VapidKeys {
  /** `mailto:` or `https:`: whom a push service can contact about our messages. */
  subject: string;
}

export interface AlertOptions {
  vapid: VapidDetails;
  send?: SendNotification;
  logger: PushLogger;
}

/** What the service worker shows. Never the visitor's message, email or phone. */
export interface LeadAlertPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface AlertOutcome {
  sent: number;
  /** Subscriptions the push service no longer knows (404, 410), now deleted. */
  removed: number;
  failed: number;
}

/** A lead is news for a day; after that the owner will have seen it in the list anyway. */
const ttlSeconds = 24 * 60 * 60;
/** A push service that holds the connection this long is treated as failed. */
const timeoutMs = 10_000;

interface LeadRow {
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  projectType: string;
}

export function leadAlertPayload(lead: LeadRow): LeadAlertPayload {
  const label =
    projectTypes.find((type) => type.value === lead.projectType)?.label ?? lead.projectType;
  const name = `${lead.firstName} ${lead.lastName}`.trim().slice(0, 120);
  return {
    title: "New quote request",
    body: `${name} · ${label}`,
    url: `/owner/leads/${lead.id}`,
    tag: lead.reference,
  };
}

/** Where a failed send went, without the path: the path is the browser's secret address. */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return "(not a URL)";
  }
}

/**
 * Tells every subscribed browser that a quote request arrived. Sends run in parallel and the
 * promise never rejects: a push service's trouble must not reach the visitor's request.
 */
export function alertNewLead(db: Db, leadId: number, options: AlertOptions): Promise<AlertOutcome> {
  return alertEveryone(
    db,
    () => {
      const lead = db
        .prepare(
          `SELECT id, reference, first_name AS firstName, last_name AS lastName,
             project_type AS projectType
           FROM quote_requests WHERE id = ?`,
        )
        .get(leadId) as LeadRow | undefined;
      return lead && leadAlertPayload(lead);
    },
    options,
  );
}

/**
 * Sends `payloadOf()` (read only when someone subscribed: with none, as on most sites most of
 * the time, one query is all an alert costs) to every subscribed browser. Never rejects.
 */
export async function alertEveryone(
  db: Db,
  payloadOf: () => LeadAlertPayload | undefined,
  { vapid, send = webpush.sendNotification, logger }: AlertOptions,
  /** Only these users' phones (the owners, for a lead waiting); everyone's unless said. */
  userIds?: readonly number[],
): Promise<AlertOutcome> {
  const outcome: AlertOutcome = { sent: 0, removed: 0, failed: 0 };
  let alert: LeadAlertPayload | undefined;
  let subscriptions: StoredSubscription[];
  try {
    subscriptions = allSubscriptions(db).filter(
      (subscription) => !userIds || userIds.includes(subscription.userId),
    );
    alert = subscriptions.length ? payloadOf() : undefined;
  } catch (error) {
    logger.error({ err: error }, "push alert: could not read what to send or the subscriptions");
    return outcome;
  }
  if (!alert || subscriptions.length === 0) return outcome;

  const payload = JSON.stringify(alert);
  const { subject, publicKey, privateKey } = vapid;
  const options = {
    vapidDetails: { subject, publicKey, privateKey },
    TTL: ttlSeconds,
    urgency: "high" as const,
    timeout: timeoutMs,
  };

  const record = (sql: string, ...params: (string | number)[]) => {
    try {
      db.prepare(sql).run(...params);
    } catch (error) {
      logger.error({ err: error }, "push alert: could not record a send");
    }
  };

  await Promise.all(
    subscriptions.map(async ({ id, endpoint, p256dh, auth }) => {
      try {
        await send({ endpoint, keys: { p256dh, auth } }, payload, options);
      } catch (error) {
        const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
        const where = { subscriptionId: id, pushService: pushService(endpoint) };
        if (statusCode === 404 || statusCode === 410) {
          record("DELETE FROM push_subscriptions WHERE id = ?", id);
          outcome.removed++;
          logger.info(
            { ...where, statusCode },
            "push alert: the browser had unsubscribed, so its subscription was removed",
          );
          return;
        }
        record("UPDATE push_subscriptions SET failures = failures + 1 WHERE id = ?", id);
        outcome.failed++;
        // Not the error itself: web-push's error carries the endpoint, whose path is secret.
        logger.warn(
          {
            ...where,
            statusCode: typeof statusCode === "number" ? statusCode : undefined,
            reason: error instanceof Error ? error.message.slice(0, 200) : String(error),
          },
          "push alert: a push service refused the message or could not be reached",
        );
        return;
      }
      record(
        "UPDATE push_subscriptions SET last_sent_at = ?, failures = 0 WHERE id = ?",
        new Date().toISOString(),
        id,
      );
      outcome.sent++;
    }),
  );
  return outcome;
}
