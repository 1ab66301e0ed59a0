import chrome from "virtual:site-chrome";
import type { Company } from "~/content/company";

/** The company's details, for any component on any page (including error pages). */
export function useCompany(): Company {
  return chrome.company;
}
