import { createContext } from "react-router";
import type { Company } from "~/company/company";
import { firmMail } from "~/company/firm-mail.server";
import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import type { MailContext } from "~/mail/message.server";
import type { LeadAlertPayload } from "~/push/new-lead-alert.server";
import { placeOfPostcode, readPostcode } from "./postcode";
import { type BookingSettings, bookingSettings } from "./visit-settings.server";
import type { PlaceOf } from "./visit-store.server";

/**
 * What the visit pages need of the server: the customer's page (`/visit/…`) and the owner's.
 * Made in `server/services.ts`.
 */
export interface VisitServices {
  db: Db;
  /** The site's secret the links are derived with. */
  secret: Buffer;
  /** Who the customer's emails are from, the firm they name, and where the firm's copies go. */
  mail: () => MailContext<Company> & { notifyTo: string };
  /** The settings now: the owner's numbers, the live opening hours and the office as the base. */
  settings: () => BookingSettings;
  /** Where a postcode is, from the live areas' postcode districts. */
  placeOf: PlaceOf;
  wakeOutbox: () => void;
  /** An alert on the owner's phones. */
  alert: (payload: LeadAlertPayload) => void;
  now: () => number;
}

export function createVisitServices({
  mailFrom,
  notifyTo,
  siteUrl,
  ...given
}: Pick<VisitServices, "db" | "secret" | "wakeOutbox" | "alert"> & {
  mailFrom: string;
  /** QUOTE_NOTIFY_TO, where new requests go; else the firm's own email. */
  notifyTo?: string;
  siteUrl: string;
  now?: () => number;
}): VisitServices {
  return {
    now: Date.now,
    ...given,
    mail: () => firmMail({ mailFrom, siteUrl, notifyTo }),
    settings: () => {
      const { company } = siteContent();
      return bookingSettings(given.db, { openingHours: company.openingHours, base: company.geo });
    },
    placeOf: (postcode) => {
      const read = readPostcode(postcode);
      return read ? (placeOfPostcode(siteContent().serviceAreas, read)?.position ?? null) : null;
    },
  };
}

/** Requests for a customer's visit page and the owner's area only. */
export const visitsContext = createContext<VisitServices>();
