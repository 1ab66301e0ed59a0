import { useMatches } from "react-router";

/**
 * The handle of the customers' private pages' frame (`routes/customer-pages.tsx`): a customer
 * who has a link already has a request, a quote or a job, so the call bar offers the call only,
 * and no link on the page names the private address (a Call tap's report included).
 */
export const privatePageHandle = { privatePage: true } as const;

/** Whether this is a customer's private page (their review, visit, quote or job), its error page too. */
export const useOnPrivatePage = () =>
  useMatches().some(
    (match) => (match.handle as { privatePage?: boolean } | undefined)?.privatePage === true,
  );
