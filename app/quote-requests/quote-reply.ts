import type { FormReply } from "~/forms/form-reply";
import type { ProjectType } from "~/lib/project-types";
import type { BudgetBand } from "./quote-fields";

/** A request that reached us, as the page thanks its sender. */
export interface QuoteSent {
  reference: string;
  firstName: string;
  email: string;
  /** How many photos arrived with it (absent from a bot's reply). */
  photos?: number;
  /** The sender's private page to choose a time for the survey visit. */
  visitLink?: string;
}

/** What the quote action answers, with and without JavaScript alike: the one reply of every form. */
export type QuoteReply = FormReply<QuoteSent>;

/** Values the form starts with, e.g. from `/contact?service=roofing`. */
export interface QuotePrefill {
  projectType?: ProjectType;
  budget?: BudgetBand;
  message?: string;
  /** The price guide's answer the visitor comes from (`guideReference`), sent back with the form. */
  priceGuide?: string;
}
