import { milesBetween, type Position } from "~/lib/map-position";

/** How the drive between two places is worked out (decision 046). */
export interface DriveSettings {
  /** Road miles for each mile as the crow flies. */
  roadFactor: number;
  /** Miles an hour, door to door, in a van. */
  averageMph: number;
  /**
   * The shortest drive between two places: places are towns, so two jobs in Blackpool are
   * 0 miles apart on this map and FY1 to FY4 is not.
   */
  leastMinutes: number;
}

/** The Fylde and Wyre, from the yard in Bispham: decision 046 says why. */
export const fyldeDrive: DriveSettings = { roadFactor: 1.3, averageMph: 25, leastMinutes: 10 };

/** Minutes to drive from one place to another, rounded up to the next 5. */
export function driveMinutes(from: Position, to: Position, drive = fyldeDrive): number {
  const minutes = ((milesBetween(from, to) * drive.roadFactor) / drive.averageMph) * 60;
  // Less a hair, so a drive of exactly 20 minutes in floating point stays 20, not 25.
  return Math.max(drive.leastMinutes, Math.ceil(minutes / 5 - 1e-9) * 5);
}
