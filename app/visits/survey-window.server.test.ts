import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { officeHours, weekdayHours } from "../../tests/support/office-hours";
import { surveyWindow } from "./survey-window.server";
import { bookingSettings } from "./visit-settings.server";
import {
  changeVisitSettings,
  settingsFormOf,
  visitSettingsForm,
} from "./visit-settings-form.server";

const base = { latitude: 53.85, longitude: -3.04 };
let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});

/** The survey hours form as the page posts it, days ticked as repeated fields. */
async function send(days: string[], from: string, until: string) {
  const form = new FormData();
  form.set("intent", "survey-hours");
  for (const day of days) form.append("days", day);
  form.set("from", from);
  form.set("until", until);
  const reply = await answerForm(
    readForm(form, visitSettingsForm),
    (sent) =>
      changeVisitSettings({ db, now: 0, readCalendarNow: () => Promise.resolve(null) }, sent),
    { form: settingsFormOf },
  );
  return "data" in reply
    ? { status: reply.init?.status, errors: reply.data.result.error ?? {} }
    : { status: 200, message: reply.message };
}

describe("the owner's survey hours", () => {
  it("are the opening hours until the owner narrows them", () => {
    const hours = bookingSettings(db, {
      openingHours: officeHours({
        Mo: { opens: "08:00", closes: "18:00" },
        Sa: { opens: "09:00", closes: "13:00" },
      }),
      base,
    }).surveyHours;
    expect(hours("2026-03-02")).toEqual({ opens: "08:00", closes: "18:00" }); // Monday
    expect(hours("2026-03-07")).toEqual({ opens: "09:00", closes: "13:00" }); // Saturday
    expect(surveyWindow(db)).toEqual({
      days: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"],
      from: null,
      until: null,
    });
  });

  it("narrow to the days ticked and the times given, never beyond the opening hours", async () => {
    expect(await send(["Mo", "We"], "09:30", "20:00")).toMatchObject({ status: 200 });
    const hours = bookingSettings(db, {
      openingHours: weekdayHours("08:00", "18:00"),
      base,
    }).surveyHours;
    expect(hours("2026-03-02")).toEqual({ opens: "09:30", closes: "18:00" }); // Monday
    expect(hours("2026-03-03")).toBeNull(); // Tuesday: not ticked
    expect(hours("2026-03-04")).toEqual({ opens: "09:30", closes: "18:00" });
    expect(hours("2026-03-07")).toBeNull(); // Saturday: the office is closed
    expect(await send(["Mo"], "", "")).toMatchObject({ status: 200 });
    expect(surveyWindow(db)).toEqual({ days: ["Mo"], from: null, until: null });
  });

  it("refuse no day ticked, an end before the start and a time that is not one, saving nothing", async () => {
    expect(await send([], "", "")).toMatchObject({
      status: 400,
      errors: { days: ["Tick at least one day: with none, no visit can be booked."] },
    });
    expect(await send(["Mo"], "15:00", "10:00")).toMatchObject({
      status: 400,
      errors: { until: ["End after you start: enter a time later than 15:00."] },
    });
    expect(await send(["Mo", "Xx"], "9am", "")).toMatchObject({ status: 400 });
    expect(surveyWindow(db).days).toHaveLength(7);
  });
});
