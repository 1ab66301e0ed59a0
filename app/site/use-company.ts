import { useRouteLoaderData } from "react-router";
import type { Company } from "~/company/company";
import type { SiteChromeData } from "~/site/site-chrome";

/** The header's and footer's content, which the root route loads for every page. */
export function useSiteChrome(): SiteChromeData {
  const chrome = useRouteLoaderData<SiteChromeData>("root");
  if (!chrome) throw new Error("The site's content could not be read: see the server's log");
  return chrome;
}

/** The company's details, for any component on any page (including error pages). */
export function useCompany(): Company {
  return useSiteChrome().company;
}
