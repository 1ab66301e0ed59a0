import { describe, expect, it } from "vitest";
import { bankHolidaysOf, easterSunday, isBankHoliday } from "./bank-holidays";

describe("the bank holidays of England and Wales", () => {
  it("are those published for 2026, Boxing Day on Saturday held on Monday 28 December", () => {
    expect(bankHolidaysOf(2026)).toEqual([
      { day: "2026-01-01", name: "New Year's Day" },
      { day: "2026-04-03", name: "Good Friday" },
      { day: "2026-04-06", name: "Easter Monday" },
      { day: "2026-05-04", name: "Early May bank holiday" },
      { day: "2026-05-25", name: "Spring bank holiday" },
      { day: "2026-08-31", name: "Summer bank holiday" },
      { day: "2026-12-25", name: "Christmas Day" },
      { day: "2026-12-28", name: "Boxing Day (substitute day)" },
    ]);
  });

  it("are those published for 2027, Christmas on Saturday held on Monday and Boxing Day on Tuesday", () => {
    expect(bankHolidaysOf(2027).map((holiday) => holiday.day)).toEqual([
      "2027-01-01",
      "2027-03-26",
      "2027-03-29",
      "2027-05-03",
      "2027-05-31",
      "2027-08-30",
      "2027-12-27",
      "2027-12-28",
    ]);
    expect(bankHolidaysOf(2027).at(-2)).toEqual({
      day: "2027-12-27",
      name: "Christmas Day (substitute day)",
    });
  });

  it("move New Year's Day on a Saturday to Monday, and Christmas on a Sunday to Tuesday", () => {
    // 1 January 2028 is a Saturday; 2022's Christmas Day was a Sunday (Boxing Day on the Monday).
    expect(bankHolidaysOf(2028)[0]).toEqual({
      day: "2028-01-03",
      name: "New Year's Day (substitute day)",
    });
    expect(bankHolidaysOf(2022).slice(-2)).toEqual([
      { day: "2022-12-26", name: "Boxing Day" },
      { day: "2022-12-27", name: "Christmas Day (substitute day)" },
    ]);
  });

  it("find Easter by the Gregorian rule", () => {
    expect(["2024", "2025", "2026", "2027", "2028", "2038"].map(Number).map(easterSunday)).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
      "2038-04-25",
    ]);
  });

  it("tell a bank holiday from another day", () => {
    expect(isBankHoliday("2026-05-25")).toBe(true);
    expect(isBankHoliday("2026-12-28")).toBe(true);
    expect(isBankHoliday("2026-12-26")).toBe(false);
    expect(isBankHoliday("2026-05-26")).toBe(false);
  });
});
