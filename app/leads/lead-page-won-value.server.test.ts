import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SignedInUser } from "~/accounts/sessions.server";
import type { Db } from "~/db/database.server";
import { nothingSaved } from "~/forms/read-form.server";
import { submit } from "../../tests/support/site-editing";
import { count, databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { loadInbox } from "./inbox.server";
import { actOnLead, leadForm } from "./lead-forms.server";
import { leadOrNotFound, leadPage } from "./lead-page.server";

let db: Db;
let user: SignedInUser;
let lead: number;
beforeEach(() => {
  const made = databaseWithOwner();
  db = made.db;
  // Staff work leads, and so may say what a job was worth.
  user = { ...made.user, role: "staff" };
  lead = insertLead(db);
});
afterEach(() => db.close());

/** A form of the lead page sent as the page sends it. */
const act = (fields: Record<string, string>) =>
  submit(leadForm, fields, (sent) => {
    const services = { db, wakeOutbox: vi.fn(), photosDir: "/none" };
    const done = actOnLead(services, { leadId: lead, user }, sent);
    return "deleted" in done ? { ok: true, message: "Deleted." } : done;
  });
const status = (value: string, status = "won") => act({ intent: "status", status, value });
const stored = () =>
  db.prepare("SELECT status, won_value_pence AS pence FROM quote_requests WHERE id = ?").get(lead);
const page = () => leadPage(db, leadOrNotFound(db, lead));

describe("marking a lead won with the job's value", () => {
  it("stores both and shows the value with Won, and who set it in the history", async () => {
    expect(await status("£12,500")).toMatchObject({
      ok: true,
      status: 200,
      message: "Status changed to Won, job value £12,500.",
    });
    expect(stored()).toEqual({ status: "won", pence: 1_250_000 });
    expect(page()).toMatchObject({
      statusLabel: "Won",
      wonValue: "£12,500",
      wonValueField: "12,500",
    });
    expect(page().history.map((entry) => `${entry.what} · ${entry.by}`)).toEqual([
      `Job value set to £12,500 · ${user.email}`,
      `Won · ${user.email}`,
    ]);
  });

  it("takes pence too", async () => {
    await status("12500.5");
    expect(stored()).toEqual({ status: "won", pence: 1_250_050 });
    expect(page()).toMatchObject({ wonValue: "£12,500.50", wonValueField: "12,500.50" });
  });

  it("is fine without a value", async () => {
    expect(await status("")).toMatchObject({ ok: true, message: "Status changed to Won." });
    expect(await act({ intent: "status", status: "won" })).toMatchObject({ ok: true });
    expect(stored()).toEqual({ status: "won", pence: null });
    expect(page()).toMatchObject({ wonValue: null, wonValueField: "" });
    expect(count(db, "lead_value_changes")).toBe(0);
  });

  it.each([
    ["-5", "The value cannot be negative."],
    ["abc", "Type the value in pounds, like 12,500 or 12500.50."],
    ["1e5", "Type the value in pounds, like 12,500 or 12500.50."],
    ["12.345", "Pounds and pence only: at most 2 digits after the point, like 12500.50."],
    ["£10,000,000.01", "At most £10,000,000: check the zeros."],
  ])("refuses %j with a 400 beside the field, and changes nothing", async (value, problem) => {
    expect(await status(value)).toEqual({
      ok: false,
      message: nothingSaved,
      status: 400,
      fieldErrors: { value: [problem] },
      formErrors: undefined,
    });
    expect(stored()).toEqual({ status: "new", pence: null });
    expect(count(db, "lead_status_changes")).toBe(0);
    expect(count(db, "lead_value_changes")).toBe(0);
  });

  it("refuses a value with any status but Won", async () => {
    expect(await status("12,500", "quoted")).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        value: ["A job's value goes with Won: choose Won, or leave the value empty."],
      },
    });
    expect(stored()).toEqual({ status: "new", pence: null });
  });
});

describe("a won lead's value when the status moves on", () => {
  it("is kept but not shown, and is back if the lead is won again", async () => {
    await status("12,500");
    expect(await status("", "lost")).toMatchObject({
      ok: true,
      message: "Status changed to Lost. Its job value is kept, should it be marked Won again.",
    });
    expect(stored()).toEqual({ status: "lost", pence: 1_250_000 });
    expect(page()).toMatchObject({ statusLabel: "Lost", wonValue: null, wonValueField: "" });
    expect(loadInbox(db, {}).leads[0]?.wonValue).toBeNull();

    expect(await status("")).toMatchObject({
      message: "Status changed to Won, job value £12,500.",
    });
    expect(page().wonValue).toBe("£12,500");
    expect(loadInbox(db, {}).leads[0]).toMatchObject({
      statusLabel: "Won",
      wonValue: "£12,500",
    });
  });
});

describe("the Job value form of a won lead", () => {
  it("sets, changes and removes the value alone", async () => {
    await status("");
    expect(await act({ intent: "won-value", value: "£9,000" })).toMatchObject({
      ok: true,
      message: "Job value saved: £9,000.",
    });
    await act({ intent: "won-value", value: "9500.25" });
    expect(page().wonValue).toBe("£9,500.25");
    expect(await act({ intent: "won-value", value: " " })).toMatchObject({
      ok: true,
      message: "Job value removed.",
    });
    expect(stored()).toEqual({ status: "won", pence: null });
    expect(page().history.map((entry) => entry.what)).toEqual([
      "Job value removed",
      "Job value set to £9,500.25",
      "Job value set to £9,000",
      "Won",
    ]);
  });

  it("refuses a bad value beside its field, keeping the one stored", async () => {
    await status("12,500");
    expect(await act({ intent: "won-value", value: "12,50" })).toMatchObject({
      ok: false,
      message: nothingSaved,
      status: 400,
      fieldErrors: { value: ["Put commas only between thousands, like 12,500."] },
    });
    expect(stored()).toEqual({ status: "won", pence: 1_250_000 });
  });

  it("refuses a lead not won (changed on another phone meanwhile) with a 400, saying why", async () => {
    expect(await act({ intent: "won-value", value: "100" })).toEqual({
      ok: false,
      status: 400,
      message: "A job's value goes with Won: mark the lead Won first.",
      fieldErrors: {},
      formErrors: undefined,
    });
    expect(stored()).toEqual({ status: "new", pence: null });
  });
});
