import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { localDate, monthsBefore } from "~/lib/uk-time";

/**
 * Days older than 13 months become their month's totals, whole months at a time: a year of
 * weeks and the same month a year before stay by day.
 */
export function foldOldPageViews(db: Db, now = Date.now()): number {
  const before = monthsBefore(now, 13);
  const cutoff = `${localDate(before).slice(0, 7)}-01`;
  return writeTransaction(db, () => {
    db.prepare(
      `INSERT INTO page_views_monthly
         (month, page, source, medium, campaign, device, views, visits, calls, chats)
       SELECT substr(day, 1, 7), page, source, medium, campaign, device,
         SUM(views), SUM(visits), SUM(calls), SUM(chats)
       FROM page_views WHERE day < ? GROUP BY 1, 2, 3, 4, 5, 6
       ON CONFLICT (month, page, source, medium, campaign, device) DO UPDATE SET
         views = views + excluded.views, visits = visits + excluded.visits,
         calls = calls + excluded.calls, chats = chats + excluded.chats`,
    ).run(cutoff);
    return db.prepare("DELETE FROM page_views WHERE day < ?").run(cutoff).changes;
  });
}
