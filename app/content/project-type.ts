import { z } from "zod";
import { type ProjectType, projectTypes } from "./project-types";

export const projectTypeSchema = z.enum(
  projectTypes.map((type) => type.value) as [ProjectType, ...ProjectType[]],
);
