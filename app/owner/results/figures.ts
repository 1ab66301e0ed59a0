import { formatCount, formatPercent } from "~/lib/format-count";
import { formatMinutes } from "~/lib/uk-time";

/**
 * How often a visit sends a request: "1 in 48 visits (2.1%)"; when nearly every visit did,
 * just the share ("100% of visits"), never "1 in 1 visits"; null without both.
 */
export function shareOfVisits(requests: number, visits: number): string | null {
  if (requests === 0 || visits === 0) return null;
  const percent = formatPercent(requests / visits);
  return visits / requests >= 2
    ? `1 in ${formatCount(Math.round(visits / requests))} visits (${percent})`
    : `${percent} of visits`;
}

/** "1 visit", "2,300 visits": a count and its noun. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** "2 calls · 1 WhatsApp chat", or null when there were none. */
export function contactsInWords({ calls, chats }: { calls: number; chats: number }): string | null {
  const said = [
    calls > 0 ? plural(calls, "call") : "",
    chats > 0 ? plural(chats, "WhatsApp chat") : "",
  ].filter(Boolean);
  return said.length > 0 ? said.join(" · ") : null;
}

/** "45 min", "3 h 5 min", "2 days 4 h": a time as the clock runs, nights and weekends too. */
export function elapsedInWords(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 1) return "under a minute";
  if (whole < 24 * 60) return formatMinutes(whole);
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.round((whole - days * 24 * 60) / 60);
  return hours === 0 || hours === 24
    ? plural(days + (hours === 24 ? 1 : 0), "day")
    : `${plural(days, "day")} ${hours} h`;
}

/**
 * Under "Survey visits booked online": how many of the requests had a visit booked by anyone, and
 * how soon after the request, as the clock runs (customers book at weekends too).
 */
export function surveyVisitsInWords({
  booked,
  medianMinutesToVisit,
}: {
  booked: number;
  medianMinutesToVisit: number | null;
}): string {
  if (medianMinutesToVisit === null) return "No survey visit booked for these requests yet.";
  return `${plural(booked, "request")} had one booked, online or by you, typically ${elapsedInWords(medianMinutesToVisit)} after it came in.`;
}

/** "3 of 5 accepted (60%), typically 2 days after sending." */
export function writtenQuotesInWords({
  quotesSent,
  quotesAccepted,
  medianDaysToAccept,
}: {
  quotesSent: number;
  quotesAccepted: number;
  medianDaysToAccept: number | null;
}): string {
  if (quotesSent === 0) return "No written quote sent from the site for these requests yet.";
  const rate = Math.round((100 * quotesAccepted) / quotesSent);
  const days =
    medianDaysToAccept === null
      ? ""
      : `, typically ${medianDaysToAccept < 1 ? "within a day" : plural(Math.round(medianDaysToAccept), "day")} after sending`;
  return `${formatCount(quotesAccepted)} of ${formatCount(quotesSent)} accepted online (${rate}%)${days}.`;
}
