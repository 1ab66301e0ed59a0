import { peopleWhoMay } from "~/accounts/people-to-tell.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { formatDate, localDate } from "~/lib/uk-time";
import { linesAndButton, type MailContext, type OutgoingMessage } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";

/** A credential with the day it runs out, as `datedCredentials` reads it. */
export interface DatedCredential {
  what: string;
  expires: string;
}

const dayMs = 86_400_000;
/** Whole days from `today` to `day` (both "YYYY-MM-DD"). */
const daysFrom = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / dayMs);

const editorPath = "/owner/site/credentials";

/**
 * The lines at the top of the owner's area: what runs out within 30 days, and, for a week
 * after, what left the site on its day (so the owner who was away still reads it).
 */
export function credentialNotices(
  credentials: readonly DatedCredential[],
  now = Date.now(),
): { tone: "soon" | "gone"; text: string }[] {
  const today = localDate(now);
  return credentials.flatMap(({ what, expires }): { tone: "soon" | "gone"; text: string }[] => {
    const days = daysFrom(today, expires);
    if (days > 30 || days < -7) return [];
    if (days <= 0)
      return [
        {
          tone: "gone",
          text: `${what} ran out on ${formatDate(expires)} and left the website that day, by itself. Renew it, change its date and publish to show it again.`,
        },
      ];
    return [
      {
        tone: "soon",
        text: `${what} runs out on ${formatDate(expires)}, in ${days} ${days === 1 ? "day" : "days"}: the website stops showing it that day. Renew it and change its date.`,
      },
    ];
  });
}

/**
 * Queues the owners' reminder emails: 30 days before a credential runs out, and 7 days before,
 * each once (a row written with its email); one whose 30 days were missed gets only the 7.
 * Returns how many were queued.
 */
export function queueCredentialReminders(
  db: Db,
  credentials: readonly DatedCredential[],
  mail: MailContext,
  now = Date.now(),
): number {
  const today = localDate(now);
  const owners = peopleWhoMay(db, "change the site").map((person) => person.email);
  if (owners.length === 0) return 0;
  const record = db.prepare(
    `INSERT INTO credential_reminders (what, expires, days_before, sent_at) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const reminded = db
    .prepare(
      "SELECT 1 FROM credential_reminders WHERE what = ? AND expires = ? AND days_before = 7",
    )
    .pluck();
  const at = new Date(now).toISOString();
  return writeTransaction(db, () => {
    let queued = 0;
    for (const credential of credentials) {
      const days = daysFrom(today, credential.expires);
      if (days <= 0 || days > 30) continue;
      const stage = days <= 7 ? 7 : 30;
      if (stage === 30 && reminded.get(credential.what, credential.expires)) continue;
      if (record.run(credential.what, credential.expires, stage, at).changes === 0) continue;
      const to = owners.map((address) => ({ address }));
      queueEmail(db, {
        kind: "credential-reminder",
        about: `${stage} days before ${credential.expires}: ${credential.what}`.slice(0, 200),
        message: reminderEmail(to, credential, days, mail),
        now,
      });
      queued++;
    }
    return queued;
  });
}

function reminderEmail(
  to: { address: string }[],
  { what, expires }: DatedCredential,
  days: number,
  { company, from, siteUrl }: MailContext,
): OutgoingMessage {
  const subject = `${what} runs out on ${formatDate(expires)}`;
  const lines = [
    `${what} runs out in ${days} ${days === 1 ? "day" : "days"}, on ${formatDate(expires)}. That day the website stops showing it, by itself, with anything that rests on it.`,
    "Renew it, then in the owner area change its date (Website, then Accreditations and insurance) and publish.",
  ];
  const button: [string, string] = [
    new URL(editorPath, siteUrl).href,
    "Open Accreditations and insurance",
  ];
  return linesAndButton(to, { subject, lines, button }, { company, from });
}
