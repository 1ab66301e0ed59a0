import type { Db } from "~/db/database.server";

/**
 * A job's money: the stages to pay (deposit, stages, balance) with the payments received
 * against each, and the changes approved, which the balance takes on. A stage may be paid in
 * parts: it is paid once what was received covers what it asks; until then it is late (its day
 * passed), due (a day set) or not due yet, read on a UK day.
 */

export type StageState = "paid" | "late" | "due" | "later";

/** A payment received against a stage, with its receipt's number. */
export interface StagePayment {
  pence: number;
  /** The UK day it arrived. */
  on: string;
  reference: string;
}

export interface Stage {
  id: number;
  position: number;
  label: string;
  /** What the stage asks, the balance with the changes approved. */
  pence: number;
  isBalance: boolean;
  dueOn: string | null;
  /** What was received against it, in the order it arrived. */
  payments: StagePayment[];
  /** What is still to pay of it: none once paid. */
  leftPence: number;
  state: StageState;
}

interface StageRow {
  id: number;
  position: number;
  label: string;
  pence: number;
  isBalance: number;
  dueOn: string | null;
}

/** The total of the changes approved (below 0 when work was taken out). */
const approvedChangesPence = (db: Db, jobId: number) =>
  db
    .prepare("SELECT coalesce(sum(pence), 0) FROM job_variations WHERE job_id = ? AND approved = 1")
    .pluck()
    .get(jobId) as number;

export function stagesOfJob(db: Db, jobId: number, today: string): Stage[] {
  const changes = approvedChangesPence(db, jobId);
  const rows = db
    .prepare(
      `SELECT id, position, label, pence, is_balance AS isBalance, due_on AS dueOn
       FROM job_stages WHERE job_id = ? ORDER BY position`,
    )
    .all(jobId) as StageRow[];
  const received = db
    .prepare(
      `SELECT p.job_stage_id AS stageId, p.pence, p.received_on AS "on", p.reference
       FROM job_payments p JOIN job_stages s ON s.id = p.job_stage_id
       WHERE s.job_id = ? ORDER BY p.received_on, p.id`,
    )
    .all(jobId) as (StagePayment & { stageId: number })[];
  return rows.map((row) => {
    const pence = row.isBalance ? row.pence + changes : row.pence;
    const payments = received
      .filter((payment) => payment.stageId === row.id)
      .map(({ pence, on, reference }) => ({ pence, on, reference }));
    const leftPence = Math.max(0, pence - payments.reduce((sum, each) => sum + each.pence, 0));
    return {
      id: row.id,
      position: row.position,
      label: row.label,
      pence,
      isBalance: row.isBalance === 1,
      dueOn: row.dueOn,
      payments,
      leftPence,
      state:
        leftPence === 0
          ? "paid"
          : row.dueOn === null
            ? "later"
            : row.dueOn < today
              ? "late"
              : "due",
    };
  });
}

/** What the job comes to now, what was paid, and what is left. */
export function moneyOfJob(db: Db, job: { id: number; agreedPence: number }, today: string) {
  const stages = stagesOfJob(db, job.id, today);
  const changes = approvedChangesPence(db, job.id);
  const paid = stages
    .flatMap((stage) => stage.payments)
    .reduce((sum, payment) => sum + payment.pence, 0);
  const total = job.agreedPence + changes;
  return {
    stages,
    agreedPence: job.agreedPence,
    changesPence: changes,
    totalPence: total,
    paidPence: paid,
    leftPence: total - paid,
    /** What is still to pay of the stages due or late. */
    duePence: stages
      .filter((stage) => stage.state === "due" || stage.state === "late")
      .reduce((sum, stage) => sum + stage.leftPence, 0),
    late: stages.some((stage) => stage.state === "late"),
  };
}
