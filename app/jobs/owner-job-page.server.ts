import { type RouterContextProvider, redirect } from "react-router";
import { may } from "~/accounts/permissions";
import { writeTransaction } from "~/db/write-transaction.server";
import { answerForm, type FormOutcome, readForm } from "~/forms/read-form.server";
import { leadContact } from "~/leads/lead-contact.server";
import { formatMoney } from "~/lib/pounds";
import { formatDate, formatDateTime, instantOnDay, localDate } from "~/lib/uk-time";
import { hashToken } from "~/private-links/private-links.server";
import { addVisit, cancelVisit, nextVisits, setStart, visitTime } from "./job-dates.server";
import { handoverOf } from "./job-documents.server";
import { queueToCustomer } from "./job-emails.server";
import { JobError } from "./job-error";
import { finishJob } from "./job-finish.server";
import { linkOfJob, replaceJobLink } from "./job-links.server";
import { moneyOfJob, type Stage } from "./job-money.server";
import { askForPayment, receivedWords, recordPayment } from "./job-payments.server";
import { answerQuestion, questionsOfJob } from "./job-questions.server";
import type { JobServices } from "./job-services.server";
import { cancelledOn, type Job } from "./job-store.server";
import { updatesOfJob } from "./job-updates.server";
import { changesOfJob, withdrawChange } from "./job-variations.server";
import { ownerJob } from "./owner-job.server";
import { ownerJobForms, ownerJobSchema } from "./owner-job-forms";

/**
 * The owner's page of a job (`/owner/jobs/{id}`): what is next, the money, the customer's
 * questions, and a form for each thing to do. Everyone who works the leads plans visits and
 * answers; only owners record money.
 */

type Context = Readonly<RouterContextProvider>;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * Where a stage stands, in a line: "due by 8 March 2027", "paid: £760.12 received on …", or, part
 * paid, each payment then "£260.12 still to pay by 8 March 2027".
 */
function stageStatus(stage: Stage) {
  const received = stage.payments.map(receivedWords);
  if (stage.state === "paid")
    return received.length > 0 ? `paid: ${received.join("; ")}` : "nothing to pay";
  const day = stage.dueOn ? formatDate(stage.dueOn) : "";
  const when =
    stage.state === "late"
      ? `overdue since ${day}`
      : stage.state === "due"
        ? `due by ${day}`
        : "not due yet";
  if (received.length === 0) return when;
  const rest = `${formatMoney(stage.leftPence)} still to pay`;
  return [...received, stage.state === "due" ? `${rest} by ${day}` : `${rest}, ${when}`].join("; ");
}

export function ownerJobPage(request: Request, context: Context, param: string | undefined) {
  const { user, services, job } = ownerJob(request, context, param);
  const { db } = services;
  const now = services.now();
  const today = localDate(now);
  const lead = leadContact(db, job.leadId);
  const jobMoney = moneyOfJob(db, job, today);
  const canPrice = may(user, "price work and record money");
  const cancelled = cancelledOn(db, job);
  return {
    job: {
      id: job.id,
      title: job.title,
      startOn: job.startOn,
      startOnWords: job.startOn ? formatDate(job.startOn) : null,
      finished: job.finishedAt ? formatDate(localDate(job.finishedAt)) : null,
      cancelled: cancelled ? formatDate(localDate(cancelled)) : null,
    },
    lead: lead
      ? {
          id: lead.id,
          reference: lead.reference,
          name: `${lead.firstName} ${lead.lastName}`,
          phone: lead.phone,
        }
      : null,
    customerPage: linkOfJob(db, services.secret, job.id),
    today,
    visits: nextVisits(db, job.id, now).map((visit) => ({
      id: visit.id,
      when: visitTime(visit),
      who: visit.who,
      whatFor: visit.whatFor,
    })),
    updates: updatesOfJob(db, job.id).map((update) => ({
      id: update.id,
      when: formatDateTime(update.postedAt),
      text: update.text,
      photos: update.photos,
    })),
    changes: changesOfJob(db, job.id).map((change) => ({
      id: change.id,
      document: change.document,
      state: change.state,
      answer: change.answeredAt
        ? `${change.state === "approved" ? "Approved" : "Declined"} by ${change.answeredName ?? ""}, ${formatDateTime(change.answeredAt)}`
        : null,
    })),
    money: {
      total: formatMoney(jobMoney.totalPence),
      paid: formatMoney(jobMoney.paidPence),
      left: formatMoney(jobMoney.leftPence),
      stages: jobMoney.stages.map((stage) => ({
        id: stage.id,
        label: stage.label,
        amount: formatMoney(stage.pence),
        state: stage.state,
        status: stageStatus(stage),
      })),
      /** What "Record a payment" offers: the stages not yet covered, with what is left of each. */
      payable: jobMoney.stages
        .filter((stage) => stage.state !== "paid")
        .map((stage) => ({ id: stage.id, label: stage.label, left: formatMoney(stage.leftPence) })),
      /** How many payments the page shows: the form sends it back, so a second tap records none. */
      recorded: jobMoney.stages.reduce((sum, stage) => sum + stage.payments.length, 0),
    },
    handover: handoverOf(db, job.id),
    questions: questionsOfJob(db, job.id).map((question) => ({
      id: question.id,
      text: question.text,
      askedAt: formatDateTime(question.askedAt),
      answer: question.answer,
      answeredBy: question.answeredBy,
      answeredAt: question.answeredAt ? formatDateTime(question.answeredAt) : null,
    })),
    canPrice,
    /** After "Job finished": the lead's review request, and its project on the website. */
    next: job.finishedAt
      ? {
          review: `/owner/leads/${job.leadId}#review-heading`,
          website: may(user, "change the site")
            ? `/owner/site/projects/new?lead=${job.leadId}`
            : null,
        }
      : null,
    changed: new URL(request.url).searchParams.get("done"),
  };
}

/** A new link for the customer (the old one stops at once), emailed to them. */
function sendNewLink(services: JobServices, job: Job) {
  writeTransaction(services.db, () => {
    const link = replaceJobLink(services.db, services.secret, job.id);
    queueToCustomer(services, job, {
      kind: "job-link",
      about: `link ${hashToken(link).slice(0, 16)}`,
      subject: `A new link to your job's page: ${job.title}`,
      lines: [
        "We have made a new link to your job's page: the button below. The old link no longer opens it.",
      ],
    });
  });
  services.wakeOutbox();
}

export async function saveOwnerJob(request: Request, context: Context, param: string | undefined) {
  const { user, services, job } = ownerJob(request, context, param);
  const submission = await readForm(request, ownerJobSchema);
  const done = (what: string, anchor: string) => {
    throw redirect(`/owner/jobs/${job.id}?done=${what}#${anchor}`);
  };
  return answerForm(
    submission,
    (sent): FormOutcome => {
      try {
        switch (sent.intent) {
          case ownerJobForms.start:
            setStart(services, { jobId: job.id, day: sent.day });
            return done("start", "next");
          case ownerJobForms.visit:
            if (sent.day < localDate(services.now()))
              return { ok: false, fieldErrors: { day: ["The visit cannot be in the past."] } };
            addVisit(services, {
              jobId: job.id,
              startsAt: new Date(instantOnDay(sent.day, minutesOf(sent.from))),
              endsAt: new Date(instantOnDay(sent.day, minutesOf(sent.to))),
              who: sent.who,
              whatFor: sent.whatFor,
              user,
            });
            return done("visit", "next");
          case ownerJobForms.cancelVisit:
            cancelVisit(services, { jobId: job.id, visitId: sent.visit });
            return done("visit-cancelled", "next");
          case ownerJobForms.payment:
            if (!may(user, "price work and record money"))
              return { ok: false, status: 403, message: "Only an owner can record money." };
            if (sent.on > localDate(services.now()))
              return {
                ok: false,
                fieldErrors: { on: ["The day it arrived cannot be in the future."] },
              };
            recordPayment(services, {
              jobId: job.id,
              stageId: sent.stage,
              pence: sent.amount,
              on: sent.on,
              user,
              recordedBefore: sent.recorded,
            });
            return done("payment", "payments");
          case ownerJobForms.answer:
            answerQuestion(services, {
              jobId: job.id,
              questionId: sent.question,
              answer: sent.answer,
              user,
            });
            return done("answer", "questions");
          case ownerJobForms.withdrawChange:
            if (!may(user, "price work and record money"))
              return { ok: false, status: 403, message: "Only an owner can change prices." };
            withdrawChange(services, { jobId: job.id, changeId: sent.change });
            return done("change-withdrawn", "changes");
          case ownerJobForms.askForPayment:
            if (!may(user, "price work and record money"))
              return { ok: false, status: 403, message: "Only an owner can ask for money." };
            askForPayment(services, { jobId: job.id, stageId: sent.stage });
            return done("payment-asked", "payments");
          case ownerJobForms.finish:
            if (!may(user, "price work and record money"))
              return {
                ok: false,
                status: 403,
                message: "Only an owner can finish a job: what is left to pay then falls due.",
              };
            finishJob(services, job.id);
            return done("finished", "finished");
          case ownerJobForms.link:
            sendNewLink(services, job);
            return done("link", "customer");
        }
      } catch (error) {
        if (!(error instanceof JobError)) throw error;
        return error.field
          ? { ok: false, status: error.status, fieldErrors: { [error.field]: [error.message] } }
          : { ok: false, status: error.status, message: error.message };
      }
    },
    {
      form: (sent) =>
        sent.intent === ownerJobForms.answer
          ? `${ownerJobForms.answer}-${String(sent.question)}`
          : String(sent.intent ?? "form"),
    },
  );
}
