import { describe, expect, it } from "vitest";
import { liveContent, withContent } from "~/content/site-content.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { siteChrome } from "./site-chrome.server";

describe("the header's and footer's data, sent with every page", () => {
  it("carries the days the office closes without the owner's note of what for", () => {
    const live = liveContent();
    const openingHours = weekdayHours("08:00", "18:00", {
      closedDays: [{ from: "2026-12-24", to: "2027-01-01", reason: "Owner's hip operation" }],
    });
    const company = { ...live.content.company, openingHours };
    const chrome = withContent({ ...live, content: { ...live.content, company } }, siteChrome);
    expect(chrome.company.openingHours).toEqual({
      ...openingHours,
      closedDays: [{ from: "2026-12-24", to: "2027-01-01" }],
    });
    expect(JSON.stringify(chrome)).not.toContain("hip operation");
  });
});
