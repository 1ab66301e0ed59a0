import { describe, expect, it } from "vitest";
import { instantOnDay } from "../lib/uk-time";
import { readPostcode } from "./postcode";
import { groupOf, type VisitOfLead, visitGroups } from "./visit-days";

// Tuesday 3 March 2026, 10:00 GMT; this week runs to Sunday the 8th.
const now = Date.parse("2026-03-03T10:00:00Z");
const base = { latitude: 53.8526, longitude: -3.0421 }; // Bispham
const places: Record<string, { latitude: number; longitude: number }> = {
  FY1: { latitude: 53.8175, longitude: -3.0357 }, // Blackpool
  LA1: { latitude: 54.0466, longitude: -2.8007 }, // Lancaster
};
const placeOf = (postcode: string) => places[readPostcode(postcode)?.district ?? ""] ?? null;

let id = 0;
function visit(day: string, time: string, postcode = "FY1 4AB", minutes = 45): VisitOfLead {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const start = instantOnDay(day, hour * 60 + minute);
  id += 1;
  return {
    id,
    leadId: 100 + id,
    start: new Date(start),
    end: new Date(start + minutes * 60_000),
    postcode,
    addressLine: `${id} Church Street`,
    accessNotes: "",
    name: `Customer ${id}`,
    reference: `MC-${String(id).padStart(5, "0")}`,
    phone: "01253 123456",
  };
}

const groups = (visits: VisitOfLead[]) => visitGroups(visits, { now, base, placeOf });

describe("the owner's visits, grouped", () => {
  it("puts each UK day in Today, Tomorrow, This week (to Sunday) or Later", () => {
    expect(groupOf("2026-03-03", "2026-03-03")).toBe("Today");
    expect(groupOf("2026-03-04", "2026-03-03")).toBe("Tomorrow");
    expect(groupOf("2026-03-08", "2026-03-03")).toBe("This week");
    expect(groupOf("2026-03-09", "2026-03-03")).toBe("Later");
    // On a Saturday, tomorrow is the week's last day: nothing else is this week.
    expect(groupOf("2026-03-08", "2026-03-07")).toBe("Tomorrow");
    expect(groupOf("2026-03-09", "2026-03-07")).toBe("Later");
  });

  it("lists the days in order, leaves out empty groups and days gone, and gives each its time", () => {
    const listed = groups([
      visit("2026-03-10", "09:00"),
      visit("2026-03-03", "14:00"),
      visit("2026-03-02", "09:00"),
      visit("2026-03-05", "11:30"),
    ]);
    expect(listed.map((group) => group.title)).toEqual(["Today", "This week", "Later"]);
    expect(listed.map((group) => group.days.map((day) => day.label))).toEqual([
      ["Tue 3 Mar"],
      ["Thu 5 Mar"],
      ["Tue 10 Mar"],
    ]);
    expect(listed[0]?.days[0]?.visits[0]).toMatchObject({
      time: "14:00–14:45",
      mapLink: "https://www.openstreetmap.org/search?query=FY1%204AB",
      phoneLink: "tel:+441253123456",
    });
  });

  it("shows times on UK clocks across the change to summer time", () => {
    const [group] = visitGroups([visit("2026-03-30", "09:00")], {
      now: Date.parse("2026-03-29T12:00:00Z"),
      base,
      placeOf,
    });
    expect(group?.days[0]?.visits[0]?.time).toBe("09:00–09:45");
    expect(group?.days[0]?.visits[0]?.start.toISOString()).toBe("2026-03-30T08:00:00.000Z");
  });

  it("gives the drive from the office for a day's first visit, then from the visit before", () => {
    const [today] = groups([
      visit("2026-03-03", "09:00", "FY1 4AB"),
      visit("2026-03-03", "11:00", "LA1 1AA"),
      visit("2026-03-03", "12:00", "FY1 2AB"),
    ]);
    expect(today?.days[0]?.visits.map(({ drive, tight }) => ({ drive, tight }))).toEqual([
      { drive: "About 10 min drive from the office", tight: null },
      { drive: "About 1 h drive from the visit before (FY1 4AB)", tight: null },
      // Lancaster until 11:45, an hour back to Blackpool by 12:00: it cannot be made.
      {
        drive: "About 1 h drive from the visit before (LA1 1AA)",
        tight: "Only 15 min after the visit before ends.",
      },
    ]);
  });

  it("says when a drive is not known, and starts each day from the office again", () => {
    const listed = groups([
      visit("2026-03-04", "09:00", "PR8 1AA"),
      visit("2026-03-04", "11:00", "FY1 4AB"),
      visit("2026-03-05", "09:00", "FY1 4AB"),
    ]);
    expect(
      listed.flatMap((group) => group.days.flatMap((day) => day.visits.map((v) => v.drive))),
    ).toEqual([
      "Drive not known: PR8 1AA is in none of your areas.",
      "Drive from the visit before (PR8 1AA) not known: it is in none of your areas.",
      "About 10 min drive from the office",
    ]);
  });
});
