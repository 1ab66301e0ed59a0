import type { Db } from "~/db/database.server";
import { isNamedSource, type VisitSource } from "./visit-source";

/**
 * Where tags past the day's share are counted (decision 042): one row per page, day and device.
 * No visit's source can be "" with a medium, so no real tag is ever taken for it.
 */
export const otherTags: VisitSource = { source: "", medium: "other", campaign: "" };

/**
 * Rows a day, of each kind (campaign tags, printed codes, referring sites), for tags never seen
 * before; and rows a day for all tags together, seen before or not (decision 042).
 */
export const newTagRowsPerDay = 50;
export const tagRowsPerDay = 1_000;

/** A row of counts to add: a UK day, a page, phone or computer, the visit's source, the numbers. */
export interface CountRow extends VisitSource {
  day: string;
  page: string;
  device: "phone" | "computer";
  views: number;
  visits: number;
  calls: number;
  chats: number;
}

type Kind = "campaign" | "print" | "referral";
const kindOf = (medium: string): Kind =>
  medium === "print" || medium === "referral" ? medium : "campaign";
const keyOf = (tag: VisitSource) => `${tag.source}\n${tag.medium}\n${tag.campaign}`;

/** Rows whose source nobody can make up: inside a visit, named by the code, or already "other". */
export const isUntagged = (row: VisitSource) =>
  row.medium === "" ||
  (row.medium === otherTags.medium && row.source === otherTags.source) ||
  isNamedSource(row);

/** The day's rows for tags so far: all of them, and those of tags first seen that day. */
function dayShare(db: Db, day: string) {
  const share = { tagRows: 0, newRows: { campaign: 0, print: 0, referral: 0 } };
  const rows = db
    .prepare(
      `SELECT p.source, p.medium, p.campaign, t.first_day AS firstDay
       FROM page_views p LEFT JOIN visit_tags t USING (source, medium, campaign)
       WHERE p.day = ? AND p.medium <> ''`,
    )
    .all(day) as (VisitSource & { firstDay: string | null })[];
  for (const row of rows) {
    if (isUntagged(row)) continue;
    share.tagRows++;
    if (row.firstDay === day) share.newRows[kindOf(row.medium)]++;
  }
  return share;
}

/**
 * Decides, inside the write's transaction, which of a round's rows of counts may become new
 * rows: a row already there is only added to; a tag's new row is made when it is the owner's
 * (first seen on an earlier day, or a quote request came from it) or the day's share of new
 * tags of its kind is not spent, and the day's rows for tags are under their ceiling. The rest
 * are added to their page's "other" row, so every view, visit and tap is still counted.
 * Returns the rows to write.
 */
export function shareOutTagRows(
  db: Db,
  rows: readonly CountRow[],
  /** The tags quote requests came from (`leadVisitSources`): the owner's, kept apart. */
  tagsOfLeads: () => readonly VisitSource[] = () => [],
): CountRow[] {
  const exists = db
    .prepare(
      `SELECT 1 FROM page_views WHERE day = ? AND page = ? AND source = ? AND medium = ?
       AND campaign = ? AND device = ?`,
    )
    .pluck();
  const firstDayOf = db
    .prepare("SELECT first_day FROM visit_tags WHERE source = ? AND medium = ? AND campaign = ?")
    .pluck();
  const kept: CountRow[] = [];
  const candidates: { row: CountRow; known: boolean }[] = [];
  let fromLeads: Set<string> | undefined;
  for (const row of rows) {
    const { day, page, source, medium, campaign, device } = row;
    if (isUntagged(row) || exists.get(day, page, source, medium, campaign, device)) {
      kept.push(row);
      continue;
    }
    const firstDay = firstDayOf.get(source, medium, campaign) as string | undefined;
    fromLeads ??= new Set(tagsOfLeads().map(keyOf));
    candidates.push({
      row,
      known: (firstDay !== undefined && firstDay < day) || fromLeads.has(keyOf(row)),
    });
  }
  // The owner's tags first, then the new tags seen most this round.
  const weight = (row: CountRow) => row.views + row.calls + row.chats;
  candidates.sort((a, b) => Number(b.known) - Number(a.known) || weight(b.row) - weight(a.row));

  const shares = new Map<string, ReturnType<typeof dayShare>>();
  const record = db.prepare(
    `INSERT INTO visit_tags (source, medium, campaign, first_day) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const others = new Map<string, CountRow>();
  for (const { row, known } of candidates) {
    const share = shares.get(row.day) ?? dayShare(db, row.day);
    shares.set(row.day, share);
    const kind = kindOf(row.medium);
    if (share.tagRows < tagRowsPerDay && (known || share.newRows[kind] < newTagRowsPerDay)) {
      share.tagRows++;
      if (!known) share.newRows[kind]++;
      record.run(row.source, row.medium, row.campaign, row.day);
      kept.push(row);
      continue;
    }
    const key = `${row.day}\n${row.page}\n${row.device}`;
    const other = others.get(key) ?? {
      ...row,
      ...otherTags,
      views: 0,
      visits: 0,
      calls: 0,
      chats: 0,
    };
    other.views += row.views;
    other.visits += row.visits;
    other.calls += row.calls;
    other.chats += row.chats;
    others.set(key, other);
  }
  return [...kept, ...others.values()];
}
