import type { Position } from "~/lib/map-position";
import { postcodeDistrictPattern, type ServiceArea } from "~/town-pages/service-area";

/** A UK postcode as Royal Mail writes it ("FY5 3AB") and its district ("FY5"). */
export interface UkPostcode {
  postcode: string;
  district: string;
}

/** The inward code, after the space: a sector digit and two letters, never C, I, K, M, O or V. */
const fullPostcode = new RegExp(`^(${postcodeDistrictPattern})(\\d[ABD-HJLNP-UW-Z]{2})$`);

/**
 * A postcode as typed, checked against the UK format: "fy5 3ab", "FY53AB" and " FY5  3AB " are
 * all FY5 3AB. Null for anything that is not a postcode's shape (whether Royal Mail delivers
 * to it is not known here).
 */
export function readPostcode(typed: string): UkPostcode | null {
  if (typed.length > 20) return null;
  const match = fullPostcode.exec(typed.replace(/\s+/g, "").toUpperCase());
  if (!match) return null;
  const [, district = "", inward = ""] = match;
  return { postcode: `${district} ${inward}`, district };
}

type PlacedArea = Pick<ServiceArea, "postcodes" | "latitude" | "longitude">;

/**
 * Where a postcode is, as the drive counts it: the area that lists its district, at that area's
 * place on the map. Null when no area lists it: the customer is called to arrange the visit.
 */
export function placeOfPostcode<Area extends PlacedArea>(
  areas: readonly Area[],
  postcode: UkPostcode,
): { area: Area; position: Position } | null {
  const area = areas.find((each) => each.postcodes.includes(postcode.district));
  return area ? { area, position: { latitude: area.latitude, longitude: area.longitude } } : null;
}
