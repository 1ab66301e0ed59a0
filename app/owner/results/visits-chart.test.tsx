import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { scaleTop, VisitsChart } from "./visits-chart";

describe("scaleTop", () => {
  it("rounds the best week up to 1, 2 or 5 times a power of ten, at least 10", () => {
    expect([0, 3, 10, 11, 20, 21, 999, 1000, 2340, 5001].map(scaleTop)).toEqual([
      10, 10, 10, 20, 20, 50, 1000, 1000, 5000, 10000,
    ]);
  });
});

describe("VisitsChart", () => {
  const weeks = Array.from({ length: 52 }, (_, index) => ({
    monday: new Date(Date.UTC(2025, 11, 1) + index * 7 * 86_400_000).toISOString().slice(0, 10),
    visits: index === 30 ? 2340 : 100,
  }));

  it("names the best and the latest week for a screen reader, and pales the week so far", () => {
    const html = renderToStaticMarkup(<VisitsChart weeks={weeks} today="2026-11-25" />);
    expect(html).toContain(
      'aria-label="Visits per week. Highest: 2,340 in the week of 29 Jun 2026. Latest whole week, from 16 Nov 2026: 100."',
    );
    expect(html.match(/<rect /g)).toHaveLength(52);
    expect(html.match(/class="fill-navy-300"/g)).toHaveLength(1);
    expect(html).toContain("the last, paler bar is this week so far");
  });

  it("draws whole weeks only when the period is over", () => {
    const html = renderToStaticMarkup(<VisitsChart weeks={weeks} today="2027-01-10" />);
    expect(html).not.toContain("fill-navy-300");
    expect(html).toContain("Latest whole week, from 23 Nov 2026: 100.");
  });
});
