/**
 * One cell. A spreadsheet treats a cell starting with = + - @ (or a tab or carriage return
 * before one) as a formula, so visitor text like `=HYPERLINK(…)` gets a leading apostrophe
 * (OWASP, CSV injection); then RFC 4180 quoting.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
