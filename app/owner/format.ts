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

/** "45 min", "2 h", "3 h 5 min": office time, short enough for a phone's width. */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** A calendar date ("2026-03-31", no time of day) as "Tue 31 Mar". */
export function formatCalendarDate(date: string): string {
  return dayMonth.format(new Date(`${date}T00:00:00Z`));
}
