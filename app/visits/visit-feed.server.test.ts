import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { openedBy } from "~/private-links/private-links.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { insertLead } from "../../tests/support/test-leads";
import { instantOnDay } from "../lib/uk-time";
import {
  feedLink,
  renewVisitFeedAddress,
  tokenOfFeedFile,
  visitFeed,
  visitFeedAddresses,
} from "./visit-feed.server";
import { bookingSettings } from "./visit-settings.server";
import { bookVisit, cancelVisit } from "./visit-store.server";

const isVisitFeedToken = (token: string | null | undefined) =>
  openedBy(db, feedLink.purpose, token ?? undefined) !== null;

// Tuesday 3 March 2026, 10:00 GMT.
const now = Date.parse("2026-03-03T10:00:00Z");
const base = { latitude: 53.85, longitude: -3.04 };
const placeOf = () => ({ latitude: 53.817, longitude: -3.05 });
const secret = Buffer.alloc(32, 9);
const siteUrl = "https://www.example.co.uk";

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});

const tokenOf = (address: string) => tokenOfFeedFile(address.split("/").at(-1));

function book(leadId: number, time: number, accessNotes = "") {
  const settings = bookingSettings(db, { openingHours: weekdayHours("08:00", "18:00"), base });
  const address = { postcode: "FY1 4AB", addressLine: "12 Church Street", accessNotes };
  const booked = bookVisit(db, {
    leadId,
    start: time,
    address,
    by: "customer",
    settings,
    placeOf,
    now,
  });
  if (!booked.ok) throw new Error(`not booked: ${booked.problem}`);
}

describe("the feed of booked visits", () => {
  it("has no address until the owner makes one, then a webcal: and an https: one", () => {
    expect(visitFeedAddresses(db, { secret, siteUrl })).toBeNull();
    renewVisitFeedAddress(db, secret);
    const addresses = visitFeedAddresses(db, { secret, siteUrl });
    expect(addresses?.web).toMatch(/^https:\/\/www\.example\.co\.uk\/calendar\/[\w-]{43}\.ics$/);
    expect(addresses?.webcal).toBe(addresses?.web.replace("https:", "webcal:"));
    // Only the token's hash and the nonce it is made from are kept, never the token.
    const kept = db.prepare("SELECT nonce, token_hash FROM private_links").raw().all().flat();
    expect(kept).not.toContain(tokenOf(addresses?.web ?? ""));
  });

  it("opens with the current address only: a new one stops the old at once", () => {
    renewVisitFeedAddress(db, secret);
    const old = tokenOf(visitFeedAddresses(db, { secret, siteUrl })?.web ?? "");
    expect(isVisitFeedToken(old)).toBe(true);
    expect(renewVisitFeedAddress(db, secret).message).toMatch(/the old one no longer works/);
    const current = tokenOf(visitFeedAddresses(db, { secret, siteUrl })?.web ?? "");
    expect(current).not.toBe(old);
    expect(isVisitFeedToken(old)).toBe(false);
    expect(isVisitFeedToken(current)).toBe(true);
    expect(isVisitFeedToken(undefined)).toBe(false);
    expect(
      db.prepare("SELECT detail FROM audit_log WHERE event = 'visit-feed-renewed'").pluck().all(),
    ).toEqual(["made", "renewed"]);
    expect(tokenOfFeedFile("not-a-token.ics")).toBeNull();
  });

  it("holds each visit not cancelled, with its address, the customer's phone and the lead", () => {
    const lead = insertLead(db, { firstName: "Sarah", lastName: "Mills", phone: "01253 123456" });
    const other = insertLead(db, { firstName: "Tom", lastName: "Price" });
    book(lead, instantOnDay("2026-03-04", 10 * 60), "Side gate; ring twice");
    book(other, instantOnDay("2026-03-05", 14 * 60));
    cancelVisit(db, { leadId: other, by: "customer", now });
    const feed = visitFeed(db, { siteUrl, firm: "Marram Construction", now });
    const unfolded = feed.replace(/\r\n /g, "");
    expect(unfolded).toContain("X-WR-CALNAME:Marram Construction survey visits");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain("DTSTART:20260304T100000Z\r\nDTEND:20260304T104500Z");
    expect(unfolded).toContain("SUMMARY:Survey visit: Sarah Mills\\, 01253 123456");
    expect(unfolded).toContain("LOCATION:12 Church Street\\, FY1 4AB");
    expect(unfolded).toContain(
      `DESCRIPTION:Sarah Mills (MC-${String(lead).padStart(5, "0")})\\nPhone: 01253 123456\\n12 Church Street\\, FY1 4AB\\nAccess: Side gate\\; ring twice\\nThe lead: ${siteUrl}/owner/leads/${lead}`,
    );
    expect(unfolded).toContain(`URL:${siteUrl}/owner/leads/${lead}`);
    expect(unfolded).not.toContain("Tom Price");
  });
});
