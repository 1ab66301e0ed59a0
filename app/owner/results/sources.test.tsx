import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SourceResult } from "~/results/site-report.server";
import { wordsOf } from "../../../tests/support/page-render";
import { Sources } from "./sources";

const period = {
  key: "2026-11",
  kind: "month",
  label: "November 2026",
  firstDay: "2026-11-01",
  lastDay: "2026-11-30",
} as const;

const google: SourceResult = {
  source: "Google search",
  visits: 120,
  requests: 3,
  calls: 0,
  chats: 0,
  won: 0,
  wonValuePence: 0,
  medianReplyMinutes: 30,
  bookedOnline: 2,
  medianMinutesToVisit: 45,
  quotesSent: 2,
  quotesAccepted: 1,
  medianDaysToAccept: 3,
};

describe("Where the work comes from", () => {
  it("gives each source's survey visits booked online and how soon, only where there were some", () => {
    const html = renderToStaticMarkup(
      <Sources
        report={{
          period,
          sources: [
            google,
            {
              ...google,
              source: "A neighbour",
              bookedOnline: 0,
              medianMinutesToVisit: null,
              medianReplyMinutes: null,
              quotesSent: 0,
              quotesAccepted: 0,
              medianDaysToAccept: null,
            },
          ],
        }}
      />,
    );
    expect(wordsOf(html)).toContain(
      "Google search 120 visits · 3 requests · replied in 30 min · 2 booked a survey visit online · survey visit booked in 45 min · 1 of 2 quotes accepted online · accepted in 3 days",
    );
    expect(wordsOf(html)).toContain("A neighbour 120 visits · 3 requests ");
    expect(wordsOf(html)).not.toContain("3 requests · survey");
  });
});
