import { writeTransaction } from "~/db/write-transaction.server";
import { formatMoney } from "~/lib/pounds";
import { addDays, localDate } from "~/lib/uk-time";
import { queueToCustomer } from "./job-emails.server";
import { JobError } from "./job-error";
import { paymentDueDays } from "./job-payments.server";
import type { JobServices } from "./job-services.server";
import { jobById, jobOfLead, startJob } from "./job-store.server";

/**
 * A job started by hand, from a won lead whose contract was made another way (on paper, by
 * email): what the work is, the price agreed with the VAT it includes, and a deposit if one was
 * agreed; the balance is the rest. The customer is emailed the link to their job's page.
 */
export interface HandJob {
  leadId: number;
  title: string;
  pricePence: number;
  vatPence: number;
  depositPence: number;
  by: string;
}

export function startJobByHand(services: JobServices, hand: HandJob): number {
  const { db } = services;
  const now = services.now();
  const id = writeTransaction(db, () => {
    const lead = db.prepare("SELECT status FROM quote_requests WHERE id = ?").get(hand.leadId) as
      | { status: string }
      | undefined;
    if (!lead) throw new JobError("There is no such lead.", 404);
    if (lead.status !== "won")
      throw new JobError("Mark the lead Won first: a job starts from work agreed.");
    if (jobOfLead(db, hand.leadId)) throw new JobError("This lead's job has already started.");
    if (hand.depositPence > hand.pricePence)
      throw new JobError("The deposit is more than the whole price: check the amounts.", 400);
    const { id } = startJob(db, services.secret, {
      leadId: hand.leadId,
      quoteId: null,
      title: hand.title,
      agreedPence: hand.pricePence,
      agreedVatPence: hand.vatPence,
      stages: [
        ...(hand.depositPence > 0
          ? [
              {
                label: "Deposit",
                pence: hand.depositPence,
                isBalance: false,
                dueOn: addDays(localDate(now), paymentDueDays),
              },
            ]
          : []),
        {
          label: "Balance on completion",
          pence: hand.pricePence - hand.depositPence,
          isBalance: true,
          dueOn: null,
        },
      ],
      by: hand.by,
      now,
    });
    const job = jobById(db, id);
    if (!job) throw new Error(`Job ${id} was not kept`);
    queueToCustomer(services, job, {
      kind: "job-started",
      about: `job ${id}`,
      subject: `Your job's page: ${hand.title}`,
      lines: [
        `Thank you for choosing us for ${hand.title} (${formatMoney(hand.pricePence)} agreed).`,
        "Your job has its own page: the dates we come, the progress with photos, what there is to pay and how, any change to the work for you to approve, and at the end the certificates to keep. Keep this email to find it again.",
      ],
    });
    return id;
  });
  services.wakeOutbox();
  return id;
}
