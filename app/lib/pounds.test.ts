import { describe, expect, it } from "vitest";
import {
  amountForCsv,
  amountForField,
  formatPounds,
  maxWonValuePence,
  parsePounds,
} from "./pounds";

const pence = (text: string) => {
  const parsed = parsePounds(text);
  return parsed.ok ? parsed.pence : `refused: ${parsed.message}`;
};

describe("parsePounds", () => {
  it.each([
    ["12500", 1_250_000],
    ["12,500", 1_250_000],
    ["£12,500", 1_250_000],
    ["£ 12,500", 1_250_000],
    ["  £12,500  ", 1_250_000],
    ["12500.5", 1_250_050],
    ["12500.50", 1_250_050],
    ["£12,500.05", 1_250_005],
    ["1,234,567.89", 123_456_789],
    ["0", 0],
    ["0.00", 0],
    ["£0", 0],
    ["0.01", 1],
    ["007", 700],
    ["999", 99_900],
    ["10000000", maxWonValuePence],
    ["£10,000,000.00", maxWonValuePence],
  ])("reads %j as %d pence", (text, expected) => {
    expect(pence(text)).toBe(expected);
  });

  it.each(["", "   "])("reads %j as no value", (text) => {
    expect(parsePounds(text)).toEqual({ ok: true, pence: null });
  });

  it.each([
    ["-5", "cannot be negative"],
    ["£-5", "cannot be negative"],
    ["-£5", "cannot be negative"],
    ["−5", "cannot be negative"],
    ["1e5", "like 12,500 or 12500.50"],
    ["abc", "like 12,500 or 12500.50"],
    ["12k", "like 12,500 or 12500.50"],
    ["12 500", "like 12,500 or 12500.50"],
    ["£", "like 12,500 or 12500.50"],
    [".5", "like 12,500 or 12500.50"],
    ["12.", "like 12,500 or 12500.50"],
    ["+5", "like 12,500 or 12500.50"],
    ["0x10", "like 12,500 or 12500.50"],
    ["Infinity", "like 12,500 or 12500.50"],
    ["NaN", "like 12,500 or 12500.50"],
    ["12.345", "at most 2 digits after the point"],
    ["£12,500.999", "at most 2 digits after the point"],
    ["12,50", "commas only between thousands"],
    ["1,2500", "commas only between thousands"],
    [",500", "commas only between thousands"],
    ["10000000.01", "At most £10,000,000"],
    ["10,000,001", "At most £10,000,000"],
    ["99999999999999999999999", "At most £10,000,000"],
    ["9".repeat(400), "like 12,500 or 12500.50"],
  ])("refuses %j", (text, message) => {
    expect(pence(text)).toContain(message);
  });
});

describe("formatting pence", () => {
  it.each([
    [1_250_000, "£12,500", "12,500", "12500.00"],
    [1_250_050, "£12,500.50", "12,500.50", "12500.50"],
    [1_250_005, "£12,500.05", "12,500.05", "12500.05"],
    [0, "£0", "0", "0.00"],
    [7, "£0.07", "0.07", "0.07"],
    [maxWonValuePence, "£10,000,000", "10,000,000", "10000000.00"],
  ])("shows %d pence as %s, %s to edit, %s in a spreadsheet", (value, shown, field, csv) => {
    expect(formatPounds(value)).toBe(shown);
    expect(amountForField(value)).toBe(field);
    expect(amountForCsv(value)).toBe(csv);
    expect(parsePounds(field)).toEqual({ ok: true, pence: value });
    expect(parsePounds(shown)).toEqual({ ok: true, pence: value });
  });
});
