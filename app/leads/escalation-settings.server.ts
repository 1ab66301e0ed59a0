import { z } from "zod";
import { recordAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { FormOutcome } from "~/forms/read-form.server";
import { formatMinutes } from "~/lib/uk-time";

/**
 * When a new lead nobody has answered is escalated, in office minutes after it arrived: to the
 * owners first (half the promised reply time unless the owner set another), then to everyone
 * who handles leads (at the promised time). The owner may turn it off on the Account page.
 */
export interface EscalationSettings {
  on: boolean;
  ownerAfter: number;
  teamAfter: number;
}

const names = {
  on: "escalation",
  ownerAfter: "escalation-owner-minutes",
  teamAfter: "escalation-team-minutes",
};

export function escalationSettings(db: Db, promisedMinutes: number): EscalationSettings {
  const read = db.prepare("SELECT value FROM owner_settings WHERE name = ?").pluck();
  const minutes = (name: string, fallback: number) => {
    const value = Number(read.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    on: read.get(names.on) !== "off",
    ownerAfter: minutes(names.ownerAfter, Math.max(1, Math.round(promisedMinutes / 2))),
    teamAfter: minutes(names.teamAfter, promisedMinutes),
  };
}

const officeMinutes = z
  .number({ error: "Enter a number of minutes, like 60." })
  .int("Enter whole minutes, like 60.")
  .min(5, "At least 5 minutes.")
  .max(3 * 8 * 60, "At most 1,440 minutes: three office days.");

/** The Account page's escalation box (one of the page's forms, told apart by `intent`). */
export const escalationForm = z
  .object({
    intent: z.literal("escalation"),
    on: z.boolean().default(false),
    ownerAfter: officeMinutes,
    teamAfter: officeMinutes,
  })
  .superRefine((sent, context) => {
    if (sent.teamAfter < sent.ownerAfter)
      context.addIssue({
        code: "custom",
        path: ["teamAfter"],
        message: "Everyone is told at the same time as the owner or later.",
      });
  });

export function saveEscalationSettings(
  db: Db,
  sent: z.output<typeof escalationForm>,
  by: { id: number; email: string },
  now = Date.now(),
): FormOutcome {
  const save = db.prepare(
    `INSERT INTO owner_settings (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  );
  const { on } = sent;
  const said = on
    ? `A lead nobody has answered is sent to the owners after ${formatMinutes(sent.ownerAfter)} of office time, and to everyone after ${formatMinutes(sent.teamAfter)}.`
    : "Leads are no longer escalated.";
  writeTransaction(db, () => {
    save.run(names.on, on ? "on" : "off");
    save.run(names.ownerAfter, String(sent.ownerAfter));
    save.run(names.teamAfter, String(sent.teamAfter));
    recordAudit(
      db,
      { event: "escalation-changed", userId: by.id, email: by.email, detail: said },
      now,
    );
  });
  return { ok: true, message: `Saved. ${said}`, keep: true };
}
