import { z } from "zod";
import { type AuditEntry, recordAudit } from "~/accounts/audit-log.server";
import type { BusyReading } from "~/calendars/busy-times.server";
import {
  addBusyTime,
  busyBetween,
  calendarFeed,
  maxNoteLength,
  removeBusyTime,
  removeCalendarFeed,
  setCalendarFeed,
} from "~/calendars/calendar-store.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { FormOutcome } from "~/forms/read-form.server";
import {
  formatCalendarDate,
  formatDateTime,
  instantOnDay,
  isCalendarDate,
  localDate,
  localDateTime,
  startOfDay,
} from "../lib/uk-time";
import { saveSurveyWindow, surveyWindow, surveyWindowForm } from "./survey-window.server";
import {
  type BookingNumber,
  type BookingSettings,
  bookingNumbers,
  saveBookingNumber,
} from "./visit-settings.server";

/**
 * The forms of the owner's booking settings (`/owner/visits/settings`): the numbers visits are
 * booked with, a busy time to add or remove, the owner's calendar feed to set or remove. Each
 * says what is wrong beside its field.
 */

const units: Record<BookingNumber, string> = {
  visitMinutes: "minutes",
  mostVisitsADay: "visits",
  horizonDays: "days",
  workingDaysNotice: "working days",
  changeUpToWorkingDaysBefore: "working days",
  roadFactorTenths: "miles",
  averageMph: "mph",
};

const wholeNumber = (key: BookingNumber) => {
  const { least, most } = bookingNumbers[key];
  const bounds = `Enter a whole number from ${least} to ${most} ${units[key]}.`;
  return z
    .string({ error: bounds })
    .trim()
    .regex(/^\d{1,4}$/, bounds)
    .transform(Number)
    .pipe(z.number().min(least, bounds).max(most, bounds));
};

const numbersForm = z.object({
  intent: z.literal("numbers"),
  ...(Object.fromEntries(
    Object.keys(bookingNumbers).map((key) => [key, wholeNumber(key as BookingNumber)]),
  ) as Record<BookingNumber, ReturnType<typeof wholeNumber>>),
});

/** "8:30", "08:30" or "08:30:00" (a phone's time picker) as minutes after midnight, or null. */
const minutesOf = (typed: string) => {
  const match = /^(\d{1,2})[:.](\d{2})(:\d{2})?$/.exec(typed.trim());
  const [hours, minutes] = [Number(match?.[1]), Number(match?.[2])];
  return match && hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
};

const clockTime = (missing: string) =>
  z.string({ error: missing }).transform((typed, context) => {
    const minutes = minutesOf(typed);
    if (minutes === null) {
      context.addIssue({ code: "custom", message: "Enter a time like 14:00." });
      return z.NEVER;
    }
    return minutes;
  });

const busyForm = z
  .object({
    intent: z.literal("add-busy"),
    date: z
      .string({ error: "Choose the day." })
      .trim()
      .refine(isCalendarDate, "Enter a real date, like 2026-12-24."),
    from: clockTime("Enter when it starts, like 14:00."),
    to: clockTime("Enter when it ends, like 15:30."),
    note: z
      .string()
      .trim()
      .max(maxNoteLength, `The note can be ${maxNoteLength} characters at most.`)
      .default(""),
  })
  .superRefine((sent, context) => {
    if (sent.to <= sent.from)
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: "End after it starts: enter a later time.",
      });
  });

export const visitSettingsForm = z.discriminatedUnion(
  "intent",
  [
    numbersForm,
    surveyWindowForm,
    busyForm,
    z.object({
      intent: z.literal("remove-busy"),
      id: z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    }),
    z.object({
      intent: z.literal("set-feed"),
      address: z
        .string({ error: "Paste your calendar's secret address." })
        .trim()
        .max(2000, "The address is too long."),
    }),
    z.object({ intent: z.literal("remove-feed") }),
  ],
  { error: "That is not something this page can do." },
);

export type VisitSettingsSent = z.output<typeof visitSettingsForm>;

/** Which of the page's forms a post answers. */
export const settingsFormOf = (sent: Record<string, unknown>) =>
  (
    ({
      numbers: "numbers",
      "survey-hours": "survey-hours",
      "add-busy": "busy",
      "remove-busy": "busy-list",
    }) as Record<string, string>
  )[String(sent.intent)] ?? "calendar";

/**
 * What the page hands the work: the database, today, a read of the calendar feed now, and who
 * is asking, for the audit log.
 */
export interface SettingsWork {
  db: Db;
  now: number;
  readCalendarNow: () => Promise<BusyReading | null>;
  by?: Pick<AuditEntry, "userId" | "email" | "ipHash">;
}

/** Does what the owner sent, and says how it went. */
export async function changeVisitSettings(
  { db, now, readCalendarNow, by = {} }: SettingsWork,
  sent: VisitSettingsSent,
): Promise<FormOutcome> {
  switch (sent.intent) {
    case "numbers": {
      writeTransaction(db, () => {
        for (const key of Object.keys(bookingNumbers) as BookingNumber[])
          saveBookingNumber(db, key, sent[key]);
      });
      return {
        ok: true,
        keep: true,
        message: "Booking settings saved: times offered from now on follow them.",
      };
    }
    case "survey-hours":
      return { ok: true, keep: true, message: saveSurveyWindow(db, sent) };
    case "add-busy": {
      if (sent.date < localDate(now))
        return { ok: false, status: 400, fieldErrors: { date: ["Choose today or a later day."] } };
      const added = addBusyTime(
        db,
        {
          start: new Date(instantOnDay(sent.date, sent.from)),
          end: new Date(instantOnDay(sent.date, sent.to)),
          note: sent.note,
        },
        new Date(now),
      );
      return added.ok
        ? {
            ok: true,
            message: `Busy on ${formatCalendarDate(sent.date)}: no visit is offered then.`,
          }
        : { ok: false, status: 400, message: added.reason };
    }
    case "remove-busy":
      return removeBusyTime(db, sent.id)
        ? { ok: true, message: "Busy time removed." }
        : { ok: false, status: 404, message: "That busy time was already removed." };
    case "set-feed": {
      const set = setCalendarFeed(db, sent.address, { now: new Date(now) });
      if (!set.ok) return { ok: false, status: 400, fieldErrors: { address: [set.reason] } };
      recordAudit(db, { ...by, event: "calendar-feed-changed", detail: "address set" }, now);
      const reading = await readCalendarNow();
      return reading?.ok
        ? { ok: true, message: `Calendar saved and read: ${reading.blocks.length} busy times.` }
        : {
            ok: true,
            message: `Calendar saved, but it could not be read yet: ${reading?.reason ?? "try again in a few minutes."} It is tried again every 5 minutes.`,
          };
    }
    case "remove-feed":
      removeCalendarFeed(db);
      recordAudit(db, { ...by, event: "calendar-feed-changed", detail: "removed" }, now);
      return { ok: true, message: "Calendar removed: its busy times no longer count." };
  }
}

const clock = (instant: Date) => localDateTime(instant).slice(11);
const farFuture = new Date("9999-12-31T00:00:00Z");

/**
 * What the settings page shows: the numbers as they are now, the busy times the owner added
 * from today on, and the calendar feed (its secret address: owners only) and how its reading goes.
 */
export function visitSettingsPage(db: Db, settings: BookingSettings, now: number) {
  const feed = calendarFeed(db);
  return {
    surveyWindow: surveyWindow(db),
    numbers: Object.fromEntries(
      (Object.keys(bookingNumbers) as BookingNumber[]).map((key) => [key, String(settings[key])]),
    ) as Record<BookingNumber, string>,
    // The owner's own; the calendar's are counted below.
    busy: busyBetween(db, startOfDay(localDate(now)), farFuture).flatMap((block) =>
      block.source === "calendar"
        ? []
        : [
            {
              id: block.id,
              when: `${formatCalendarDate(localDate(block.start))}, ${clock(block.start)}–${clock(block.end)}`,
              note: block.note,
            },
          ],
    ),
    calendar: feed && {
      address: feed.address,
      added: formatDateTime(feed.addedAt),
      read: feed.readAt && formatDateTime(feed.readAt),
      failingSince: feed.failingSince && formatDateTime(feed.failingSince),
      failure: feed.failure,
      busyBlocks: feed.busyBlocks,
    },
  };
}
