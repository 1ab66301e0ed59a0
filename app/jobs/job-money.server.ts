import type { Db } from "~/db/database.server";

/**
 * A job's money: the stages to pay (deposit, stages, balance) with what was received against
 * each, and the changes approved, which the balance takes on. Where each stage stands is read
 * on a UK day: paid, late (its day passed), due (a day set), or not due yet.
 */

export type StageState = "paid" | "late" | "due" | "later";

export interface Stage {
  id: number;
  position: number;
  label: string;
  /** What the stage asks, the balance with the changes approved. */
  pence: number;
  isBalance: boolean;
  dueOn: string | null;
  paid: { pence: number; on: string; reference: string } | null;
  state: StageState;
}

interface StageRow {
  id: number;
  position: number;
  label: string;
  pence: number;
  isBalance: number;
  dueOn: string | null;
  paidPence: number | null;
  paidOn: string | null;
  reference: string | null;
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
      `SELECT s.id, s.position, s.label, s.pence, s.is_balance AS isBalance, s.due_on AS dueOn,
       p.pence AS paidPence, p.received_on AS paidOn, p.reference
       FROM job_stages s LEFT JOIN job_payments p ON p.job_stage_id = s.id
       WHERE s.job_id = ? ORDER BY s.position`,
    )
    .all(jobId) as StageRow[];
  return rows.map((row) => {
    const paid =
      row.paidPence === null
        ? null
        : { pence: row.paidPence, on: row.paidOn as string, reference: row.reference as string };
    return {
      id: row.id,
      position: row.position,
      label: row.label,
      pence: row.isBalance ? row.pence + changes : row.pence,
      isBalance: row.isBalance === 1,
      dueOn: row.dueOn,
      paid,
      state: paid ? "paid" : row.dueOn === null ? "later" : row.dueOn < today ? "late" : "due",
    };
  });
}

/** What the job comes to now, what was paid, and what is left. */
export function moneyOfJob(db: Db, job: { id: number; agreedPence: number }, today: string) {
  const stages = stagesOfJob(db, job.id, today);
  const changes = approvedChangesPence(db, job.id);
  const paid = stages.reduce((sum, stage) => sum + (stage.paid?.pence ?? 0), 0);
  const total = job.agreedPence + changes;
  return {
    stages,
    agreedPence: job.agreedPence,
    changesPence: changes,
    totalPence: total,
    paidPence: paid,
    leftPence: total - paid,
    /** What is due or late and not paid. */
    duePence: stages
      .filter((stage) => stage.state === "due" || stage.state === "late")
      .reduce((sum, stage) => sum + stage.pence, 0),
    late: stages.some((stage) => stage.state === "late"),
  };
}
