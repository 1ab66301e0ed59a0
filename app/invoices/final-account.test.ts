import { describe, expect, it } from "vitest";
import { finalAccount, netWithin, type StageToInvoice, stageInvoicePence } from "./final-account";

const job = { agreedPence: 1_200_000, changes: [], invoicedPence: 0 };

describe("the final account", () => {
  it("is the agreed price with every approved change, less what was invoiced", () => {
    const changes = [
      { label: "Change 1: extra socket", pence: 18_000 },
      { label: "Change 2: no skirting in the hall", pence: -6_000 },
    ];
    expect(finalAccount({ ...job, changes, invoicedPence: 360_000 })).toEqual({
      ok: true,
      value: {
        agreedPence: 1_200_000,
        changesPence: 12_000,
        totalPence: 1_212_000,
        invoicedPence: 360_000,
        thisInvoicePence: 852_000,
      },
    });
  });

  it("is refused with the reason when there is nothing, or less than nothing, to invoice", () => {
    expect(finalAccount({ ...job, invoicedPence: 1_200_000 })).toEqual({
      ok: false,
      reason: "Everything has been invoiced already.",
    });
    expect(finalAccount({ ...job, invoicedPence: 1_250_000 })).toEqual({
      ok: false,
      reason: "£500 more was invoiced than the job comes to: make a credit note for it.",
    });
    expect(finalAccount({ ...job, changes: [{ label: "All of it", pence: -1_300_000 }] })).toEqual({
      ok: false,
      reason: "The changes take out more than the agreed price.",
    });
    expect(finalAccount({ ...job, agreedPence: -1 })).toMatchObject({ ok: false });
    expect(finalAccount({ ...job, invoicedPence: 0.5 })).toMatchObject({ ok: false });
  });
});

describe("a stage's invoice", () => {
  const stage: StageToInvoice = {
    label: "When the roof is on",
    pence: 400_000,
    isBalance: false,
    dueOn: "2027-05-03",
    invoicedPence: 0,
  };

  it("asks what the stage asks, less what was invoiced of it", () => {
    expect(stageInvoicePence(stage, job)).toEqual({ ok: true, value: 400_000 });
    expect(stageInvoicePence({ ...stage, invoicedPence: 150_000 }, job)).toEqual({
      ok: true,
      value: 250_000,
    });
    expect(stageInvoicePence({ ...stage, invoicedPence: 400_000 }, job)).toEqual({
      ok: false,
      reason: '"When the roof is on" has been invoiced already.',
    });
  });

  it("waits until the stage is asked for", () => {
    expect(stageInvoicePence({ ...stage, dueOn: null }, job)).toEqual({
      ok: false,
      reason: 'Ask for "When the roof is on" first: it is not due yet.',
    });
  });

  it("for the balance is the final account", () => {
    const balance = { ...stage, label: "Balance", isBalance: true, pence: 0 };
    const account = {
      ...job,
      changes: [{ label: "Change 1", pence: 5_000 }],
      invoicedPence: 700_000,
    };
    expect(stageInvoicePence(balance, account)).toEqual({ ok: true, value: 505_000 });
  });
});

describe("an amount with VAT as an invoice line", () => {
  it("is met exactly when it can be, a penny under when it cannot", () => {
    expect(netWithin(600_000, "20")).toEqual({
      netPence: 500_000,
      vatPence: 100_000,
      grossPence: 600_000,
    });
    expect(netWithin(11, "20")).toEqual({ netPence: 9, vatPence: 1, grossPence: 10 });
    expect(netWithin(10_500, "5")).toEqual({ netPence: 10_000, vatPence: 500, grossPence: 10_500 });
    expect(netWithin(4_321, "0")).toEqual({ netPence: 4_321, vatPence: 0, grossPence: 4_321 });
    expect(netWithin(4_321, "none")).toEqual({ netPence: 4_321, vatPence: 0, grossPence: 4_321 });
  });

  it("is the largest such line for every amount up to £1,000", () => {
    const wrong: string[] = [];
    for (const rate of ["20", "5"] as const)
      for (let gross = 0; gross <= 100_000; gross += 1) {
        const { netPence, grossPence } = netWithin(gross, rate);
        const next = netPence + 1 + Math.floor(((netPence + 1) * Number(rate)) / 100);
        if (grossPence > gross || grossPence < gross - 1 || next <= gross)
          wrong.push(`${gross} at ${rate}%`);
      }
    expect(wrong).toEqual([]);
  });
});
