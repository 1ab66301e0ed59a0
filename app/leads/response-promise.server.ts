import { replyWithinMinutes } from "~/content/company";
import { siteContent } from "~/content/site-content.server";

/** The reply time the site promises (`replyWithin` in content/company.yaml), in office minutes. */
export function promisedReplyMinutes(): number {
  return replyWithinMinutes(siteContent().company);
}
