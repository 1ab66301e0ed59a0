/** Test helpers: a job started by a quote accepted online, on a controlled clock. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "../../app/db/database.server";
import type { JobServices } from "../../app/jobs/job-services.server";
import { jobOfLead } from "../../app/jobs/job-store.server";
import type { ActingUser } from "../../app/leads/lead-deletion.server";
import { acceptQuote } from "../../app/written-quotes/customer-answers.server";
import type { QuoteContent } from "../../app/written-quotes/quote-content";
import { sendQuote } from "../../app/written-quotes/quote-sending.server";
import { saveDraft } from "../../app/written-quotes/written-quote-store.server";
import { type Clock, quoteServices, threeLineQuote } from "./test-quotes";

/** The job pages' services on `db`, at the clock's time, with folders of their own. */
export function jobServices(
  db: Db,
  clock: Clock,
  { vatRegistered = true, alerts = [] as string[] } = {},
): JobServices {
  const { secret, mail, wakeOutbox, alert, now } = quoteServices(db, clock, {
    vatRegistered,
    alerts,
  });
  const dir = mkdtempSync(path.join(tmpdir(), "job-files-"));
  return {
    db,
    secret,
    mail,
    wakeOutbox,
    alert,
    now,
    photosDir: path.join(dir, "photos"),
    documentsDir: path.join(dir, "documents"),
    uploadsDir: path.join(dir, "uploads"),
  };
}

/** Writes, sends and accepts the lead's quote: the job it started. */
export async function acceptedJob(
  db: Db,
  clock: Clock,
  {
    leadId,
    owner,
    content = threeLineQuote(),
    vatRegistered = true,
  }: {
    leadId: number;
    owner: ActingUser;
    content?: QuoteContent;
    vatRegistered?: boolean;
  },
) {
  const quotes = quoteServices(db, clock, { vatRegistered });
  const draft = saveDraft(db, { leadId, content, user: owner, now: clock.now });
  const sent = await sendQuote(quotes, {
    leadId,
    writtenAt: draft.writtenAt.toISOString(),
    largeDepositOk: false,
    user: owner,
  });
  if (!sent.ok) throw new Error(sent.problem);
  await acceptQuote(quotes, {
    quoteId: sent.quote.id,
    shownHash: sent.quote.documentHash ?? "",
    name: "Sarah Mills",
    startEarly: false,
    ipHash: "hash-of-203.0.113.5",
    userAgent: "test",
  });
  const job = jobOfLead(db, leadId);
  if (!job) throw new Error("Accepting the quote started no job");
  return { job, quote: sent.quote };
}

/** The jobs' emails queued, oldest first: kind, what it is about, recipient, subject, text, attachments. */
export const jobEmails = (db: Db) =>
  (
    db
      .prepare("SELECT kind, about, message FROM outbox WHERE kind LIKE 'job-%' ORDER BY id")
      .all() as { kind: string; about: string; message: string }[]
  ).map(({ kind, about, message }) => {
    const parsed = JSON.parse(message) as {
      to: { address: string };
      subject: string;
      text: string;
      html: string;
      attachments?: { filename: string; content: string; contentType: string }[];
    };
    return { kind, about, ...parsed };
  });
