import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarEvent, eventInvitation, invitationMediaType, subscriptionFeed } from "./ics";

const stamp = new Date("2026-03-20T08:00:00Z");
const visit: CalendarEvent = {
  uid: "visit-41@marram.example",
  start: new Date("2026-03-30T08:30:00Z"), // 09:30 BST, the day after the clocks go forward
  end: new Date("2026-03-30T09:15:00Z"),
  summary: "Survey visit: kitchen extension, Poulton-le-Fylde",
  description:
    "What the visit is for: to measure up and talk through the job.\nIt takes 45 minutes.",
  location: "14 Breck Road, Poulton-le-Fylde FY6 7AA",
  url: "https://www.example.com/visit/abc123",
  organizer: { name: "Marram Construction", email: "visits@example.com" },
  attendee: { name: "Jo Bloggs", email: "jo@example.com" },
  sequence: 0,
  status: "CONFIRMED",
};

/** What ical.js, a real reader, finds in the file. */
function readBack(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: calendar.getFirstPropertyValue("method"),
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        summary: event.summary,
        description: event.description,
        location: event.location,
        url: component.getFirstPropertyValue("url"),
        organizer: component.getFirstPropertyValue("organizer"),
        organizerName: component.getFirstProperty("organizer")?.getParameter("cn"),
        sequence: event.sequence,
        status: component.getFirstPropertyValue("status"),
        propertyNames: component.getAllProperties().map((property) => property.name),
      };
    }),
  };
}

describe("writing iCalendar", () => {
  it("writes an invitation that a calendar reads back as the same event", () => {
    const ics = eventInvitation(visit, { stamp });
    const back = readBack(ics);
    expect(back.method).toBe("REQUEST");
    expect(back.events).toEqual([
      expect.objectContaining({
        uid: visit.uid,
        start: "2026-03-30T08:30:00.000Z",
        end: "2026-03-30T09:15:00.000Z",
        summary: visit.summary,
        description: visit.description,
        location: visit.location,
        url: visit.url,
        organizer: "mailto:visits@example.com",
        organizerName: "Marram Construction",
        sequence: 0,
        status: "CONFIRMED",
      }),
    ]);
    expect(invitationMediaType(visit)).toBe("text/calendar; charset=utf-8; method=REQUEST");
  });

  it("cancels with METHOD:CANCEL, the same uid and a higher sequence", () => {
    const cancelled = { ...visit, sequence: 1, status: "CANCELLED" as const };
    const back = readBack(eventInvitation(cancelled, { stamp }));
    expect(back.method).toBe("CANCEL");
    expect(back.events[0]).toMatchObject({ uid: visit.uid, sequence: 1, status: "CANCELLED" });
    expect(invitationMediaType(cancelled)).toContain("method=CANCEL");
  });

  it("writes many events as a feed a phone subscribes to", () => {
    const second = {
      ...visit,
      uid: "visit-42@marram.example",
      start: new Date("2026-10-26T10:00:00Z"),
      end: new Date("2026-10-26T10:45:00Z"),
      summary: "Survey visit: loft conversion, Lytham",
    };
    const ics = subscriptionFeed([visit, second], {
      stamp,
      name: "Survey visits",
      refreshMinutes: 15,
    });
    const back = readBack(ics);
    expect(back.method).toBe("PUBLISH");
    expect(back.name).toBe("Survey visits");
    expect(back.events.map((event) => [event.uid, event.start, event.summary])).toEqual([
      [visit.uid, "2026-03-30T08:30:00.000Z", visit.summary],
      [second.uid, "2026-10-26T10:00:00.000Z", second.summary],
    ]);
    expect(ics).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(subscriptionFeed([], { stamp, name: "Survey visits" })).toContain("METHOD:PUBLISH");
  });

  it("ends every line in CRLF and folds at 75 octets, never inside a character", () => {
    const long = {
      ...visit,
      description: `${"Access by the side gate — ".repeat(12)}dog friendly 🐕 ${"é".repeat(90)}`,
    };
    const ics = eventInvitation(long, { stamp });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(readBack(ics).events[0]?.description).toBe(long.description);
  });

  it("escapes hostile text, so that it stays text and adds no property", () => {
    const hostile: CalendarEvent = {
      ...visit,
      summary: "Visit\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nATTACH:https://evil.example/x",
      description: "a; b, c \\ d\nDTSTART:19700101T000000Z\rRRULE:FREQ=SECONDLY",
      location: "Flat 2, 3 Back Lane;\u0000\u0007 Garstang",
      organizer: {
        name: 'Marram"; ROLE=CHAIR:mailto:evil@example.com\r\nX:',
        email: visit.organizer?.email ?? "",
      },
      attendee: { name: "Jo\nORGANIZER:mailto:evil@example.com", email: "jo@example.com" },
    };
    const ics = eventInvitation(hostile, { stamp });
    const back = readBack(ics);
    expect(back.events).toHaveLength(1);
    const [event] = back.events;
    expect(event?.uid).toBe(visit.uid);
    expect(event?.summary).toBe(
      "Visit\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil\nATTACH:https://evil.example/x",
    );
    expect(event?.description).toBe("a; b, c \\ d\nDTSTART:19700101T000000Z\nRRULE:FREQ=SECONDLY");
    expect(event?.location).toBe("Flat 2, 3 Back Lane; Garstang");
    expect(event?.organizer).toBe("mailto:visits@example.com");
    expect(event?.propertyNames.sort()).toEqual(
      [
        "uid",
        "dtstamp",
        "dtstart",
        "dtend",
        "sequence",
        "status",
        "summary",
        "description",
        "location",
        "url",
        "organizer",
        "attendee",
      ].sort(),
    );
    expect(ics).toContain("SUMMARY:Visit\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:evil\\n");
    expect(ics).toContain("DESCRIPTION:a\\; b\\, c \\\\ d\\n");
  });

  it("refuses what is not a uid, an email address or a web address, and a time that runs backwards", () => {
    expect(() => eventInvitation({ ...visit, uid: "a\r\nX:1" }, { stamp })).toThrow(/uid/);
    expect(() =>
      eventInvitation({ ...visit, organizer: { name: "x", email: "a@b.com\r\nX:1" } }, { stamp }),
    ).toThrow(/email/);
    expect(() => eventInvitation({ ...visit, url: "javascript:alert(1)" }, { stamp })).toThrow(
      /web address/,
    );
    expect(() => eventInvitation({ ...visit, end: visit.start }, { stamp })).toThrow(/end after/);
    expect(() => eventInvitation({ ...visit, sequence: -1 }, { stamp })).toThrow(/sequence/);
    // The URL parser drops line breaks and percent-encodes spaces and controls: never a new line.
    const url = "https://example.com/a b\r\nX-EVIL:1\u0001/c";
    const [event] = readBack(eventInvitation({ ...visit, url }, { stamp })).events;
    expect(event?.url).toBe("https://example.com/a%20bX-EVIL:1%01/c");
    expect(event?.propertyNames).not.toContain("x-evil");
  });
});
