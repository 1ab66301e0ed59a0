import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Calendar files made by the tests, as Google, Apple and Outlook write them, and a server on
 * 127.0.0.1 that serves them (or fails to, in the ways a real feed does).
 */

/** The UK's rules as a calendar file describes them (Google writes exactly this). */
export const londonTimeZone = (tzid = "Europe/London") => `BEGIN:VTIMEZONE
TZID:${tzid}
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

/** A VEVENT from its lines ("DTSTART;TZID=Europe/London:20260303T100000", …). */
export function vevent(uid: string, ...lines: string[]): string {
  return ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"].join(
    "\n",
  );
}

/** A whole calendar file, CRLF line endings as a feed has them. */
export function calendarFile(...parts: string[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Calendar//EN",
    "CALSCALE:GREGORIAN",
    ...parts,
    "END:VCALENDAR",
    "",
  ]
    .join("\n")
    .replace(/\r?\n/g, "\r\n");
}

export interface TestCalendarServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** How many requests each path has had. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Serves each path with its handler (a file's text, or a function), on 127.0.0.1. */
export async function serveCalendars(
  routes: Record<string, string | Handler>,
): Promise<TestCalendarServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route === undefined) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    } else if (typeof route === "string") {
      response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(route);
    } else route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address on 127.0.0.1 where nothing listens (a port just let go). */
export async function refusedAddress(): Promise<string> {
  const closed = await serveCalendars({});
  await closed.close();
  return `${closed.origin}/calendar.ics`;
}

/** Never answers: the connection is held open. */
export const neverAnswers: Handler = () => {};

/** Sends `megabytes` of an endless calendar, without saying its length first. */
export const hugeCalendar =
  (megabytes: number): Handler =>
  (_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar" });
    response.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n");
    const chunk =
      `${vevent("x", "DTSTART:20260303T100000Z", "DTEND:20260303T110000Z").replace(/\n/g, "\r\n")}\r\n`.repeat(
        200,
      );
    let sent = 0;
    const more = () => {
      while (sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once("drain", more);
      }
      response.end("END:VCALENDAR\r\n");
    };
    response.on("error", () => {});
    more();
  };
