import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarFile,
  hugeCalendar,
  neverAnswers,
  refusedAddress,
  serveCalendars,
  type TestCalendarServer,
  vevent,
} from "../../tests/support/test-calendars";
import { readBusyTimes } from "./busy-times.server";
import { checkFeedAddress, defaultMaxBytes } from "./feed-download.server";

const now = new Date("2026-03-02T09:00:00Z");
const calendar = calendarFile(
  vevent("job", "DTSTART:20260303T100000Z", "DTEND:20260303T120000Z"),
  vevent("last-month", "DTSTART:20260203T100000Z", "DTEND:20260203T120000Z"),
  vevent("in-ten-weeks", "DTSTART:20260511T100000Z", "DTEND:20260511T120000Z"),
);
let server: TestCalendarServer;

beforeAll(async () => {
  server = await serveCalendars({
    "/calendar.ics": calendar,
    "/slow.ics": neverAnswers,
    "/huge.ics": hugeCalendar(6),
    "/says-huge.ics": (_request, response) => {
      response.writeHead(200, { "content-length": String(defaultMaxBytes + 1) });
      response.end();
    },
    "/sign-in": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<!doctype html><html><body><form>Sign in</form></body></html>");
    },
    "/moved.ics": (_request, response) => {
      response.writeHead(301, { location: "/calendar.ics" }).end();
    },
    "/to-metadata": (_request, response) => {
      response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    },
    "/round": (_request, response) => {
      response.writeHead(302, { location: "/round" }).end();
    },
  });
});
afterAll(() => server.close());

const read = (path: string, options: { timeoutMs?: number } = {}) =>
  readBusyTimes(`${server.origin}${path}`, { now, allowLocalTestServer: true, ...options });

describe("reading the owner's calendar feed", () => {
  it("gives the busy blocks from today to eight weeks ahead", async () => {
    expect(await read("/calendar.ics")).toEqual({
      ok: true,
      blocks: [{ start: new Date("2026-03-03T10:00:00Z"), end: new Date("2026-03-03T12:00:00Z") }],
    });
    // A redirect within the same rules is followed.
    expect(await read("/moved.ics")).toMatchObject({ ok: true, blocks: [{}] });
  });

  it("says so when nothing answers (connection refused)", async () => {
    const reading = await readBusyTimes(await refusedAddress(), {
      now,
      allowLocalTestServer: true,
    });
    expect(reading).toEqual({
      ok: false,
      problem: "unreachable",
      reason: "Nothing answered at the calendar's address (connection refused).",
    });
  });

  it("gives up on a feed that does not answer in time", async () => {
    const started = Date.now();
    expect(await read("/slow.ics", { timeoutMs: 300 })).toEqual({
      ok: false,
      problem: "timeout",
      reason: "The calendar did not answer within 0.3 seconds.",
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("refuses a feed past 5 MB while it streams, or at once when it says its size", async () => {
    for (const path of ["/huge.ics", "/says-huge.ics"]) {
      expect(await read(path), path).toEqual({
        ok: false,
        problem: "too-large",
        reason: "The calendar is larger than 5 MB.",
      });
    }
  });

  it("says a web page, a missing page or a loop of redirects is not the calendar", async () => {
    expect(await read("/sign-in")).toEqual({
      ok: false,
      problem: "not-a-calendar",
      reason: "The calendar's address gave a web page, not a calendar.",
    });
    expect(await read("/gone.ics")).toEqual({
      ok: false,
      problem: "unreachable",
      reason:
        "The calendar's address answered 404 Not Found: it may have been reset. Copy the calendar's secret address again.",
    });
    expect(await read("/round")).toMatchObject({ ok: false, reason: /too many redirects/ });
  });

  it("refuses an address that is not https:, or that leads to this server or a private network", async () => {
    for (const address of [
      "http://calendar.example.com/feed.ics",
      "ftp://calendar.example.com/feed.ics",
      "https://localhost/feed.ics",
      "https://calendar.localhost/feed.ics",
      "https://127.0.0.1/feed.ics",
      "https://2130706433/feed.ics", // 127.0.0.1 written as a number
      "https://10.0.0.8/feed.ics",
      "https://192.168.1.20/feed.ics",
      "https://172.20.0.1/feed.ics",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/feed.ics",
      "https://[::ffff:127.0.0.1]/feed.ics",
      "https://[fd00::1]/feed.ics",
      "not an address",
    ]) {
      const reading = await readBusyTimes(address, { now });
      expect(reading, address).toMatchObject({ ok: false, problem: "address" });
    }
    // The test server itself, without the tests' explicit allowance.
    expect(await readBusyTimes(`${server.origin}/calendar.ics`, { now })).toMatchObject({
      ok: false,
      problem: "address",
      reason: "The calendar's address must start with https:// (or webcal://).",
    });
    // Even with it, only 127.0.0.1: a redirect to another local address is refused.
    expect(await read("/to-metadata")).toMatchObject({ ok: false, problem: "address" });
  });

  it("refuses a name that resolves to a private address, on the connection itself", async () => {
    const reading = await readBusyTimes("https://calendar.example.com/feed.ics", {
      now,
      resolve: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "10.1.2.3", family: 4 },
      ],
    });
    expect(reading).toEqual({
      ok: false,
      problem: "address",
      reason: "The calendar's address leads to this server or a private network.",
    });
  });

  it("takes the webcal: address Apple gives as the same feed over https:", () => {
    const checked = checkFeedAddress("  webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5  ");
    expect(checked).toMatchObject({ ok: true });
    if (checked.ok)
      expect(checked.url.href).toBe("https://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5");
  });
});
