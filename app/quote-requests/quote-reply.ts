import type { SubmissionResult } from "@conform-to/react";
import type { ProjectType } from "~/lib/project-types";
import type { BudgetBand } from "./quote-fields";

/** What the quote action answers, with and without JavaScript alike. */
export type QuoteReply =
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | {
      status: "sent";
      result: SubmissionResult<string[]>;
      reference: string;
      firstName: string;
      email: string;
      /** How many photos arrived with it (absent from a bot's reply). */
      photos?: number;
    }
  | { status: "refused"; result: SubmissionResult<string[]> };

/** Values the form starts with, e.g. from `/contact?service=roofing`. */
export interface QuotePrefill {
  projectType?: ProjectType;
  budget?: BudgetBand;
  message?: string;
  /** The price guide's answer the visitor comes from (`guideReference`), sent back with the form. */
  priceGuide?: string;
}
