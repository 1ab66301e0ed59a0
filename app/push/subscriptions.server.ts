import { isIP } from "node:net";
import { z } from "zod";
import type { Db } from "~/db/database.server";
import { deviceName } from "~/lib/device-name.server";

export interface SubscriptionRules {
  /**
   * Tests only: accept endpoints on this machine (127.0.0.1, localhost), over http or https,
   * where a local stand-in plays the push service.
   */
  allowInsecureEndpoints?: boolean;
}

export interface StoredSubscription {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  createdAt: string;
  lastSentAt: string | null;
  failures: number;
}

/** Real push services' endpoints are a few hundred characters; anything near this is not one. */
const maxEndpointLength = 2048;
const loopbackHosts = new Set(["127.0.0.1", "localhost"]);

const base64url = (bytes: number, name: string) =>
  z
    .string()
    .max(200)
    .refine(
      (value) => /^[\w-]+={0,2}$/.test(value) && Buffer.from(value, "base64url").length === bytes,
      { message: `${name} must be ${bytes} bytes in base64url` },
    );

/**
 * The server POSTs to whatever endpoint is stored, so only a push service's address will do:
 * https to a named public host, never a bare address or this machine, and no credentials.
 */
function endpointSchema({ allowInsecureEndpoints = false }: SubscriptionRules) {
  return z
    .string()
    .max(maxEndpointLength, {
      message: "endpoint is too long for a push service's address",
      abort: true,
    })
    .refine(
      (value) => {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          return false;
        }
        if (url.username || url.password || url.hash) return false;
        if (allowInsecureEndpoints && loopbackHosts.has(url.hostname))
          return url.protocol === "https:" || url.protocol === "http:";
        return (
          url.protocol === "https:" &&
          url.hostname.includes(".") &&
          isIP(url.hostname.replace(/^\[|\]$/g, "")) === 0
        );
      },
      { message: "endpoint must be a push service's https address" },
    );
}

/** A browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = (rules: SubscriptionRules = {}) =>
  z.object({
    endpoint: endpointSchema(rules),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(65, "p256dh"), auth: base64url(16, "auth") }),
  });
export type PushSubscriptionJson = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

export type SaveResult =
  | { ok: true; subscription: StoredSubscription }
  | { ok: false; error: string };

const columns = `id, user_id AS userId, endpoint, p256dh, auth, device, created_at AS createdAt,
  last_sent_at AS lastSentAt, failures`;

/**
 * Stores what a browser sent, or refreshes it: the same endpoint is the same browser, so a
 * second sign-in there moves the subscription to whoever turned alerts on last.
 */
export function saveSubscription(
  db: Db,
  userId: number,
  subscription: unknown,
  userAgent: string | null | undefined,
  rules: SubscriptionRules = {},
  now = Date.now(),
): SaveResult {
  const parsed = pushSubscriptionSchema(rules).safeParse(subscription);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? "not a push subscription" };
  const { endpoint, keys } = parsed.data;
  const saved = db
    .prepare(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device, created_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET
         user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
         device = excluded.device, failures = 0
       RETURNING ${columns}`,
    )
    .get(
      userId,
      endpoint,
      keys.p256dh,
      keys.auth,
      deviceName(userAgent),
      new Date(now).toISOString(),
    ) as StoredSubscription;
  return { ok: true, subscription: saved };
}

/** Only the user's own subscription: one person cannot turn off another's alerts. */
export function removeSubscription(db: Db, userId: number, endpoint: string): boolean {
  return (
    db
      .prepare("DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?")
      .run(endpoint, userId).changes > 0
  );
}

export function listSubscriptions(db: Db, userId: number): StoredSubscription[] {
  return db
    .prepare(`SELECT ${columns} FROM push_subscriptions WHERE user_id = ? ORDER BY id`)
    .all(userId) as StoredSubscription[];
}

/** Every subscription of every user, owner and staff alike. */
export function allSubscriptions(db: Db): StoredSubscription[] {
  return db
    .prepare(`SELECT ${columns} FROM push_subscriptions ORDER BY id`)
    .all() as StoredSubscription[];
}

export function countSubscriptions(db: Db, userId?: number): number {
  if (userId === undefined)
    return db.prepare("SELECT COUNT(*) FROM push_subscriptions").pluck().get() as number;
  return db
    .prepare("SELECT COUNT(*) FROM push_subscriptions WHERE user_id = ?")
    .pluck()
    .get(userId) as number;
}
