import { formatCount } from "./format-count";
/**
 * Money as the owner types and reads it, kept as whole pence (an integer, never a float):
 * "£12,500.50" is 1250050.
 */

/** £10,000,000, the most a won job can be worth (db/migrations/011-won-value.sql says why). */
export const maxWonValuePence = 1_000_000_000;

export type PoundsParse = { ok: true; pence: number | null } | { ok: false; message: string };

const notAnAmount = "Type the value in pounds, like 12,500 or 12500.50.";

/**
 * What the owner typed as an amount in pounds: "12500", "12,500", "£12,500", "12500.5",
 * "£ 12,500.50". Commas only between thousands (so "12,50" is not read as 1,250), at most two
 * digits of pence, nothing negative, nothing over £10m. Empty: no amount (`pence: null`).
 */
export function parsePounds(text: string): PoundsParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, pence: null };
  if (/^(£\s*)?[-−]|^[-−]\s*£/.test(trimmed))
    return { ok: false, message: "The value cannot be negative." };
  const amount = trimmed.replace(/^£\s*/, "");
  if (amount.length > 30) return { ok: false, message: notAnAmount };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) {
    if (/^[\d,]+(\.\d+)?$/.test(amount))
      return { ok: false, message: "Put commas only between thousands, like 12,500." };
    return { ok: false, message: notAnAmount };
  }
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > 2)
    return {
      ok: false,
      message: "Pounds and pence only: at most 2 digits after the point, like 12500.50.",
    };
  const pounds = whole.replaceAll(",", "").replace(/^0+(?=\d)/, "");
  // More than 8 digits of pounds is over £10m; checked first, so the sum below stays exact.
  const pence =
    pounds.length > 8 ? Infinity : Number(pounds) * 100 + Number(fraction.padEnd(2, "0"));
  if (pence > maxWonValuePence)
    return { ok: false, message: `At most ${formatPounds(maxWonValuePence)}: check the zeros.` };
  return { ok: true, pence };
}

const wholePounds = (pence: number) => formatCount(Math.floor(pence / 100));
const penceOnly = (pence: number) => String(pence % 100).padStart(2, "0");

/** "£12,500", or "£12,500.50" when there are pence. */
export function formatPounds(pence: number): string {
  return `£${amountForField(pence)}`;
}

/** An amount as a quote, a job or a receipt shows it: always with pence, "£1,250.00". */
export const formatMoney = (pence: number) =>
  pence % 100 === 0 ? `${formatPounds(pence)}.00` : formatPounds(pence);

/** As a form shows it to edit: "12,500" or "12,500.50", which `parsePounds` reads back. */
export function amountForField(pence: number): string {
  return pence % 100 === 0 ? wholePounds(pence) : `${wholePounds(pence)}.${penceOnly(pence)}`;
}

/** A spreadsheet's plain number: "12500.00". */
export function amountForCsv(pence: number): string {
  return `${Math.floor(pence / 100)}.${penceOnly(pence)}`;
}
