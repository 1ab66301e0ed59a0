export const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "2024-03-14" → "14 March 2024", the way dates read in British English. Written out rather
 * than with `Intl.DateTimeFormat`: making a formatter loads the browser's locale and time-zone
 * data, which took ~30 ms of a phone's main thread while a blog page came to life.
 */
export function formatDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const monthName = months[Number(month) - 1];
  if (!monthName || !day) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  return `${Number(day)} ${monthName} ${year}`;
}
