/**
 * Writing iCalendar (RFC 5545): one event as an email's attachment, or many as a feed a phone
 * subscribes to. Times are written as UTC instants (no time zone to describe), lines end in
 * CRLF and are folded at 75 octets, text is escaped, and what is not text (the address of a
 * link, an email address, an identifier) is checked, so nothing a customer typed can end a line
 * and start a property of its own.
 */

export interface CalendarEvent {
  /** The same for every version of one event: a move or a cancellation keeps it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** An `https:` (or `http:`) link, e.g. to the lead or the booking. */
  url?: string;
  organizer?: { name: string; email: string };
  /** Who the email goes to: RFC 5546 wants one on an invitation. */
  attendee?: { name?: string; email: string };
  /** 0 when made, one more each time it is moved or cancelled. */
  sequence?: number;
  status?: "CONFIRMED" | "CANCELLED";
}

export interface CalendarOptions {
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** Who made it, as PRODID wants it: "-//Firm//Visits//EN". */
  productId?: string;
}

const defaultProductId = "-//Building firm website//Calendars//EN";

/**
 * One event as a `.ics` file for an email: an invitation (METHOD:REQUEST), or, for a cancelled
 * event, its cancellation (METHOD:CANCEL), which a calendar matches to the invitation by its
 * uid and a higher sequence.
 */
export function eventInvitation(event: CalendarEvent, options: CalendarOptions): string {
  return calendarFile([event], { ...options, method: methodOf(event) });
}

/** The MIME type of an `eventInvitation` attachment, with the method mail programs look for. */
export function invitationMediaType(event: CalendarEvent): string {
  return `text/calendar; charset=utf-8; method=${methodOf(event)}`;
}

/**
 * Many events as the feed a phone subscribes to (METHOD:PUBLISH), named in the calendar app,
 * with how often to read it again (most apps choose for themselves; some follow this).
 */
export function subscriptionFeed(
  events: readonly CalendarEvent[],
  options: CalendarOptions & { name: string; refreshMinutes?: number },
): string {
  return calendarFile(events, { ...options, method: "PUBLISH" });
}

/** The MIME type of a `subscriptionFeed`. */
export const feedMediaType = "text/calendar; charset=utf-8";

const methodOf = (event: CalendarEvent) => (event.status === "CANCELLED" ? "CANCEL" : "REQUEST");

function calendarFile(
  events: readonly CalendarEvent[],
  options: CalendarOptions & { method: string; name?: string; refreshMinutes?: number },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${text(options.productId ?? defaultProductId)}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method}`,
  ];
  if (options.name !== undefined) lines.push(`X-WR-CALNAME:${text(options.name)}`);
  if (options.refreshMinutes !== undefined) {
    const every = `PT${Math.max(1, Math.round(options.refreshMinutes))}M`;
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${every}`, `X-PUBLISHED-TTL:${every}`);
  }
  for (const event of events) lines.push(...eventLines(event, options.stamp));
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  if (!(event.end.getTime() > event.start.getTime()))
    throw new Error(`Calendar event ${event.uid}: it must end after it starts`);
  const sequence = event.sequence ?? 0;
  if (!Number.isInteger(sequence) || sequence < 0)
    throw new Error(`Calendar event ${event.uid}: the sequence must be a whole number, 0 or more`);
  const lines = [
    "BEGIN:VEVENT",
    `UID:${uid(event.uid)}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SEQUENCE:${sequence}`,
    `STATUS:${event.status ?? "CONFIRMED"}`,
    `SUMMARY:${text(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${text(event.description)}`);
  if (event.location) lines.push(`LOCATION:${text(event.location)}`);
  if (event.url) lines.push(`URL:${link(event.url)}`);
  if (event.organizer) {
    const { name, email } = event.organizer;
    lines.push(`ORGANIZER;CN=${parameter(name)}:mailto:${emailAddress(email)}`);
  }
  if (event.attendee) {
    const { name, email } = event.attendee;
    const cn = name ? `;CN=${parameter(name)}` : "";
    lines.push(`ATTENDEE${cn};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${emailAddress(email)}`);
  }
  lines.push("END:VEVENT");
  return lines;
}

/** "20260329T090000Z": an instant in UTC, to the second. */
function utc(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new Error("Calendar event: an invalid date");
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** Control characters but the line breaks, which `text` writes as `\n`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 3.3.11): backslashes, semicolons, commas and line breaks escaped. */
function text(value: string): string {
  return value
    .replace(controls, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, "\\n");
}

/** A parameter's value (a name), always quoted: a quoted value cannot hold `"` nor a control. */
function parameter(value: string): string {
  return `"${value
    .replace(controls, "")
    .replace(/[\r\n]+/g, " ")
    .replace(/"/g, "'")}"`;
}

function uid(value: string): string {
  if (!/^[A-Za-z0-9@._:-]{1,200}$/.test(value))
    throw new Error(`Calendar event: "${value}" is not a uid (letters, digits, @ . _ : -)`);
  return value;
}

function emailAddress(value: string): string {
  if (!/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value))
    throw new Error(`Calendar event: "${value}" is not an email address`);
  return value;
}

function link(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:"))
    throw new Error(`Calendar event: "${value}" is not a web address`);
  // The parser percent-encodes spaces and controls; a URI value is written as it is.
  return url.href;
}

const encoder = new TextEncoder();

/**
 * A content line folded so that no line is longer than 75 octets (the leading space of a
 * continuation counts), never inside a character's UTF-8 bytes.
 */
function fold(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}
