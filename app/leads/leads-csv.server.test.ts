import { describe, expect, it } from "vitest";
import { csvCell } from "~/lib/csv";
import { type LeadCsvRow, leadsToCsv } from "./leads-csv.server";

const row: LeadCsvRow = {
  id: 42,
  reference: "MC-00042",
  receivedAt: new Date("2026-06-15T13:05:00Z"),
  status: "visit-booked",
  wonValuePence: null,
  firstName: "Zoë",
  lastName: "O'Brien",
  email: "zoe@example.org",
  phone: "+44 1253 123456",
  projectType: "extension",
  budget: "25k-50k",
  followUpOn: "2026-06-20",
  message: 'Two "small" rooms, a porch\r\nand a lantern',
};

describe("leadsToCsv", () => {
  it("writes a BOM, a header, CRLF lines, labels and UK clock times", () => {
    const csv = leadsToCsv([row, { ...row, budget: null, followUpOn: null, status: "new" }]);
    expect(csv.startsWith("\uFEFFReference,Received,Status,Won value (£),First name,")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Received,Status,Won value (£),First name,Last name,Email,Phone,Project type,Budget,Follow-up,Message",
    );
    expect(lines[1]).toBe(
      `MC-00042,2026-06-15 14:05,Visit booked,,Zoë,O'Brien,zoe@example.org,'+44 1253 123456,Extension,"£25,000 to £50,000",2026-06-20,"Two ""small"" rooms, a porch`,
    );
    expect(lines[2]).toBe('and a lantern"');
    expect(lines[3]).toMatch(/^MC-00042,2026-06-15 14:05,New,,Zoë,.*,Extension,,,"Two/);
    expect(csv.endsWith('lantern"\r\n')).toBe(true);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("writes only the header for no leads", () => {
    expect(leadsToCsv([])).toBe(
      "\uFEFFReference,Received,Status,Won value (£),First name,Last name,Email,Phone,Project type,Budget,Follow-up,Message\r\n",
    );
  });

  it("gives a won lead's value as a plain number with pence, and none for any other status", () => {
    const values = leadsToCsv([
      { ...row, status: "won", wonValuePence: 1_250_000 },
      { ...row, status: "won", wonValuePence: 1_250_050 },
      { ...row, status: "won", wonValuePence: 5 },
      { ...row, status: "won", wonValuePence: 0 },
      { ...row, status: "won", wonValuePence: null },
      // Kept from when it was won, but it is not won work now.
      { ...row, status: "lost", wonValuePence: 1_250_000 },
    ])
      .slice(1)
      .split("\r\n")
      .filter((line) => line.startsWith("MC-"))
      .map((line) => line.split(",").slice(2, 4).join(","));
    expect(values).toEqual([
      "Won,12500.00",
      "Won,12500.50",
      "Won,0.05",
      "Won,0.00",
      "Won,",
      "Lost,",
    ]);
  });

  it("shows a winter time as GMT", () => {
    const csv = leadsToCsv([{ ...row, receivedAt: new Date("2026-01-15T23:59:00Z") }]);
    expect(csv).toContain("MC-00042,2026-01-15 23:59,");
  });
});

describe("csvCell", () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", `"'\r=1+1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["-1,2", `"'-1,2"`],
  ])("neutralises a formula: %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["one\ntwo", '"one\ntwo"'],
    ["one\r\ntwo", '"one\r\ntwo"'],
    ["a=b", "a=b"],
    ["£5 café", "£5 café"],
  ])("quotes only when it must: %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
