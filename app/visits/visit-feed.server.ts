import { z } from "zod";
import { type AuditEntry, recordAudit } from "~/accounts/audit-log.server";
import { type CalendarEvent, subscriptionFeed } from "~/calendars/ics";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { FormOutcome } from "~/forms/read-form.server";
import { isTokenShaped, newLinkToken, tokenOfLink } from "~/private-links/private-links.server";
import type { VisitOfLead } from "./visit-days";
import { visitsOfLeadsBetween } from "./visit-list.server";

/**
 * The feed of booked visits the owner's phone subscribes to: a secret address, a private link
 * of its own (one for the firm: it opens 0). A new address replaces it: the old address stops at
 * once. The feed is written per request, so a visit shows as soon as it is booked.
 */
export const feedLink = { purpose: "booked-visits-feed", opens: 0 };

const visitFeedPath = (token: string) => `/calendar/${token}.ics`;

/** The token in the last part of a feed's address ("TOKEN.ics"), if it is one's shape. */
export function tokenOfFeedFile(file: string | undefined): string | null {
  const token = /^(.*)\.ics$/.exec(file ?? "")?.[1];
  return isTokenShaped(token) ? token : null;
}

/** The feed's address, to subscribe with (`webcal:`) and to paste (`https:`); null before one is made. */
export function visitFeedAddresses(
  db: Db,
  { secret, siteUrl }: { secret: Buffer; siteUrl: string },
): { webcal: string; web: string } | null {
  const token = tokenOfLink(db, secret, feedLink);
  if (!token) return null;
  const web = new URL(visitFeedPath(token), siteUrl).href;
  return { web, webcal: web.replace(/^https?:/, "webcal:") };
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
  const hadOne = tokenOfLink(db, secret, feedLink) !== null;
  writeTransaction(db, () => {
    newLinkToken(db, secret, feedLink);
    recordAudit(db, { ...by, event: "visit-feed-renewed", detail: hadOne ? "renewed" : "made" });
  });
  return {
    ok: true,
    message: hadOne
      ? "New address made: the old one no longer works. Subscribe again with this one."
      : "Address made: subscribe to it on your phone.",
  };
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
