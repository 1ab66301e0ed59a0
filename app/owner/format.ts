/** Dates and times as a builder in Blackpool reads them, whatever the server's own zone. */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
