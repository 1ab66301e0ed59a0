import { z } from "zod";

export const serviceAreaSchema = z.object({
  name: z.string().trim().min(3).max(40),
  distanceMiles: z.number().positive().max(60),
  description: z.string().trim().min(60).max(300),
  latitude: z.number().min(53.5).max(54.5),
  longitude: z.number().min(-3.3).max(-2.3),
  /** The owner's own words about the town, for its page: paragraphs. */
  about: z.array(z.string().trim().min(20).max(900)).max(6).default([]),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** A place on a map: its name and where it is. */
export type MapPlace = Pick<ServiceArea, "name" | "latitude" | "longitude">;
