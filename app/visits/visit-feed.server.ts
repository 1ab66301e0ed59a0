import { z } from "zod";
import { type AuditEntry, recordAudit } from "~/accounts/audit-log.server";
import { type CalendarEvent, subscriptionFeed } from "~/calendars/ics";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { FormOutcome } from "~/forms/read-form.server";
import {
  hashToken,
  isTokenShaped,
  linkToken,
  newNonce,
} from "~/private-links/private-links.server";
import type { VisitOfLead } from "./visit-days";
import { visitsOfLeadsBetween } from "./visit-list.server";

/**
 * The feed of booked visits the owner's phone subscribes to: a secret address, its token derived
 * from a nonce kept in `owner_settings` with the site's secret (so the page can show it again),
 * looked up by the token's hash. A new address replaces the nonce and the hash: the old address
 * stops at once. The feed is written per request, so a visit shows as soon as it is booked.
 */

const nonceName = "booked-visits-feed-nonce";
const hashName = "booked-visits-feed-hash";

const feedToken = (secret: Buffer, nonce: string) => linkToken(secret, "booked-visits-feed", nonce);

const visitFeedPath = (token: string) => `/calendar/${token}.ics`;

/** The token in the last part of a feed's address ("TOKEN.ics"), if it is one's shape. */
export function tokenOfFeedFile(file: string | undefined): string | null {
  const token = /^(.*)\.ics$/.exec(file ?? "")?.[1];
  return isTokenShaped(token) ? token : null;
}

const setting = (db: Db, name: string) =>
  db.prepare("SELECT value FROM owner_settings WHERE name = ?").pluck().get(name) as
    | string
    | undefined;

/** The feed's address, to subscribe with (`webcal:`) and to paste (`https:`); null before one is made. */
export function visitFeedAddresses(
  db: Db,
  { secret, siteUrl }: { secret: Buffer; siteUrl: string },
): { webcal: string; web: string } | null {
  const nonce = setting(db, nonceName);
  if (!nonce) return null;
  const web = new URL(visitFeedPath(feedToken(secret, nonce)), siteUrl).href;
  return { web, webcal: web.replace(/^https?:/, "webcal:") };
}

/** Makes the feed's address, replacing any other: the old one answers 404 from now on. */
function newVisitFeedAddress(db: Db, secret: Buffer): void {
  const nonce = newNonce();
  const keep = db.prepare(
    `INSERT INTO owner_settings (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  );
  writeTransaction(db, () => {
    keep.run(nonceName, nonce);
    keep.run(hashName, hashToken(feedToken(secret, nonce)));
  });
}

export const feedAddressForm = z.object(
  { intent: z.literal("new-feed-address") },
  { error: "That is not something this page can do." },
);

/** The owner's "Make a new address": a new one, and the old one stopped. */
export function renewVisitFeedAddress(
  db: Db,
  secret: Buffer,
  by: Pick<AuditEntry, "userId" | "email" | "ipHash"> = {},
): FormOutcome {
  const hadOne = setting(db, nonceName) !== undefined;
  writeTransaction(db, () => {
    newVisitFeedAddress(db, secret);
    recordAudit(db, { ...by, event: "visit-feed-renewed", detail: hadOne ? "renewed" : "made" });
  });
  return {
    ok: true,
    message: hadOne
      ? "New address made: the old one no longer works. Subscribe again with this one."
      : "Address made: subscribe to it on your phone.",
  };
}

/** Whether `token` opens the feed: the current address's, never an old one's. */
export function isVisitFeedToken(db: Db, token: string | null): boolean {
  const hash = setting(db, hashName);
  return token !== null && hash !== undefined && hashToken(token) === hash;
}

/** How far back the feed goes: a month of past visits, then every one to come. */
const pastDays = 31;
const farFuture = new Date("9999-12-31T00:00:00Z");

/** One visit as an event of the owner's calendar: who, where, their phone and the lead's page. */
function visitEvent(visit: VisitOfLead, siteUrl: string): CalendarEvent {
  const lead = new URL(`/owner/leads/${visit.leadId}`, siteUrl).href;
  const place = `${visit.addressLine}, ${visit.postcode}`;
  return {
    uid: `survey-visit-${visit.id}@${new URL(siteUrl).hostname}`,
    start: visit.start,
    end: visit.end,
    summary: `Survey visit: ${visit.name}, ${visit.phone}`,
    location: place,
    description: [
      `${visit.name} (${visit.reference})`,
      `Phone: ${visit.phone}`,
      place,
      visit.accessNotes ? `Access: ${visit.accessNotes}` : "",
      `The lead: ${lead}`,
    ]
      .filter(Boolean)
      .join("\n"),
    url: lead,
  };
}

/** The feed as it is now: every visit not cancelled from a month ago on. */
export function visitFeed(
  db: Db,
  { siteUrl, firm, now }: { siteUrl: string; firm: string; now: number },
): string {
  const from = new Date(now - pastDays * 24 * 60 * 60_000);
  const visits = visitsOfLeadsBetween(db, from, farFuture);
  return subscriptionFeed(
    visits.map((visit) => visitEvent(visit, siteUrl)),
    { stamp: new Date(now), name: `${firm} survey visits`, refreshMinutes: 15 },
  );
}
