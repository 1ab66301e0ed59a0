import type { Db } from "~/db/database.server";
import { linkToken, openedBy } from "~/private-links/private-links.server";

/** The customer's page to book, move or cancel the survey visit of their request. */
export const visitPath = (token: string) => `/visit/${token}`;

/** A lead's visit link opens the lead. */
export const visitLinkPurpose = "survey-visit";

/**
 * The lead's visit link, made the first time it is asked for (when the request is stored, so
 * the acknowledgement can carry it); the same link every time after.
 */
export const visitLinkOf = (db: Db, secret: Buffer, leadId: number, now = Date.now()) =>
  visitPath(linkToken(db, secret, { purpose: visitLinkPurpose, opens: leadId, leadId }, now));

/** The lead a visit token is for, or null: not a token's shape, never made, or its lead deleted. */
export const leadOfVisitToken = (db: Db, token: string | undefined) =>
  openedBy(db, visitLinkPurpose, token);
