import { describe, expect, it } from "vitest";
import { officeHours, weekdayHours } from "../../tests/support/office-hours";
import { openingHoursData } from "./structured-data.server";

describe("the opening hours search engines read", () => {
  it("are the owner's days and times, and each day shut: bank holidays when shut on them, and the owner's closures", () => {
    const hours = officeHours(
      { ...weekdayHours("08:00", "18:00").week, Sa: { opens: "09:00", closes: "13:00" } },
      {
        bankHolidays: "closed",
        closedDays: [
          { from: "2025-08-11", to: "2025-08-15" },
          { from: "2026-12-24", to: "2027-01-01", reason: "Christmas shutdown" },
        ],
      },
    );
    const data = openingHoursData(hours, "2026-05-20");
    expect(data.slice(0, 2)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "09:00",
        closes: "13:00",
      },
    ]);
    const shut = data.slice(2).map((day) => ("validFrom" in day ? day : null));
    expect(shut.every((day) => day?.opens === "00:00" && day.closes === "00:00")).toBe(true);
    // This year's and next year's bank holidays (8 each), the Christmas shutdown; not last year's.
    expect(shut).toHaveLength(17);
    expect(shut.map((day) => `${day?.validFrom}/${day?.validThrough}`)).toEqual(
      expect.arrayContaining([
        "2026-05-25/2026-05-25",
        "2026-12-24/2027-01-01",
        "2027-12-28/2027-12-28",
      ]),
    );
    expect(shut.map((day) => day?.validFrom)).not.toContain("2025-08-11");
  });

  it("list no bank holiday when the office opens on them", () => {
    const data = openingHoursData(
      weekdayHours("08:00", "17:00", { bankHolidays: "open" }),
      "2026-05-20",
    );
    expect(data).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:00",
      },
    ]);
  });
});
