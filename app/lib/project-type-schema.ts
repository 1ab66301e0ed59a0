import { z } from "zod";
import { type ProjectType, projectTypes } from "./project-types";

/**
 * One of the quote form's project types: the form checks the visitor's choice with it, the
 * build a service's `quoteProjectType`. Apart from the list so that code showing the choices
 * does not load Zod (the form's checks load only when the form is used).
 */
export const projectTypeSchema = z.enum(
  projectTypes.map((type) => type.value) as [ProjectType, ...ProjectType[]],
  { error: "Choose the type of project" },
);
