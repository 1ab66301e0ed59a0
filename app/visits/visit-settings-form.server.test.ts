import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { instantOnDay } from "../lib/uk-time";
import { freeTimes } from "./free-times";
import { bookingSettings } from "./visit-settings.server";
import {
  changeVisitSettings,
  settingsFormOf,
  visitSettingsForm,
  visitSettingsPage,
} from "./visit-settings-form.server";
import { bookingPlan } from "./visit-store.server";

// Tuesday 3 March 2026, 10:00 GMT: the first bookable day is Wednesday the 4th.
const now = Date.parse("2026-03-03T10:00:00Z");
const base = { latitude: 53.85, longitude: -3.04 };
const blackpool = { latitude: 53.817, longitude: -3.05 };
const placeOf = () => blackpool;

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
const settings = () => bookingSettings(db, { openingHours: weekdayHours("08:00", "18:00"), base });

const numbers = {
  intent: "numbers",
  visitMinutes: "60",
  mostVisitsADay: "3",
  horizonDays: "14",
  workingDaysNotice: "2",
  changeUpToWorkingDaysBefore: "1",
  roadFactorTenths: "15",
  averageMph: "20",
};

/** Sends the form as the page posts it; the reply and what it answered. */
async function send(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const reply = await answerForm(
    readForm(form, visitSettingsForm),
    (sent) => changeVisitSettings({ db, now, readCalendarNow: () => Promise.resolve(null) }, sent),
    { form: settingsFormOf },
  );
  const { data, init } =
    "data" in reply ? reply : { data: reply, init: { status: 200 } as ResponseInit | null };
  return { ...data, status: init?.status ?? 200, errors: data.result.error ?? {} };
}

describe("the booking settings' forms", () => {
  it("saves the numbers, which the booking settings then follow", async () => {
    const reply = await send(numbers);
    expect(reply).toMatchObject({ ok: true, status: 200, form: "numbers" });
    expect(settings()).toMatchObject({
      visitMinutes: 60,
      mostVisitsADay: 3,
      horizonDays: 14,
      workingDaysNotice: 2,
      drive: { roadFactor: 1.5, averageMph: 20, leastMinutes: 10 },
    });
    expect(visitSettingsPage(db, settings(), now).numbers.visitMinutes).toBe("60");
    expect(visitSettingsPage(db, settings(), now).numbers.roadFactorTenths).toBe("15");
  });

  it("refuses numbers out of bounds or not whole with 400, the reason beside each, nothing saved", async () => {
    const reply = await send({
      ...numbers,
      visitMinutes: "5",
      mostVisitsADay: "2.5",
      horizonDays: "",
      workingDaysNotice: "-1",
      averageMph: "100",
    });
    expect(reply).toMatchObject({ ok: false, status: 400, form: "numbers" });
    expect(reply.errors).toEqual({
      visitMinutes: ["Enter a whole number from 15 to 240 minutes."],
      mostVisitsADay: ["Enter a whole number from 1 to 12 visits."],
      horizonDays: ["Enter a whole number from 1 to 90 days."],
      workingDaysNotice: ["Enter a whole number from 0 to 10 working days."],
      averageMph: ["Enter a whole number from 10 to 60 mph."],
    });
    expect(settings().visitMinutes).toBe(45);
  });

  it("refuses a busy time that ends before it starts, a day gone or a made-up date", async () => {
    const backwards = await send({
      intent: "add-busy",
      date: "2026-03-04",
      from: "15:00",
      to: "14:00",
    });
    expect(backwards).toMatchObject({ ok: false, status: 400, form: "busy" });
    expect(backwards.errors).toEqual({ to: ["End after it starts: enter a later time."] });
    const gone = await send({ intent: "add-busy", date: "2026-03-02", from: "09:00", to: "10:00" });
    expect(gone).toMatchObject({ ok: false, status: 400 });
    expect(gone.errors).toEqual({ date: ["Choose today or a later day."] });
    const madeUp = await send({ intent: "add-busy", date: "2026-02-30", from: "9", to: "25:00" });
    expect(madeUp.errors).toEqual({
      date: ["Enter a real date, like 2026-12-24."],
      from: ["Enter a time like 14:00."],
      to: ["Enter a time like 14:00."],
    });
    expect(visitSettingsPage(db, settings(), now).busy).toEqual([]);
  });

  it("keeps a busy time out of the free times, and gives them back when it is removed", async () => {
    const startsOn = (day: string) =>
      freeTimes({
        ...bookingPlan(db, { leadId: 0, settings: settings(), placeOf, now }),
        customer: blackpool,
      }).find((free) => free.day === day)?.starts ?? [];
    const tenOClock = instantOnDay("2026-03-04", 10 * 60);
    expect(startsOn("2026-03-04")).toContain(tenOClock);

    const added = await send({
      intent: "add-busy",
      date: "2026-03-04",
      from: "09:30",
      to: "11:00",
      note: " Dentist ",
    });
    expect(added).toMatchObject({
      ok: true,
      message: "Busy on Wed 4 Mar: no visit is offered then.",
    });
    const [block] = visitSettingsPage(db, settings(), now).busy;
    expect(block).toMatchObject({ when: "Wed 4 Mar, 09:30–11:00", note: "Dentist" });
    const starts = startsOn("2026-03-04");
    expect(starts).not.toContain(tenOClock);
    // Nothing from 08:45 (ending at 09:30) to 11:00 is offered; a drive from the busy time is not counted.
    expect(
      starts.filter(
        (start) =>
          start > instantOnDay("2026-03-04", 8 * 60 + 45) &&
          start < instantOnDay("2026-03-04", 11 * 60),
      ),
    ).toEqual([]);

    expect(await send({ intent: "remove-busy", id: String(block?.id) })).toMatchObject({
      ok: true,
      form: "busy-list",
    });
    expect(startsOn("2026-03-04")).toContain(tenOClock);
    expect(await send({ intent: "remove-busy", id: String(block?.id) })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("refuses a calendar address that is not https: beside the field, and keeps none", async () => {
    const reply = await send({ intent: "set-feed", address: "http://calendar.example.com/a.ics" });
    expect(reply).toMatchObject({ ok: false, status: 400, form: "calendar" });
    expect(reply.errors).toEqual({
      address: ["The calendar's address must start with https:// (or webcal://)."],
    });
    expect(visitSettingsPage(db, settings(), now).calendar).toBeNull();
  });

  it("keeps a calendar address and says when it could not be read yet", async () => {
    const reply = await send({
      intent: "set-feed",
      address: "webcal://calendar.example.com/a.ics",
    });
    expect(reply).toMatchObject({ ok: true, form: "calendar" });
    expect(reply.message).toMatch(/^Calendar saved, but it could not be read yet/);
    expect(visitSettingsPage(db, settings(), now).calendar).toMatchObject({
      address: "webcal://calendar.example.com/a.ics",
      read: null,
      busyBlocks: 0,
    });
    expect(await send({ intent: "remove-feed" })).toMatchObject({ ok: true });
    expect(visitSettingsPage(db, settings(), now).calendar).toBeNull();
    // The log says what happened, never the secret address.
    expect(
      db
        .prepare("SELECT detail FROM audit_log WHERE event = 'calendar-feed-changed'")
        .pluck()
        .all(),
    ).toEqual(["address set", "removed"]);
  });
});
