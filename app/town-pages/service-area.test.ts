import { describe, expect, it } from "vitest";
import { serviceAreasSchema } from "./service-area";

const area = (name: string, postcodes?: string[]) => ({
  name,
  distanceMiles: 5,
  latitude: 53.9,
  longitude: -3.0,
  description: "A town on the coast where we build extensions and mend roofs in the wind.",
  ...(postcodes ? { postcodes } : {}),
});
const problems = (areas: unknown[]) =>
  serviceAreasSchema.safeParse(areas).error?.issues.map((issue) => issue.message) ?? [];

describe("the areas' postcode districts", () => {
  it("are none unless listed, and read in capitals whatever was typed", () => {
    const [thornton, fleetwood] = serviceAreasSchema.parse([
      area("Thornton"),
      area("Fleetwood", [" fy7 "]),
    ]);
    expect(thornton?.postcodes).toEqual([]);
    expect(fleetwood?.postcodes).toEqual(["FY7"]);
  });

  it("take districts of every UK shape and refuse what is not one", () => {
    const shapes = ["FY5", "PR25", "LA1", "M1", "W1A", "EC1A", "SW1W"];
    expect(problems([area("Anywhere", shapes)])).toEqual([]);
    for (const wrong of ["FY5 3AB", "F", "5FY", "QY5", "FY", "ZZ99"])
      expect(problems([area("Anywhere", [wrong])]), wrong).toEqual([
        "must be a postcode district, e.g. FY5 or PR4",
      ]);
  });

  it("refuse a district in two areas, or twice in one, naming the area that has it", () => {
    expect(problems([area("Poulton-le-Fylde", ["FY6"]), area("Stalmine", ["FY6"])])).toEqual([
      "FY6 is already listed under Poulton-le-Fylde: a postcode district belongs to one area only, so remove it from one of them",
    ]);
    expect(problems([area("Blackpool", ["FY1", "fy1"])])).toEqual([
      "FY1 is listed twice in Blackpool: remove one",
    ]);
  });
});
