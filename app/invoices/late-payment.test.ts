import { describe, expect, it } from "vitest";
import {
  fixedCompensationPence,
  lateCharges,
  paymentDueOn,
  referenceRateDay,
} from "./late-payment";

const debt = {
  customerIsBusiness: true,
  debtPence: 100_000,
  dueOn: "2027-03-01",
  today: "2027-04-20",
  baseRateBasisPoints: 50,
};

describe("statutory interest and compensation on a late business payment", () => {
  // gov.uk, "Late commercial payments: charging interest and debt recovery", "Interest on late
  // commercial payments", its example when the base rate was 0.5%: owed £1,000, the year's
  // interest is £85 (8.5%), 23p a day, and after 50 days £11.50.
  it("works the interest out as gov.uk's example does", () => {
    expect(lateCharges(debt)).toEqual({
      late: true,
      daysLate: 50,
      ratePercent: 8.5,
      dailyInterestPence: 23,
      interestPence: 1_150,
      compensationPence: 7_000,
    });
  });

  // The same page, "Claim debt recovery costs on late payments": up to £999.99, £40; £1,000 to
  // £9,999.99, £70; £10,000 or more, £100 (the Act, s. 5A).
  it("adds the fixed sum by the size of the debt", () => {
    expect(fixedCompensationPence(99_999)).toBe(4_000);
    expect(fixedCompensationPence(100_000)).toBe(7_000);
    expect(fixedCompensationPence(999_999)).toBe(7_000);
    expect(fixedCompensationPence(1_000_000)).toBe(10_000);
  });

  it("is never charged to a homeowner, nor before the payment is late", () => {
    expect(lateCharges({ ...debt, customerIsBusiness: false })).toEqual({
      late: false,
      reason: "The late payment law is for debts between businesses: a homeowner never pays it.",
    });
    expect(lateCharges({ ...debt, today: "2027-03-01" })).toEqual({
      late: false,
      reason: "The payment is not late yet.",
    });
    expect(lateCharges({ ...debt, today: "2027-03-02" })).toMatchObject({
      late: true,
      daysLate: 1,
    });
    expect(lateCharges({ ...debt, debtPence: 0 })).toMatchObject({ late: false });
    expect(lateCharges({ ...debt, baseRateBasisPoints: -25 })).toMatchObject({ late: false });
  });

  it("counts calendar days across a leap day, the year still of 365", () => {
    const charges = lateCharges({
      ...debt,
      dueOn: "2028-02-28",
      today: "2028-03-01",
      baseRateBasisPoints: 425,
    });
    // 12.25% of £1,000 is £122.50 a year: 33.56p a day, 33p, for 2 days.
    expect(charges).toMatchObject({ daysLate: 2, dailyInterestPence: 33, interestPence: 66 });
  });

  it("falls due 30 days after the invoice when no day was agreed", () => {
    expect(paymentDueOn("2027-01-15", null)).toBe("2027-02-14");
    expect(paymentDueOn("2027-01-15", "2027-01-29")).toBe("2027-01-29");
  });

  // The Late Payment of Commercial Debts (Rate of Interest) (No. 3) Order 2002, art. 4: the
  // base rate in force on 30 June (interest starting 1 July to 31 December) or 31 December
  // (interest starting 1 January to 30 June) before the day interest starts to run.
  it("names the day whose base rate the owner enters", () => {
    expect(referenceRateDay("2027-03-01")).toBe("2026-12-31");
    expect(referenceRateDay("2027-06-29")).toBe("2026-12-31");
    expect(referenceRateDay("2027-06-30")).toBe("2027-06-30");
    expect(referenceRateDay("2027-12-30")).toBe("2027-06-30");
    expect(referenceRateDay("2027-12-31")).toBe("2027-12-31");
  });
});
