import { createContext } from "react-router";

/** Whether the site is served over HTTPS (SITE_URL), for the security headers; none while the build prerenders. */
export const httpsContext = createContext<boolean | null>(null);
