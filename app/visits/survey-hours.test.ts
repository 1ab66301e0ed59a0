import { describe, expect, it } from "vitest";
import { surveyMinutes, weeklySurveyHours } from "./survey-hours";

describe("survey hours", () => {
  it("come from a weekly pattern like the firm's opening hours, by UK calendar day", () => {
    const hours = weeklySurveyHours({
      days: ["Mo", "Tu", "We", "Th", "Fr"],
      opens: "08:00",
      closes: "18:00",
    });
    expect(hours("2026-03-27")).toEqual({ opens: "08:00", closes: "18:00" }); // a Friday
    expect(hours("2026-03-28")).toBeNull();
    expect(hours("2026-03-29")).toBeNull();
    expect(hours("2026-03-30")).toEqual({ opens: "08:00", closes: "18:00" });
  });

  it("are minutes after midnight, and must open before they close", () => {
    expect(surveyMinutes({ opens: "08:30", closes: "24:00" })).toEqual({
      opens: 510,
      closes: 1440,
    });
    expect(() => surveyMinutes({ opens: "18:00", closes: "08:00" })).toThrow(
      /closes before it opens/,
    );
    expect(() => weeklySurveyHours({ days: ["Mo"], opens: "8am", closes: "18:00" })).toThrow(
      /"8am" is not a time like 08:00/,
    );
  });
});
