import { createContext } from "react-router";
import type { Db } from "~/db/database.server";
import {
  type AlertOutcome,
  alertEveryone,
  alertNewLead,
  type LeadAlertPayload,
  type PushLogger,
  type SendNotification,
} from "./new-lead-alert.server";
import {
  countSubscriptions,
  listSubscriptions,
  removeSubscription,
  type SubscriptionRules,
  saveSubscription,
} from "./subscriptions.server";
import { loadOrCreateVapidKeys } from "./vapid-keys.server";

export type PushAlerts = ReturnType<typeof createPushAlerts>;

export interface PushAlertsOptions extends SubscriptionRules {
  db: Db;
  /** Where the VAPID keys are kept (DATA_DIR). */
  dataDir: string;
  /** `mailto:` + the company's address, or the site's https URL. */
  subject: string;
  logger: PushLogger;
  send?: SendNotification;
}

/** Phone alerts for new quote requests: the keys, the subscriptions and the sending. */
export function createPushAlerts({
  db,
  dataDir,
  subject,
  logger,
  send,
  allowInsecureEndpoints,
}: PushAlertsOptions) {
  // web-push would only find out at the first send, and then refuse every one.
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    throw new Error(`The push subject must be a mailto: or https: address, not ${subject}`);
  const keys = loadOrCreateVapidKeys(dataDir);
  const vapid = { subject, ...keys };
  const rules = { allowInsecureEndpoints };
  const inFlight = new Set<Promise<AlertOutcome>>();
  const track = (alert: Promise<AlertOutcome>) => {
    inFlight.add(alert);
    void alert.finally(() => inFlight.delete(alert));
    return alert;
  };
  return {
    /** The VAPID public key (base64url) a browser subscribes with (`applicationServerKey`). */
    publicKey: keys.publicKey,
    /** Never rejects; resolves once every subscribed browser's push service has answered. */
    alertNewLead: (leadId: number) => track(alertNewLead(db, leadId, { vapid, send, logger })),
    /** The same for anything else worth a phone alert (a new review). */
    alert: (payload: LeadAlertPayload, userIds?: readonly number[]) =>
      track(alertEveryone(db, () => payload, { vapid, send, logger }, userIds)),
    /** `subscription` is whatever the browser posted: it is checked here. */
    subscribe: (userId: number, subscription: unknown, userAgent?: string | null) =>
      saveSubscription(db, userId, subscription, userAgent, rules),
    unsubscribe: (userId: number, endpoint: string) => removeSubscription(db, userId, endpoint),
    list: (userId: number) => listSubscriptions(db, userId),
    count: (userId?: number) => countSubscriptions(db, userId),
    /** Resolves when no alert is being sent, so the database can be closed. */
    async idle() {
      await Promise.all(inFlight);
    },
  };
}

/** Phone alerts as the owner's pages use them: the key a browser subscribes with, and its subscriptions. */
export const pushContext =
  createContext<Pick<PushAlerts, "publicKey" | "subscribe" | "unsubscribe" | "list">>();
