import { recordAudit } from "~/accounts/audit-log.server";
import { may } from "~/accounts/permissions";
import type { SignedInUser } from "~/accounts/sessions.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { FormOutcome } from "~/forms/read-form.server";

/** Whether the user gets the monthly summary (owners only; on unless they turned it off). */
export function wantsMonthlySummary(db: Db, userId: number): boolean {
  return db.prepare("SELECT monthly_summary FROM users WHERE id = ?").pluck().get(userId) === 1;
}

/**
 * The Account page's checkbox: on or off, recorded in the audit log. Refused to staff (403):
 * only owners get the summary, as staff cannot see the figures.
 */
export function setMonthlySummary(
  db: Db,
  {
    user,
    on,
    ipHash,
    now = Date.now(),
  }: { user: SignedInUser; on: boolean; ipHash?: string; now?: number },
): FormOutcome {
  if (!may(user, "hear about the business"))
    return { ok: false, message: "Only an owner gets the monthly summary.", status: 403 };
  writeTransaction(db, () => {
    db.prepare("UPDATE users SET monthly_summary = ? WHERE id = ?").run(on ? 1 : 0, user.id);
    recordAudit(
      db,
      {
        event: "monthly-summary-changed",
        userId: user.id,
        email: user.email,
        ipHash,
        detail: on ? "monthly summary on" : "monthly summary off",
      },
      now,
    );
  });
  return {
    ok: true,
    keep: true,
    message: on
      ? "Saved: you will get a summary of last month on the 1st."
      : "Saved: no more monthly summaries. Tick the box again to have them back.",
  };
}
