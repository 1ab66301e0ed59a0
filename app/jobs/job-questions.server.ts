import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { customerOf, queueToCustomer, queueToFirm } from "./job-emails.server";
import { JobError } from "./job-error";
import type { JobServices } from "./job-services.server";
import { jobById } from "./job-store.server";

/**
 * A customer's question from their job's page, and the firm's answer: the question reaches the
 * owner by email and a phone alert; the answer appears on the page and goes by email.
 */

export interface JobQuestion {
  id: number;
  text: string;
  askedAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: string | null;
}

interface Row {
  id: number;
  text: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
}

/** Newest first. */
export const questionsOfJob = (db: Db, jobId: number): JobQuestion[] =>
  (
    db
      .prepare(
        `SELECT id, text, asked_at AS askedAt, answer, answered_at AS answeredAt,
         answered_by AS answeredBy FROM job_questions WHERE job_id = ? ORDER BY id DESC`,
      )
      .all(jobId) as Row[]
  ).map((row) => ({
    ...row,
    askedAt: new Date(row.askedAt),
    answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt),
  }));

const mostQuestionsAnHour = 5;

export function askAboutJob(services: JobServices, jobId: number, text: string) {
  const { db } = services;
  const now = services.now();
  const job = writeTransaction(db, () => {
    const job = jobById(db, jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    const lately = db
      .prepare("SELECT count(*) FROM job_questions WHERE job_id = ? AND asked_at > ?")
      .pluck()
      .get(jobId, new Date(now - 3_600_000).toISOString()) as number;
    if (lately >= mostQuestionsAnHour)
      throw new JobError(
        "You have sent us several questions in the last hour: we will answer them soon. If it is urgent, please call us.",
        429,
      );
    const id = db
      .prepare("INSERT INTO job_questions (job_id, text, asked_at) VALUES (?, ?, ?) RETURNING id")
      .pluck()
      .get(jobId, text, new Date(now).toISOString()) as number;
    const lead = customerOf(services, job);
    queueToFirm(services, job, {
      kind: "job-question",
      about: `question ${id}`,
      subject: `Question on the job from ${lead.firstName} ${lead.lastName}`,
      lines: [
        `${lead.firstName} ${lead.lastName} asked about ${job.title}:`,
        text,
        "Answer on the job's page: they see it there and by email.",
      ],
    });
    return { ...job, customer: `${lead.firstName} ${lead.lastName}` };
  });
  services.wakeOutbox();
  services.alert({
    title: "Question on a job",
    body: `${job.customer}: ${text.slice(0, 100)}`,
    url: `/owner/jobs/${job.id}`,
    tag: `job-question-${jobId}`,
  });
}

export function answerQuestion(
  services: JobServices,
  {
    jobId,
    questionId,
    answer,
    user,
  }: { jobId: number; questionId: number; answer: string; user: ActingUser },
) {
  const { db } = services;
  const now = services.now();
  writeTransaction(db, () => {
    const job = jobById(db, jobId);
    const question = job ? questionsOfJob(db, job.id).find((each) => each.id === questionId) : null;
    if (!job || !question) throw new JobError("That question is not one of this job's.", 404);
    if (question.answer !== null)
      throw new JobError(`${question.answeredBy ?? "Someone"} has already answered this question.`);
    db.prepare(
      "UPDATE job_questions SET answer = ?, answered_at = ?, answered_by = ? WHERE id = ? AND answer IS NULL",
    ).run(answer, new Date(now).toISOString(), user.email, question.id);
    queueToCustomer(services, job, {
      kind: "job-answer",
      about: `question ${question.id}`,
      subject: `Our answer: ${job.title}`,
      lines: [`You asked: ${question.text}`, `Our answer: ${answer}`],
    });
  });
  services.wakeOutbox();
}
