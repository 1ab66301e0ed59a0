import { addDays, localDate } from "~/lib/uk-time";

/**
 * Whether the customer may cancel a quote they accepted on our site, and until when (decision
 * 049, with its sources). A contract a consumer agrees at a distance (online, by email) gives
 * them 14 days to change their mind (Consumer Contracts Regulations 2013, regs. 29 and 30), for
 * a service counted from the day after the contract is made. The Regulations are for consumers
 * only, and do not cover contracts for the construction of new buildings or substantial
 * conversions (reg. 6(1)(b)); for those, nothing here is offered and the page says why.
 */

export const cancellationDays = 14;

export interface WhoAndWhat {
  /** The customer is a business (a landlord's company, a shop): the rules are for consumers. */
  customerIsBusiness: boolean;
  /** The work builds a new building or substantially converts one. */
  newBuilding: boolean;
}

export type CancellationRight =
  | { applies: true }
  | { applies: false; reason: "business" | "new-building" };

export function cancellationRight({
  customerIsBusiness,
  newBuilding,
}: WhoAndWhat): CancellationRight {
  if (customerIsBusiness) return { applies: false, reason: "business" };
  if (newBuilding) return { applies: false, reason: "new-building" };
  return { applies: true };
}

/** Why there is no right to cancel, in the customer's words. */
export const noRightBecause = {
  business:
    "The cancellation rules of the Consumer Contracts Regulations 2013 protect people buying for themselves, not businesses, so this contract has no 14-day cancellation period.",
  "new-building":
    "This work is the construction of a new building or a substantial conversion, which the Consumer Contracts Regulations 2013 leave out of their 14-day cancellation rules, so this contract has no 14-day cancellation period.",
} as const;

/**
 * The last UK day the customer may cancel a contract made at `acceptedAt`: 14 days after the
 * day it was made (accepted on 1 March, the period runs to the end of 15 March).
 */
export const lastDayToCancel = (acceptedAt: Date | number) =>
  addDays(localDate(acceptedAt), cancellationDays);

/** Whether a cancellation at `now` is inside the period (to the end of its last UK day). */
export const withinCancellationPeriod = (acceptedAt: Date | number, now: Date | number) =>
  localDate(now) <= lastDayToCancel(acceptedAt);
