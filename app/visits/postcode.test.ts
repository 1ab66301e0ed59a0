import { describe, expect, it } from "vitest";
import { placeOfPostcode, readPostcode } from "./postcode";

describe("a customer's postcode", () => {
  it("is read whatever its case and spacing, with its district", () => {
    expect(readPostcode("fy5 3ab")).toEqual({ postcode: "FY5 3AB", district: "FY5" });
    expect(readPostcode(" FY53AB ")).toEqual({ postcode: "FY5 3AB", district: "FY5" });
    expect(readPostcode("pr2   8db")).toEqual({ postcode: "PR2 8DB", district: "PR2" });
    expect(readPostcode("la1 1aa")?.district).toBe("LA1");
  });

  it("takes every UK shape of postcode", () => {
    for (const [typed, district] of [
      ["M1 1AE", "M1"],
      ["B33 8TH", "B33"],
      ["CR2 6XH", "CR2"],
      ["DN55 1PT", "DN55"],
      ["W1A 0AX", "W1A"],
      ["EC1A 1BB", "EC1A"],
      ["PR25 2AA", "PR25"],
    ])
      expect(readPostcode(typed ?? "")?.district, typed).toBe(district);
  });

  it("refuses what is not a postcode", () => {
    for (const typed of [
      "",
      "FY5",
      "FY5 3A",
      "FY5 3ABC",
      "FY5 3CB", // no C after the sector digit
      "QY5 3AB", // no Q first
      "FZ5 3AB", // no Z second
      "53AB FY",
      "FY5-3AB",
      "12345",
      "FY5 3AB; drop table",
      `FY5 3AB${" ".repeat(30)}`,
      "F".repeat(10_000),
    ])
      expect(readPostcode(typed), typed.slice(0, 30)).toBeNull();
  });
});

describe("where a postcode is", () => {
  const areas = [
    { name: "Blackpool", latitude: 53.8175, longitude: -3.0357, postcodes: ["FY1", "FY4"] },
    { name: "Poulton-le-Fylde", latitude: 53.8468, longitude: -2.9906, postcodes: ["FY6"] },
    { name: "Stalmine", latitude: 53.9, longitude: -2.953, postcodes: [] },
  ];
  const place = (typed: string) => {
    const postcode = readPostcode(typed);
    if (!postcode) throw new Error(`${typed} is not a postcode`);
    return placeOfPostcode(areas, postcode);
  };

  it("is its district's area, at the area's place on the map", () => {
    expect(place("fy4 1aa")).toEqual({
      area: areas[0],
      position: { latitude: 53.8175, longitude: -3.0357 },
    });
    // Stalmine's homes are FY6, which is Poulton's: a village's visit is counted from there.
    expect(place("FY6 0LA")?.area.name).toBe("Poulton-le-Fylde");
  });

  it("is nowhere for a district no area lists: the customer is called instead", () => {
    expect(place("LA9 4AB")).toBeNull();
    // FY10 is not FY1.
    expect(place("FY10 1AA")).toBeNull();
  });
});
