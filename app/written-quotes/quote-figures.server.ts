import type { Db } from "~/db/database.server";

/** What the site's figures (app/results) read of written quotes: the one way in from there. */

export interface LeadQuotes {
  /** When the lead's first quote was sent. */
  firstSentAt: Date;
  /** When a quote of the lead was accepted (cancelled since or not); null if none was. */
  acceptedAt: Date | null;
}

/** The written quotes of the leads named, by lead; a lead never sent one is not in it. */
export function quotesOfLeads(db: Db, leadIds: readonly number[]): Map<number, LeadQuotes> {
  const rows = db
    .prepare(
      `SELECT quote_request_id AS leadId, MIN(sent_at) AS firstSentAt, MIN(accepted_at) AS acceptedAt
       FROM written_quotes WHERE sent_at IS NOT NULL
         AND quote_request_id IN (SELECT value FROM json_each(?))
       GROUP BY quote_request_id`,
    )
    .all(JSON.stringify(leadIds)) as {
    leadId: number;
    firstSentAt: string;
    acceptedAt: string | null;
  }[];
  return new Map(
    rows.map((row) => [
      row.leadId,
      {
        firstSentAt: new Date(row.firstSentAt),
        acceptedAt: row.acceptedAt === null ? null : new Date(row.acceptedAt),
      },
    ]),
  );
}
