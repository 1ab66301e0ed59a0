import { describe, expect, it } from "vitest";
import { driveMinutes, fyldeDrive } from "./drive";

// Places as content/areas.yaml has them, and the yard in Bispham (company.yaml's geo).
const bispham = { latitude: 53.8526, longitude: -3.0421 };
const blackpool = { latitude: 53.8175, longitude: -3.0357 };
const lancaster = { latitude: 54.0466, longitude: -2.8007 };
const preston = { latitude: 53.7632, longitude: -2.7031 };
const lytham = { latitude: 53.75, longitude: -3.01 };

describe("the drive between two places", () => {
  it("is the straight line times the road factor at the average speed, up to the next 5 minutes", () => {
    // 18.5 miles as the crow flies, 24 by road at 25 mph: 58 minutes.
    expect(driveMinutes(blackpool, lancaster)).toBe(60);
    expect(driveMinutes(lancaster, blackpool)).toBe(60);
    expect(driveMinutes(bispham, lancaster)).toBe(55);
    expect(driveMinutes(blackpool, preston)).toBe(45);
    expect(driveMinutes(blackpool, lytham)).toBe(15);
  });

  it("is never less than the least drive, even within one town", () => {
    expect(driveMinutes(bispham, blackpool)).toBe(fyldeDrive.leastMinutes);
    expect(driveMinutes(blackpool, blackpool)).toBe(10);
    expect(driveMinutes(blackpool, blackpool, { ...fyldeDrive, leastMinutes: 0 })).toBe(0);
  });

  it("follows the settings", () => {
    const slower = { ...fyldeDrive, averageMph: 20 };
    expect(driveMinutes(blackpool, lancaster, slower)).toBe(75);
    const straighter = { ...fyldeDrive, roadFactor: 1 };
    expect(driveMinutes(blackpool, lancaster, straighter)).toBe(45);
  });
});
