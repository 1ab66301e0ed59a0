import { officeTimesOn } from "~/company/office-hours";
import type { OpeningHours } from "~/company/opening-hours";
import type { Db } from "~/db/database.server";
import type { Position } from "~/lib/map-position";
import { type VisitSettings, visitDefaults, visitSettings } from "./free-times";
import type { SurveyDays } from "./survey-hours";
import { surveyWindow, withinWindow } from "./survey-window.server";

/**
 * The owner's booking settings, kept in `owner_settings` (name, value): each one the owner has
 * changed, the default for the rest. Survey visits are made in the office's opening hours (the
 * days the reply promise counts: bank holidays and closed days included).
 */
export interface BookingSettings extends VisitSettings {
  /** The drive's road factor in whole tenths (13 is 1.3), as the owner types it. */
  roadFactorTenths: number;
  /** The drive's average speed, door to door. */
  averageMph: number;
}

export const bookingDefaults = {
  ...visitDefaults,
  roadFactorTenths: Math.round(visitDefaults.drive.roadFactor * 10),
  averageMph: visitDefaults.drive.averageMph,
};

/** The numbers the owner can change, each with its name in `owner_settings` and its bounds. */
export const bookingNumbers = {
  visitMinutes: { name: "visit-minutes", least: 15, most: 240 },
  mostVisitsADay: { name: "visit-most-a-day", least: 1, most: 12 },
  horizonDays: { name: "visit-horizon-days", least: 1, most: 90 },
  workingDaysNotice: { name: "visit-notice-working-days", least: 0, most: 10 },
  changeUpToWorkingDaysBefore: { name: "visit-change-working-days", least: 0, most: 5 },
  roadFactorTenths: { name: "visit-road-factor-tenths", least: 10, most: 25 },
  averageMph: { name: "visit-average-mph", least: 10, most: 60 },
} as const;

export type BookingNumber = keyof typeof bookingNumbers;

/** The office's hours as the days visits may be on. */
export const officeSurveyHours =
  (hours: OpeningHours): SurveyDays =>
  (day) =>
    officeTimesOn(day, hours);

function savedNumbers(db: Db): Partial<Record<BookingNumber, number>> {
  const rows = db
    .prepare("SELECT name, value FROM owner_settings WHERE name LIKE 'visit-%'")
    .all() as { name: string; value: string }[];
  const saved: Partial<Record<BookingNumber, number>> = {};
  for (const [key, { name, least, most }] of Object.entries(bookingNumbers)) {
    const value = Number(rows.find((row) => row.name === name)?.value);
    if (Number.isInteger(value) && value >= least && value <= most)
      saved[key as BookingNumber] = value;
  }
  return saved;
}

/** The settings visits are booked with now: the owner's, else the defaults. */
export function bookingSettings(
  db: Db,
  firm: { openingHours: OpeningHours; base: Position },
): BookingSettings {
  const { roadFactorTenths, averageMph, ...visit } = {
    ...bookingDefaults,
    ...savedNumbers(db),
  };
  return {
    ...visitSettings({
      ...visit,
      drive: { ...visitDefaults.drive, roadFactor: roadFactorTenths / 10, averageMph },
      surveyHours: withinWindow(officeSurveyHours(firm.openingHours), surveyWindow(db)),
      base: firm.base,
    }),
    roadFactorTenths,
    averageMph,
  };
}

/** Saves one of the owner's numbers, already checked against its bounds. */
export function saveBookingNumber(db: Db, key: BookingNumber, value: number): void {
  const { name, least, most } = bookingNumbers[key];
  if (!Number.isInteger(value) || value < least || value > most)
    throw new RangeError(`${key} must be a whole number from ${least} to ${most}`);
  db.prepare(
    `INSERT INTO owner_settings (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  ).run(name, String(value));
}
