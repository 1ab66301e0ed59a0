import { createContext } from "react-router";
import type { Company } from "~/company/company";
import { firmMail } from "~/company/firm-mail.server";
import type { Db } from "~/db/database.server";
import type { MailContext } from "~/mail/message.server";
import type { LeadAlertPayload } from "~/push/new-lead-alert.server";

/** What the job pages need of the server: the customer's (`/job/…`) and the owner's. */
export interface JobServices {
  db: Db;
  /** The site's secret the links are derived with. */
  secret: Buffer;
  mail: () => MailContext<Company> & { notifyTo: string };
  /** Where the progress photos are kept (DATA_DIR/job-photos), never among the public files. */
  photosDir: string;
  /** Where the handover documents are kept (DATA_DIR/job-documents). */
  documentsDir: string;
  /** Where uploads stream to before they are checked. */
  uploadsDir: string;
  wakeOutbox: () => void;
  alert: (payload: LeadAlertPayload) => void;
  now: () => number;
}

export function createJobServices({
  mailFrom,
  notifyTo,
  siteUrl,
  ...given
}: Omit<JobServices, "mail" | "now"> & {
  mailFrom: string;
  notifyTo?: string;
  siteUrl: string;
  now?: () => number;
}): JobServices {
  return {
    now: Date.now,
    ...given,
    mail: () => firmMail({ mailFrom, siteUrl, notifyTo }),
  };
}

/** Requests for a customer's job page and the owner's area only. */
export const jobsContext = createContext<JobServices>();
