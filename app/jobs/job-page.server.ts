import { type RouterContextProvider, redirect } from "react-router";
import { siteContent } from "~/content/site-content.server";
import { answerForm } from "~/forms/read-form.server";
import { formatMoney } from "~/lib/pounds";
import { formatDate, formatDateTime, formatFullDateTime, localDate } from "~/lib/uk-time";
import { clientOf, linkRefusal, readPrivatePost } from "~/private-links/private-page.server";
import { paymentDetails } from "~/written-quotes/payment-details.server";
import { linkOfQuote } from "~/written-quotes/quote-links.server";
import { quoteById } from "~/written-quotes/written-quote-store.server";
import { nextVisits, visitTime } from "./job-dates.server";
import { handoverOf } from "./job-documents.server";
import { JobError } from "./job-error";
import { openJobLink } from "./job-files.server";
import { moneyOfJob, type Stage, type StageState } from "./job-money.server";
import { receivedWords } from "./job-payments.server";
import { jobPostSchema, jobQuestionFormId, variationFormId } from "./job-post";
import { askAboutJob, questionsOfJob } from "./job-questions.server";
import { jobsContext } from "./job-services.server";
import { cancelledOn, type Job } from "./job-store.server";
import { type JobUpdate, updatesOfJob } from "./job-updates.server";
import { answerChange, changesOfJob } from "./job-variations.server";

/**
 * The customer's page of their job (`/job/{token}`): what was agreed, what happens next, the
 * progress, the changes, the payments, the handover documents, and a question. Plain HTML
 * forms: it works the same without JavaScript.
 */

type Context = Readonly<RouterContextProvider>;

const stateWords: Record<StageState, string> = {
  paid: "Paid",
  late: "Overdue",
  due: "Due",
  later: "Not due yet",
};

const doneWords = ["asked", "approved", "declined"] as const;

/** The newest updates the page opens with; the rest a tap away, so a phone loads a few photos. */
const updatesFirstShown = 5;

/** What is to pay now, in a line for the top of the page: the late first, what is left of it. */
function dueWords(stages: Stage[]): string | null {
  const late = stages.filter((stage) => stage.state === "late");
  const due = stages.filter((stage) => stage.state === "due");
  const [first] = [...late, ...due];
  if (!first?.dueOn) return null;
  const when =
    first.payments.length > 0
      ? `${first.label}, ${formatMoney(first.leftPence)} (the rest of ${formatMoney(first.pence)})`
      : `${first.label}, ${formatMoney(first.pence)}`;
  return late.length > 0
    ? `Overdue since ${formatDate(first.dueOn)}: ${when}.`
    : `To pay by ${formatDate(first.dueOn)}: ${when}.`;
}

/**
 * What was received of a stage and what is still to pay of it, in a line: "£500.00 received on
 * 1 March 2027 (receipt Q-0001-1); £260.12 still to pay by 8 March 2027".
 */
function stageStatus(stage: Stage) {
  const received = stage.payments.map(receivedWords);
  if (stage.state === "paid") return received.length > 0 ? received.join("; ") : "Nothing to pay.";
  const day = stage.dueOn ? formatDate(stage.dueOn) : null;
  if (received.length === 0) return day ? `by ${day}` : "We will tell you when it falls due.";
  const rest = `${formatMoney(stage.leftPence)} still to pay`;
  return [
    ...received,
    day ? `${rest} by ${day}` : `${rest}: we will tell you when it falls due`,
  ].join("; ");
}

function progressOf(updates: JobUpdate[], all: boolean) {
  const shown = all ? updates : updates.slice(0, updatesFirstShown);
  return {
    updates: shown.map((update) => ({
      id: update.id,
      when: formatDateTime(update.postedAt),
      text: update.text,
      photos: update.photos,
    })),
    olderUpdates: updates.length - shown.length,
  };
}

function pageOf(context: Context, job: Job, request: Request) {
  const services = context.get(jobsContext);
  const { db } = services;
  const now = services.now();
  const today = localDate(now);
  const { company } = siteContent();
  const quote = job.quoteId === null ? null : quoteById(db, job.quoteId);
  const quoteLink = quote ? linkOfQuote(db, services.secret, quote.id) : null;
  const cancelled = cancelledOn(db, job);
  const jobMoney = moneyOfJob(db, job, today);
  const owing = jobMoney.stages.some((stage) => stage.state !== "paid");
  const pay = owing ? paymentDetails(db) : null;
  const query = new URL(request.url).searchParams;
  return {
    problem: null,
    phone: company.phone,
    tradingName: company.tradingName,
    title: job.title,
    finishedOn: job.finishedAt ? formatDate(localDate(job.finishedAt)) : null,
    cancelledOn: cancelled ? formatDate(localDate(cancelled)) : null,
    agreed: quote?.document
      ? {
          number: `${quote.document.number} v${quote.document.version}`,
          total: formatMoney(job.agreedPence),
          signed: quote.acceptedAt
            ? `Accepted online by ${quote.acceptedName ?? ""} on ${formatFullDateTime(quote.acceptedAt)}`
            : null,
          page: quoteLink,
          pdf: quoteLink ? `${quoteLink}/pdf` : null,
        }
      : null,
    startOn: job.startOn ? formatDate(job.startOn) : null,
    visits: nextVisits(db, job.id, now).map((visit) => ({
      id: visit.id,
      when: visitTime(visit),
      who: visit.who,
      whatFor: visit.whatFor,
    })),
    ...progressOf(updatesOfJob(db, job.id), query.has("all-updates")),
    changes: changesOfJob(db, job.id).map((change) => ({
      id: change.id,
      document: change.document,
      shown: change.documentHash,
      state: change.state,
      answer: change.answeredAt
        ? `${change.state === "approved" ? "Approved" : "Declined"} by ${change.answeredName ?? ""} on ${formatFullDateTime(change.answeredAt)}`
        : null,
    })),
    money: {
      due: cancelled ? null : dueWords(jobMoney.stages),
      agreed: formatMoney(jobMoney.agreedPence),
      changes: jobMoney.changesPence === 0 ? null : formatMoney(jobMoney.changesPence),
      total: formatMoney(jobMoney.totalPence),
      paid: formatMoney(jobMoney.paidPence),
      left: formatMoney(jobMoney.leftPence),
      stages: jobMoney.stages.map((stage) => ({
        id: stage.id,
        label: stage.label,
        amount: formatMoney(stage.pence),
        state: stage.state,
        stateWords: stateWords[stage.state],
        status: stageStatus(stage),
      })),
      reference: quote?.document?.number ?? `JOB-${job.id}`,
      bank: pay && {
        accountName: pay.accountName,
        sortCode: pay.sortCode,
        accountNumber: pay.accountNumber,
      },
      cardLink: pay?.cardLink || null,
    },
    handover: handoverOf(db, job.id),
    questions: questionsOfJob(db, job.id).map((question) => ({
      id: question.id,
      text: question.text,
      askedAt: formatDateTime(question.askedAt),
      answer: question.answer,
      answeredAt: question.answeredAt ? formatDateTime(question.answeredAt) : null,
    })),
    done: doneWords.find((word) => query.has(word)) ?? null,
  };
}

export function jobPage(token: string | undefined, request: Request, context: Context) {
  const opened = openJobLink(context, token);
  if (opened.problem) return linkRefusal(opened.problem);
  return pageOf(context, opened.job, request);
}

const formOf = (sent: Record<string, unknown>) =>
  sent.intent === "ask" ? jobQuestionFormId : variationFormId(Number(sent.variation));

/** A post from the page. Bad answers: 400 beside each field; what cannot be done: its 4xx. */
export async function answerJobPage(token: string | undefined, request: Request, context: Context) {
  const opened = openJobLink(context, token);
  if (opened.problem) return linkRefusal(opened.problem);
  const { refusal, submission } = await readPrivatePost(context, request, jobPostSchema);
  if (refusal) return refusal;
  const { job, services } = opened;
  const page = new URL(request.url).pathname;
  return answerForm(
    submission,
    (sent) => {
      try {
        if (sent.intent === "ask") askAboutJob(services, job.id, sent.question);
        else
          answerChange(services, {
            jobId: job.id,
            changeId: sent.variation,
            approve: sent.intent === "approve",
            shownHash: sent.shown,
            name: sent.name,
            ipHash: clientOf(context).ipHash,
            userAgent: request.headers.get("user-agent") ?? "",
          });
      } catch (error) {
        if (!(error instanceof JobError)) throw error;
        return { ok: false, status: error.status, message: error.message };
      }
      throw redirect(
        sent.intent === "ask"
          ? `${page}?asked#questions`
          : `${page}?${sent.intent === "approve" ? "approved" : "declined"}#changes`,
      );
    },
    { form: formOf, refused: "Please correct the answers marked below." },
  );
}
