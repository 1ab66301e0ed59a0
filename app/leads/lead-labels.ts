import { projectTypes } from "~/lib/project-types";
import { budgetBands } from "~/quote-requests/quote-fields";

/** "Extension" for "extension"; an unknown (since retired) value is shown as stored. */
export function projectTypeLabel(value: string): string {
  return projectTypes.find((type) => type.value === value)?.label ?? value;
}

/** "£25,000 to £50,000" for "25k-50k"; null when the visitor gave no budget. */
export function budgetLabel(value: string | null): string | null {
  if (!value) return null;
  return budgetBands.find((band) => band.value === value)?.label ?? value;
}
