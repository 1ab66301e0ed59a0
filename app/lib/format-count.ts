/**
 * 5000 → "5,000". Written out rather than with `toLocaleString`, which loads the browser's
 * locale data on first use (milliseconds of a phone's main thread for one comma).
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
