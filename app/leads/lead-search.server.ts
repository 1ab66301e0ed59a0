import type { LeadStatus } from "./lead-statuses";

export interface LeadFilter {
  status?: LeadStatus;
  /** Words to find in the name, email, phone (spaces ignored) or message; every word must match. */
  search?: string;
}

/** Enough for a name and a town; a longer query is cut here, not refused. */
const maxWords = 8;
const maxWordLength = 100;

/** `%`, `_` and the escape character itself match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const phoneDigits = (sql: string) =>
  ["' '", "'-'", "'('", "')'", "'.'"].reduce(
    (expression, character) => `replace(${expression}, ${character}, '')`,
    sql,
  );

/**
 * The WHERE clause for a filter, with `?` placeholders and their values: the query text is
 * only ever bound, never written into the SQL.
 */
export function leadFilterSql(filter: LeadFilter): { where: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  if (filter.status) {
    conditions.push("status = ?");
    params.push(filter.status);
  }
  const words = (filter.search ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, maxWords)
    .map((word) => word.slice(0, maxWordLength));
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    const phone = word.replace(/[\s().-]/g, "");
    conditions.push(
      `(first_name || ' ' || last_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\'
        OR ${phoneDigits("phone")} LIKE ? ESCAPE '\\' OR message LIKE ? ESCAPE '\\')`,
    );
    params.push(pattern, pattern, phone ? `%${escapeLike(phone)}%` : pattern, pattern);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}
