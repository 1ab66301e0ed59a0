import type { Db } from "./database.server";

/**
 * The next number of a series of documents ("quote": Q-0001), taken inside the write
 * transaction that issues the document: a number is never given twice, not even after the
 * document is erased, and a transaction that fails gives its number back, so there are no gaps.
 */
export const takeNumber = (db: Db, series: string): number =>
  db
    .prepare(
      `INSERT INTO number_sequences (series, last) VALUES (?, 1)
       ON CONFLICT (series) DO UPDATE SET last = last + 1 RETURNING last`,
    )
    .pluck()
    .get(series) as number;
