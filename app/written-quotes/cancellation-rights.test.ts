import { describe, expect, it } from "vitest";
import { instantOnDay } from "~/lib/uk-time";
import {
  cancellationRight,
  lastDayToCancel,
  withinCancellationPeriod,
} from "./cancellation-rights";

const at = (day: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return instantOnDay(day, hours * 60 + minutes);
};

describe("whether the 14 days to cancel apply", () => {
  it("apply to a consumer's contract made online", () => {
    expect(cancellationRight({ customerIsBusiness: false, newBuilding: false })).toEqual({
      applies: true,
    });
  });
  it("do not apply to a business, nor to a new building or substantial conversion", () => {
    expect(cancellationRight({ customerIsBusiness: true, newBuilding: false })).toEqual({
      applies: false,
      reason: "business",
    });
    expect(cancellationRight({ customerIsBusiness: false, newBuilding: true })).toEqual({
      applies: false,
      reason: "new-building",
    });
  });
});

describe("the cancellation period", () => {
  it("runs 14 days from the day after acceptance, to the end of the last UK day", () => {
    const accepted = at("2027-03-01", "16:30");
    expect(lastDayToCancel(accepted)).toBe("2027-03-15");
    expect(withinCancellationPeriod(accepted, at("2027-03-15", "23:59"))).toBe(true);
    expect(withinCancellationPeriod(accepted, at("2027-03-16", "00:00"))).toBe(false);
  });

  it("counts UK days across the clocks going forward, late at night", () => {
    // 23:30 on 27 March 2027 is GMT; the clocks go forward on the 28th.
    const accepted = at("2027-03-27", "23:30");
    expect(lastDayToCancel(accepted)).toBe("2027-04-10");
    expect(withinCancellationPeriod(accepted, at("2027-04-10", "23:30"))).toBe(true);
    expect(withinCancellationPeriod(accepted, at("2027-04-11", "00:30"))).toBe(false);
  });
});
