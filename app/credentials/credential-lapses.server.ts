import { readFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { createContext } from "react-router";
import YAML from "yaml";
import { z } from "zod";
import { liveContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { repeatEvery } from "~/lib/repeat.server";
import { startOfDay } from "~/lib/uk-time";
import type { MailContext } from "~/mail/message.server";
import { type DatedCredential, queueCredentialReminders } from "./credential-reminders.server";

/**
 * Credentials leave the site on the day they run out, without anyone publishing (issue 39,
 * decision 041). The site's content is read without what is past its date (`currentOnly`);
 * here, each day something runs out is a row (UK midnight of that day), and when it falls due
 * the live content is published again, which renders the pages that showed it. Done once.
 */

const dated = z.object({ name: z.string().optional(), expires: z.iso.date().optional() });
const accreditationsFile = z.array(dated).catch([]);
const coverFile = z
  .object({ insurance: z.object({ expires: z.iso.date().optional() }).optional() })
  .catch({});

/** What the live content says runs out, and on which day ("2027-03-31"). */
export function datedCredentials(contentDir: string): DatedCredential[] {
  const read = (file: string) => {
    try {
      return YAML.parse(readFileSync(path.join(contentDir, file), "utf8")) as unknown;
    } catch {
      return undefined;
    }
  };
  const schemes = accreditationsFile.parse(read("accreditations.yaml") ?? []);
  const insurance = coverFile.parse(read("cover.yaml") ?? {}).insurance;
  return [
    ...schemes.flatMap((scheme) =>
      scheme.expires ? [{ what: scheme.name ?? "An accreditation", expires: scheme.expires }] : [],
    ),
    ...(insurance?.expires ? [{ what: "The insurance", expires: insurance.expires }] : []),
  ];
}

/**
 * Writes a row for each day a credential runs out (kept once), then takes each row due by
 * `now`, marks it done and returns what ran out then: the caller publishes once for them all.
 */
export function dueLapses(
  db: Db,
  credentials: readonly { what: string; expires: string }[],
  now = Date.now(),
): string[] {
  return writeTransaction(db, () => {
    const schedule = db.prepare(
      `INSERT INTO credential_lapses (due_at, what) VALUES (?, ?)
       ON CONFLICT (due_at) DO UPDATE SET what = excluded.what WHERE done_at IS NULL`,
    );
    const byDay = new Map<string, string[]>();
    for (const { what, expires } of credentials)
      byDay.set(expires, [...(byDay.get(expires) ?? []), what]);
    for (const [day, names] of byDay) schedule.run(startOfDay(day).toISOString(), names.join(", "));
    // A date renewed or taken out is no longer a day anything runs out.
    const days = [...byDay.keys()].map((day) => startOfDay(day).toISOString());
    db.prepare(
      `DELETE FROM credential_lapses WHERE done_at IS NULL
         AND due_at NOT IN (SELECT value FROM json_each(?))`,
    ).run(JSON.stringify(days));
    const due = db
      .prepare(
        "SELECT due_at AS dueAt, what FROM credential_lapses WHERE done_at IS NULL AND due_at <= ?",
      )
      .all(new Date(now).toISOString()) as { dueAt: string; what: string }[];
    const done = db.prepare("UPDATE credential_lapses SET done_at = ? WHERE due_at = ?");
    for (const row of due) done.run(new Date(now).toISOString(), row.dueAt);
    return due.map((row) => row.what);
  });
}

/**
 * Looks every minute (and soon after start) at the credentials' dates: queues the owners'
 * reminders as they fall due, and when one has run out publishes the live content again
 * (`publish`, with what left in words).
 */
export function startCredentialLapses(
  db: Db,
  {
    contentDir,
    publish,
    mail,
    queued,
    logger,
    intervalMs = 60_000,
    firstRunDelayMs = 10_000,
  }: {
    contentDir: string;
    publish: (summary: string) => void;
    /** The firm's mail settings as the live content has them now. */
    mail: () => MailContext;
    /** Called after reminders were queued: the outbox sends them now. */
    queued: () => void;
    logger: Pick<Logger, "info" | "error">;
    intervalMs?: number;
    firstRunDelayMs?: number;
  },
) {
  // The files change only with a publish, which makes new live content: read them once per
  // live content, not on every page of the owner's area.
  let read: { for: unknown; credentials: DatedCredential[] } | undefined;
  const credentials = () => {
    const live = liveContent();
    if (read?.for !== live) read = { for: live, credentials: datedCredentials(contentDir) };
    return read.credentials;
  };
  const run = (now = Date.now()) => {
    const dated = datedCredentials(contentDir);
    if (queueCredentialReminders(db, dated, mail(), now) > 0) queued();
    const gone = dueLapses(db, dated, now);
    if (gone.length === 0) return;
    logger.info({ gone }, "credentials past their date: publishing the site without them");
    publish(`Past its date, taken off the site: ${gone.join("; ")}`);
  };
  const loop = repeatEvery(() => run(), {
    intervalMs,
    firstRunDelayMs,
    logger,
    failed: "credentials: could not look for those past their date; will try again",
  });
  return { stop: () => loop.stop(), run, credentials };
}

/** What the owner's pages know of the credentials, beyond the content. */
export const credentialsContext = createContext<{
  /** The credentials the live site holds, each with the day it runs out (expired ones too). */
  credentials: () => DatedCredential[];
  /** DATA_DIR: the certificates behind the credentials are kept under it. */
  dataDir: string;
}>();
