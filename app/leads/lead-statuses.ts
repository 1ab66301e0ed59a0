import { z } from "zod";

/** Where a quote request stands, in the order the owner usually moves it along. */
export const leadStatuses = [
  "new",
  "contacted",
  "visit-booked",
  "quoted",
  "won",
  "lost",
  "spam",
  "not-a-fit",
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "visit-booked": "Visit booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
  "not-a-fit": "Not a fit",
};

export const leadStatusSchema = z.enum(leadStatuses, { error: "Choose a status from the list." });

/**
 * The statuses that mean somebody has answered the visitor: the first change to one of these
 * is the lead's first response. Spam and not-a-fit are decisions, not answers.
 */
export const respondedStatuses: readonly LeadStatus[] = [
  "contacted",
  "visit-booked",
  "quoted",
  "won",
  "lost",
];
