/**
 * 5000 → "5,000". Written out rather than with `toLocaleString`, which loads the browser's
 * locale data on first use (milliseconds of a phone's main thread for one comma).
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "3.4 MB", "850 kB", "12.5 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  if (bytes < 1_000_000_000) return `${Math.round(bytes / 100_000) / 10} MB`;
  return `${Math.round(bytes / 100_000_000) / 10} GB`;
}

/** 0.021 → "2.1%", 1 → "100%": a share, to a tenth of a per cent, without a needless ".0". */
export const formatPercent = (fraction: number) => `${Number((fraction * 100).toFixed(1))}%`;
