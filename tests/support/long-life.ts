/**
 * A firm's whole loop on one database and one controlled clock, driven through the same
 * functions the routes call (the customer's pages and the owner's), for the tests that do
 * everything twice: booking, quotes, jobs, erasure. Each action answers with the HTTP status a
 * browser would get; anything thrown that is not an answer is a 500.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { sessionCookieName } from "../../app/accounts/session-cookie.server";
import { createSession } from "../../app/accounts/sessions.server";
import { ownerRequestContext } from "../../app/accounts/signed-in.server";
import type { Company } from "../../app/company/company";
import { type Db, openDatabase } from "../../app/db/database.server";
import { creditCancelledContract } from "../../app/invoices/cancelled-contract.server";
import { saveHandJob } from "../../app/jobs/hand-job-page.server";
import { linkOfJob } from "../../app/jobs/job-links.server";
import { answerJobPage } from "../../app/jobs/job-page.server";
import { createJobServices, jobsContext } from "../../app/jobs/job-services.server";
import { jobOfLead } from "../../app/jobs/job-store.server";
import { saveOwnerJob } from "../../app/jobs/owner-job-page.server";
import { quoteJobs } from "../../app/jobs/quote-jobs.server";
import { deleteLead } from "../../app/leads/lead-deletion.server";
import { privatePageContext } from "../../app/private-links/private-page.server";
import { changeLeadVisit } from "../../app/visits/lead-visit.server";
import { visitLinkOf } from "../../app/visits/visit-links.server";
import { changeVisit } from "../../app/visits/visit-page.server";
import { createVisitServices, visitsContext } from "../../app/visits/visit-services.server";
import { linkOfQuote } from "../../app/written-quotes/quote-links.server";
import { answerQuote } from "../../app/written-quotes/quote-page.server";
import { sendQuote } from "../../app/written-quotes/quote-sending.server";
import { createQuoteServices, quotesContext } from "../../app/written-quotes/quote-services.server";
import { currentQuoteOf, saveDraft } from "../../app/written-quotes/written-quote-store.server";
import { aCustomer } from "./private-page";
import { insertLead, insertUser } from "./test-leads";
import { threeLineQuote } from "./test-quotes";

export interface Answer {
  status: number;
  /** Where a redirect goes. */
  location?: string;
  /** What the page was given (a form's reply), for a 200 or a 4xx. */
  body?: unknown;
  /** What was thrown, for a 500. */
  error?: unknown;
}

/** What an action or loader gave, as a browser would see it. */
export async function answerOf(run: () => unknown): Promise<Answer> {
  try {
    const given = await run();
    const init = given as { type?: string; init?: { status?: number }; data?: unknown };
    if (init?.type === "DataWithResponseInit")
      return { status: init.init?.status ?? 200, body: init.data };
    return { status: 200, body: given };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") ?? undefined };
    const init = thrown as { type?: string; init?: { status?: number }; data?: unknown };
    if (init?.type === "DataWithResponseInit")
      return { status: init.init?.status ?? 500, body: init.data };
    return { status: 500, error: thrown };
  }
}

const siteUrl = "https://example.com";

export function post(pathname: string, fields: Record<string, string>, cookie?: string) {
  return new Request(new URL(pathname, siteUrl), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": "long-life test",
      ...(cookie ? { cookie } : {}),
    },
  });
}

/**
 * A firm on a new database: the content's firm, registered for VAT or not (a new firm's default
 * is not), the content's opening hours and areas, no booking settings of its own.
 */
export function lifeOfAFirm({ vatRegistered }: { vatRegistered: boolean }) {
  const db: Db = openDatabase(":memory:");
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const secret = Buffer.alloc(32, 5);
  const given = {
    db,
    secret,
    mailFrom: "site@example.com",
    notifyTo: "office@example.com",
    siteUrl,
    wakeOutbox: () => {},
    alert: () => {},
    now,
  };
  const registered = <Mail extends { company: Company }>(mail: Mail): Mail => ({
    ...mail,
    company: { ...mail.company, vatNumber: vatRegistered ? "GB123456789" : undefined },
  });
  const visits = createVisitServices(given);
  const folder = mkdtempSync(path.join(tmpdir(), "long-life-"));
  const jobs = createJobServices({
    ...given,
    photosDir: path.join(folder, "photos"),
    documentsDir: path.join(folder, "documents"),
    uploadsDir: path.join(folder, "uploads"),
  });
  const quotes = createQuoteServices({
    ...given,
    jobs: {
      ...quoteJobs(db, secret),
      cancelled: (quoteId) => creditCancelledContract(jobs, quoteId),
    },
  });
  for (const services of [visits, quotes, jobs]) {
    const mail = services.mail;
    services.mail = () => registered(mail());
  }

  const context = new RouterContextProvider();
  context.set(visitsContext, visits);
  context.set(quotesContext, quotes);
  context.set(jobsContext, jobs);
  context.set(ownerRequestContext, { db, https: false, ipHash: "owner", siteUrl });
  context.set(privatePageContext, aCustomer(db));

  const owner = insertUser(db, "owner@example.com");
  const staff = insertUser(db, "staff@example.com");
  db.prepare("UPDATE users SET role = 'staff' WHERE id = ?").run(staff.id);
  const cookieOf = (user: { id: number }) =>
    `${sessionCookieName(false)}=${createSession(db, { userId: user.id }, Number.MAX_SAFE_INTEGER / 2).id}`;
  const cookies = { owner: cookieOf(owner), staff: cookieOf(staff) };
  const tokenOf = (link: string | null) => link?.split("/").at(-1) ?? "";

  return {
    db,
    clock,
    owner,
    vatRegistered,
    services: { visits, quotes, jobs },
    /** A new quote request, as the form stores it, with its visit link: its id. */
    newLead: (firstName = "Sarah") => {
      const id = insertLead(db, { firstName, receivedAt: new Date(clock.now).toISOString() });
      visitLinkOf(db, secret, id, clock.now);
      return id;
    },
    customer: {
      visit: (leadId: number, fields: Record<string, string>) => {
        const link = visitLinkOf(db, secret, leadId, clock.now);
        return answerOf(() => changeVisit(tokenOf(link), post(link, fields), context));
      },
      quote: (leadId: number, fields: Record<string, string>) => {
        const quote = currentQuoteOf(db, leadId);
        const link = quote ? linkOfQuote(db, secret, quote.id) : null;
        return answerOf(() => answerQuote(tokenOf(link), post(link ?? "/", fields), context));
      },
      job: (leadId: number, fields: Record<string, string>) => {
        const job = jobOfLead(db, leadId);
        const link = job ? linkOfJob(db, secret, job.id) : null;
        return answerOf(() => answerJobPage(tokenOf(link), post(link ?? "/", fields), context));
      },
    },
    owners: {
      visit: (
        leadId: number,
        fields: Record<string, string>,
        who: keyof typeof cookies = "owner",
      ) =>
        answerOf(() =>
          changeLeadVisit(
            post(`/owner/leads/${leadId}/visit`, fields, cookies[who]),
            context,
            String(leadId),
          ),
        ),
      job: (
        leadId: number,
        fields: Record<string, string>,
        who: keyof typeof cookies = "owner",
      ) => {
        const job = jobOfLead(db, leadId);
        return answerOf(() =>
          saveOwnerJob(
            post(`/owner/jobs/${job?.id}`, fields, cookies[who]),
            context,
            String(job?.id),
          ),
        );
      },
      handJob: (leadId: number, fields: Record<string, string>) =>
        answerOf(() =>
          saveHandJob(
            post(`/owner/leads/${leadId}/job`, fields, cookies.owner),
            context,
            String(leadId),
          ),
        ),
      /** Writes (or revises) the lead's quote and sends it, as the editor's Send does. */
      sendQuote: (leadId: number) =>
        answerOf(async () => {
          const draft = saveDraft(db, {
            leadId,
            content: threeLineQuote(vatRegistered),
            user: owner,
            now: clock.now,
          });
          const sent = await sendQuote(quotes, {
            leadId,
            writtenAt: draft.writtenAt.toISOString(),
            largeDepositOk: false,
            user: owner,
          });
          return sent.ok ? { sent: sent.quote.number } : { problem: sent.problem };
        }),
      erase: (leadId: number) =>
        answerOf(() => deleteLead(db, { leadId, user: owner, photosDir: folder })),
    },
  };
}

export type LifeOfAFirm = ReturnType<typeof lifeOfAFirm>;

/** The two firms each long life is lived on: a new firm's defaults, and a VAT-registered one. */
export const firms = [
  { firm: "a new firm's default settings", vatRegistered: false },
  { firm: "a VAT-registered firm", vatRegistered: true },
];
