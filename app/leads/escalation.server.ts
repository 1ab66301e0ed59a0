import { recordAudit } from "~/accounts/audit-log.server";
import { peopleWhoMay } from "~/accounts/people-to-tell.server";
import { officeMinutesBetween } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { repeatEvery } from "~/lib/repeat.server";
import { queueEmail } from "~/mail/outbox.server";
import { escalationEmail, type WaitingLead } from "./escalation-email.server";
import { escalationSettings } from "./escalation-settings.server";
import { projectTypeLabel } from "./lead-labels";
import type { LeadChoreOptions, ReplySettings } from "./response-promise.server";

/** A step done: whose phones to alert about which lead. */
export interface Escalated {
  leadId: number;
  step: "owner" | "team";
  userIds: number[];
  alert: { title: string; body: string; url: string; tag: string };
}

/** Beyond this a lead left waiting is no longer chased: the inbox shows it as late. */
const lookBackMs = 14 * 24 * 60 * 60 * 1000;

/**
 * Escalates every new lead nobody has answered whose step is due, in office time: the owners
 * first, then everyone who handles leads. A lead is answered once its status changes or a
 * first reply is recorded, and then nothing more is sent. Each step is a row, written with its
 * email and its audit entry in one transaction, so it happens once, across restarts too. When
 * both steps fell due while the server was down, only the team's is sent (the owners are in it).
 */
export function escalateWaitingLeads(
  db: Db,
  context: ReplySettings,
  now = Date.now(),
): Escalated[] {
  const settings = escalationSettings(db, context.promisedMinutes);
  if (!settings.on) return [];
  const waiting = db
    .prepare(
      `SELECT q.id, q.reference, q.first_name || ' ' || q.last_name AS name, q.phone,
         q.project_type AS projectType, q.received_at AS receivedAt,
         (SELECT group_concat(step) FROM lead_escalations e WHERE e.lead_id = q.id) AS done
       FROM quote_requests q
       WHERE q.status = 'new' AND q.first_response_at IS NULL AND q.received_at >= ?
       ORDER BY q.received_at`,
    )
    .all(new Date(now - lookBackMs).toISOString()) as (Omit<WaitingLead, "job"> & {
    projectType: string;
    done: string | null;
  })[];
  const team = peopleWhoMay(db, "work leads");
  const owners = peopleWhoMay(db, "hear about the business");
  const escalated: Escalated[] = [];
  for (const { projectType, done, ...row } of waiting) {
    const lead = { ...row, job: projectTypeLabel(projectType) };
    const waited = officeMinutesBetween(new Date(lead.receivedAt), new Date(now), context.hours);
    const steps = done?.split(",") ?? [];
    const step =
      waited >= settings.teamAfter && !steps.includes("team")
        ? "team"
        : waited >= settings.ownerAfter && steps.length === 0
          ? "owner"
          : undefined;
    if (!step) continue;
    const to = step === "team" ? team : owners;
    if (to.length === 0) continue;
    const email = escalationEmail(
      to.map((user) => ({ address: user.email })),
      lead,
      { step, waited, promised: context.promisedMinutes },
      context.mail,
    );
    const at = new Date(now).toISOString();
    const recorded = writeTransaction(db, () => {
      const record = db.prepare(
        `INSERT INTO lead_escalations (lead_id, step, escalated_at) VALUES (?, ?, ?)
         ON CONFLICT DO NOTHING`,
      );
      // Another process may have done it since the list was read: its row wins.
      if (record.run(lead.id, step, at).changes === 0) return false;
      if (step === "team") record.run(lead.id, "owner", at);
      queueEmail(db, {
        kind: `escalation-${step}`,
        about: `lead ${lead.id}`,
        message: email,
        leadId: lead.id,
        now: Date.parse(at),
      });
      recordAudit(
        db,
        {
          event: "lead-escalated",
          detail: `${lead.reference} to ${step === "team" ? "everyone" : "the owners"} after ${waited} office minutes`,
        },
        now,
      );
      return true;
    });
    if (!recorded) continue;
    escalated.push({
      leadId: lead.id,
      step,
      userIds: to.map((user) => user.id),
      alert: {
        title: step === "team" ? "Reply due now" : "Waiting for a reply",
        body: `${lead.name} · ${lead.job} · ${waited} min`,
        url: `/owner/leads/${lead.id}`,
        tag: `escalation-${lead.id}`,
      },
    });
  }
  return escalated;
}

/**
 * Looks for leads to escalate every 30 s (so a step goes within a minute of falling due), the
 * first look a few seconds after start. Errors are logged, never thrown: the next run catches up.
 */
export function startEscalations(
  db: Db,
  {
    context,
    alert,
    queued,
    logger,
    intervalMs = 30_000,
    firstRunDelayMs = 5_000,
  }: LeadChoreOptions & {
    /** A phone alert to these users only. */
    alert: (payload: Escalated["alert"], userIds: number[]) => void;
  },
): { stop(): void } {
  const run = () => {
    const escalated = escalateWaitingLeads(db, context());
    if (escalated.length === 0) return;
    logger.info({ escalated: escalated.length }, "escalation: leads waiting for a reply");
    queued();
    for (const step of escalated) alert(step.alert, step.userIds);
  };
  return repeatEvery(run, {
    intervalMs,
    firstRunDelayMs,
    logger,
    failed: "escalation: could not look for waiting leads; will try again",
  });
}
