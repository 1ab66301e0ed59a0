import { describe, expect, it } from "vitest";
import { contactsInWords, elapsedInWords, shareOfVisits, surveyVisitsInWords } from "./figures";

describe("how often a visit sends a request", () => {
  it("says one in so many visits, with the share", () => {
    expect(shareOfVisits(1, 48)).toBe("1 in 48 visits (2.1%)");
    expect(shareOfVisits(3, 12_000)).toBe("1 in 4,000 visits (0%)");
  });

  it("never says one in one visit: nearly every visit sent one, so the share alone", () => {
    expect(shareOfVisits(1, 1)).toBe("100% of visits");
    expect(shareOfVisits(2, 3)).toBe("66.7% of visits");
    expect(shareOfVisits(3, 2)).toBe("150% of visits");
  });

  it("says nothing without both", () => {
    expect(shareOfVisits(0, 10)).toBeNull();
    expect(shareOfVisits(2, 0)).toBeNull();
  });
});

describe("contactsInWords", () => {
  it("names the calls and chats there were, and nothing when there were none", () => {
    expect(contactsInWords({ calls: 2, chats: 1 })).toBe("2 calls · 1 WhatsApp chat");
    expect(contactsInWords({ calls: 1, chats: 0 })).toBe("1 call");
    expect(contactsInWords({ calls: 0, chats: 1200 })).toBe("1,200 WhatsApp chats");
    expect(contactsInWords({ calls: 0, chats: 0 })).toBeNull();
  });
});

describe("survey visits booked", () => {
  it("says how many requests had one booked and how soon, as the clock runs", () => {
    expect(surveyVisitsInWords({ booked: 3, medianMinutesToVisit: 60 })).toBe(
      "3 requests had one booked, online or by you, typically 1 h after it came in.",
    );
    expect(surveyVisitsInWords({ booked: 1, medianMinutesToVisit: 45.5 })).toBe(
      "1 request had one booked, online or by you, typically 46 min after it came in.",
    );
    // A Friday evening's request booked on Monday morning: days, not hours.
    expect(surveyVisitsInWords({ booked: 1, medianMinutesToVisit: 2 * 24 * 60 + 14 * 60 })).toBe(
      "1 request had one booked, online or by you, typically 2 days 14 h after it came in.",
    );
  });

  it("gives a time of a day or more in days, and of seconds as under a minute", () => {
    expect(elapsedInWords(0)).toBe("under a minute");
    expect(elapsedInWords(23 * 60 + 59)).toBe("23 h 59 min");
    expect(elapsedInWords(24 * 60)).toBe("1 day");
    expect(elapsedInWords(24 * 60 + 20)).toBe("1 day");
    expect(elapsedInWords(3 * 24 * 60 - 10)).toBe("3 days");
  });

  it("says when none was booked", () => {
    expect(surveyVisitsInWords({ booked: 0, medianMinutesToVisit: null })).toBe(
      "No survey visit booked for these requests yet.",
    );
  });
});
