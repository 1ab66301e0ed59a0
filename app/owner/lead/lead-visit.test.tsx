import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { wordsOf } from "../../../tests/support/page-render";
import { LeadVisit } from "./lead-visit";

describe("LeadVisit", () => {
  it("shows the booked visit, its address as text, and the earlier ones in small print", () => {
    const html = renderToStaticMarkup(
      <LeadVisit
        changed={null}
        visit={{
          bookingPage: "/owner/leads/7/visit",
          booked: {
            when: "Wed 4 Mar, 10:00–10:45",
            addressLine: "<b>12</b> Clifton Street",
            postcode: "FY8 1AB",
            accessNotes: "Side gate",
            bookedBy: "Booked online by the customer, Mon 2 Mar, 21:14",
          },
          earlier: [
            {
              key: 1,
              when: "Tue 3 Mar, 14:00–14:45",
              place: "12 Clifton Street, FY8 1AB",
              ended: "Moved by the customer, Mon 2 Mar, 21:14",
            },
          ],
        }}
      />,
    );
    expect(wordsOf(html)).toContain(
      "When Wed 4 Mar, 10:00–10:45 Where &lt;b&gt;12&lt;/b&gt; Clifton Street, FY8 1AB Access Side gate Booked online by the customer, Mon 2 Mar, 21:14",
    );
    expect(wordsOf(html)).toContain(
      "Earlier visits Tue 3 Mar, 14:00–14:45 at 12 Clifton Street, FY8 1AB · Moved by the customer",
    );
    expect(html).not.toContain("<b>12");
    expect(html).toContain('href="/owner/leads/7/visit"');
    expect(wordsOf(html)).toContain("Move or cancel the visit");
  });

  it("offers to book one while the lead is open, and says what the booking page just did", () => {
    const html = renderToStaticMarkup(
      <LeadVisit
        changed="booked"
        visit={{ bookingPage: "/owner/leads/7/visit", booked: null, earlier: [] }}
      />,
    );
    expect(wordsOf(html)).toContain("Visit booked: the customer has been emailed the time.");
    expect(wordsOf(html)).toContain("Book a survey visit");
  });

  it("says so when no visit is booked, without an empty access line or history", () => {
    const html = renderToStaticMarkup(
      <LeadVisit changed={null} visit={{ bookingPage: null, booked: null, earlier: [] }} />,
    );
    expect(wordsOf(html).trim()).toBe("No visit booked.");
  });
});
