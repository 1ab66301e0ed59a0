import { z } from "zod";

/**
 * A UK postcode district, the part before the space ("FY5", "PR4", "LA1", "EC1A"): an area
 * of one or two letters (no Q, V or X first; no I, J or Z second), then a district.
 */
export const postcodeDistrictPattern =
  "[A-PR-UWYZ](?:\\d[A-HJKPSTUW\\d]?|[A-HK-Y]\\d[ABEHMNPRV-Y\\d]?)";

const postcodeDistrict = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^${postcodeDistrictPattern}$`),
    "must be a postcode district, e.g. FY5 or PR4",
  );

export const serviceAreaSchema = z.object({
  name: z.string().trim().min(3).max(40),
  distanceMiles: z.number().positive().max(60),
  description: z.string().trim().min(60).max(300),
  latitude: z.number().min(53.5).max(54.5),
  longitude: z.number().min(-3.3).max(-2.3),
  /** The owner's own words about the town, for its page: paragraphs. */
  about: z.array(z.string().trim().min(20).max(900)).max(6).default([]),
  /** The postcode districts whose homes are in this area: a customer's postcode places them here. */
  postcodes: z.array(postcodeDistrict).max(20).default([]),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** The areas of `areas.yaml`: each postcode district in one area only, or a postcode has two places. */
export const serviceAreasSchema = z.array(serviceAreaSchema).superRefine((areas, context) => {
  const areaOfDistrict = new Map<string, string>();
  for (const [index, area] of areas.entries()) {
    for (const [at, district] of area.postcodes.entries()) {
      const listed = areaOfDistrict.get(district);
      if (listed === undefined) areaOfDistrict.set(district, area.name);
      else
        context.addIssue({
          code: "custom",
          path: [index, "postcodes", at],
          message:
            listed === area.name
              ? `${district} is listed twice in ${area.name}: remove one`
              : `${district} is already listed under ${listed}: a postcode district belongs to one area only, so remove it from one of them`,
        });
    }
  }
});

/** A place on a map: its name and where it is. */
export type MapPlace = Pick<ServiceArea, "name" | "latitude" | "longitude">;
