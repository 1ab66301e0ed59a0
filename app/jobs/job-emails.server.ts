import { leadContact } from "~/leads/lead-contact.server";
import { linesAndButton, type MailAttachment } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import { linkOfJob } from "./job-links.server";
import type { JobServices } from "./job-services.server";
import type { Job } from "./job-store.server";

/**
 * A job's emails, each queued in the transaction that makes the change it tells of, so it goes
 * if and only if the change is stored: to the customer with their page's button, or to the firm
 * with the job's page in the owner's area.
 */

export function customerOf(services: JobServices, job: Job) {
  const lead = leadContact(services.db, job.leadId);
  if (!lead) throw new Error(`Job ${job.id} has no lead`);
  return lead;
}

export interface JobEmail {
  /** What sort of email it is: `job-receipt`. */
  kind: string;
  /** The event it tells of, one email of a kind each: `payment 12`. */
  about: string;
  subject: string;
  lines: string[];
  button?: string;
  attachments?: MailAttachment[];
}

export function queueToCustomer(services: JobServices, job: Job, email: JobEmail) {
  const lead = customerOf(services, job);
  const mail = services.mail();
  const link = linkOfJob(services.db, services.secret, job.id);
  if (!link) throw new Error(`Job ${job.id} has no link`);
  const message = linesAndButton(
    { name: `${lead.firstName} ${lead.lastName}`, address: lead.email },
    {
      subject: email.subject,
      lines: [`Dear ${lead.firstName},`, ...email.lines],
      button: [new URL(link, mail.siteUrl).href, email.button ?? "Open your job's page"],
    },
    mail,
  );
  queueEmail(services.db, {
    kind: email.kind,
    about: email.about,
    leadId: job.leadId,
    now: services.now(),
    message: {
      ...message,
      replyTo: { name: mail.company.tradingName, address: mail.company.email },
      ...(email.attachments ? { attachments: email.attachments } : {}),
    },
  });
}

export function queueToFirm(services: JobServices, job: Job, email: Omit<JobEmail, "button">) {
  const mail = services.mail();
  queueEmail(services.db, {
    kind: email.kind,
    about: email.about,
    leadId: job.leadId,
    now: services.now(),
    message: linesAndButton(
      { name: mail.company.tradingName, address: mail.notifyTo },
      {
        subject: email.subject,
        lines: email.lines,
        button: [new URL(`/owner/jobs/${job.id}`, mail.siteUrl).href, "Open the job"],
      },
      mail,
    ),
  });
}
