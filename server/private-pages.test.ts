import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { linkOfJob } from "../app/jobs/job-links.server";
import { localDate } from "../app/lib/uk-time";
import { askForReview } from "../app/reviews/review-requests.server";
import { renewVisitFeedAddress, visitFeedAddresses } from "../app/visits/visit-feed.server";
import { linkOfQuote } from "../app/written-quotes/quote-links.server";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { content } from "../tests/support/site-content";
import { acceptedJob } from "../tests/support/test-jobs";
import { minimalPdf } from "../tests/support/test-pdf";
import { headersFor, multipartBuffer, smallJpeg } from "../tests/support/test-photos";
import { quoteServices } from "../tests/support/test-quotes";

/**
 * The customers' private pages and files (a review, a survey visit, a written quote, a job) and
 * the owner's calendar of visits, against the real server (issues 56 and 60): no token in the
 * log, every answer private, a crafted address or a failure answered with the site's own page,
 * a form from another site refused there, and the call bar offering the call alone.
 */
const log: string[] = [];
const area = ownerAreaServer({ QUOTE_RATE_LIMIT: "1000" }, { log });
const db = () => area.app.services.db;
const { phone } = content.company;

/** Every private address of one customer each, as their emails (and the owner's page) carry them. */
const links = {
  visit: "",
  review: "",
  quote: "",
  quotePdf: "",
  job: "",
  jobCalendar: "",
  jobPhoto: "",
  jobDocument: "",
  calendar: "",
};
const tokenOf = (link: string) => /[A-Za-z0-9_-]{43}/.exec(link)?.[0] ?? "";

beforeAll(async () => {
  const owner = db().prepare("SELECT id, email FROM users WHERE role = 'owner'").get() as {
    id: number;
    email: string;
  };
  const acknowledgement = db()
    .prepare(
      "SELECT message FROM outbox WHERE quote_request_id = ? AND kind = 'customer-acknowledgement'",
    )
    .pluck()
    .get(area.leadId) as string;
  links.visit = /\/visit\/[A-Za-z0-9_-]{43}/.exec(JSON.parse(acknowledgement).text)?.[0] ?? "";
  const service = content.services[0];
  links.review = new URL(
    askForReview(
      db(),
      {
        leadId: area.leadId,
        job: {
          serviceSlug: service?.slug ?? "",
          job: service?.title ?? "",
          projectSlug: null,
          town: content.serviceAreas[0]?.name ?? "",
        },
        by: owner,
      },
      area.app.services.reviews.secrets,
    ).link,
  ).pathname;
  // The quote and its job are made with the tests' own secret: a link opens by its hash alone.
  const clock = { now: Date.now() };
  const { job, quote } = await acceptedJob(db(), clock, { leadId: area.photoLeadId, owner });
  const { secret } = quoteServices(db(), clock);
  links.quote = linkOfQuote(db(), secret, quote.id) ?? "";
  links.quotePdf = `${links.quote}/pdf`;
  links.job = linkOfJob(db(), secret, job.id) ?? "";
  links.jobCalendar = `${links.job}/visits.ics`;
  const ownerPost = (path: string, parts: Parameters<typeof multipartBuffer>[0]) =>
    fetch(area.app.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...headersFor(), Cookie: area.ownerCookie, Origin: area.app.url },
      body: new Uint8Array(multipartBuffer(parts)),
    });
  const update = await ownerPost(`/owner/jobs/${job.id}/update`, [
    { name: "text", value: "Footings dug." },
    { name: "photos", filename: "wall.jpg", content: await smallJpeg() },
  ]);
  expect(update.status).toBe(302);
  const document = await ownerPost(`/owner/jobs/${job.id}/document`, [
    { name: "intent", value: "document" },
    { name: "kind", value: "electrical" },
    { name: "title", value: "EIC" },
    { name: "datedOn", value: localDate(Date.now()) },
    { name: "photos", filename: "eic.pdf", type: "application/pdf", content: minimalPdf() },
  ]);
  expect(document.status).toBe(302);
  const photoId = db().prepare("SELECT max(id) FROM job_photos").pluck().get();
  const documentId = db().prepare("SELECT max(id) FROM job_documents").pluck().get();
  links.jobPhoto = `${links.job}/photos/${photoId}`;
  links.jobDocument = `${links.job}/documents/${documentId}`;
  const { visits } = area.app.services;
  renewVisitFeedAddress(db(), visits.secret);
  const feed = visitFeedAddresses(db(), { secret: visits.secret, siteUrl: area.app.url });
  links.calendar = new URL(feed?.web ?? "").pathname;
  for (const [name, link] of Object.entries(links))
    expect((await area.get(link)).status, name).toBe(200);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const callBarOf = (html: string) =>
  /<nav aria-label="Call or message us"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

/**
 * What a customer is shown as the site's own page: its header, the firm's phone number, a way
 * on, and the customers' call bar (the call alone); plain HTML, so that no script takes up the
 * address it was refused at.
 */
async function expectSitePage(response: Response, status: number, heading: string) {
  expect(response.status).toBe(status);
  const html = await response.text();
  expect(html).toContain("<header");
  const words = wordsOf(html);
  expect(words).toContain(heading);
  expect(words).toContain(`Call ${phone}`);
  expect(words).toContain("Return to Home");
  expect(words).not.toContain("Unexpected Server Error");
  expect(wordsOf(callBarOf(html))).toContain("Call");
  expect(wordsOf(callBarOf(html))).not.toContain("Get a quote");
  expect(html).not.toContain('<script type="module"');
}

/** The same table under another name for the length of `work`: whatever reads it fails. */
async function withoutTable(table: string, work: () => Promise<void>) {
  db().exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
  try {
    await work();
  } finally {
    db().exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
  }
}

describe("the server's log", () => {
  it("never holds a private link's token: pages, files, misses, failures, refusals and Call taps", async () => {
    const printed: string[] = [];
    for (const method of ["error", "warn", "info", "log"] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
      });
    log.length = 0;
    for (const link of Object.values(links)) {
      await area.get(link);
      await area.get(`${link}.data`);
      await area.get(`${link}/nothing`);
      await area.get(`${link}%00`);
      await area.get(link.toUpperCase());
    }
    await area.get(`${links.job}/documents/abc%00`);
    await area.get(`${links.job}/photos/%E0%A4%A`);
    await postForm(area.app.url, links.job, { intent: "ask", question: "When do you start?" });
    await postForm(area.app.url, links.quote, { intent: "ask", question: "Hi" }, { origin: null });
    await withoutTable("survey_visits", async () => {
      await area.get(links.visit);
      await postForm(area.app.url, links.visit, { intent: "cancel" });
    });
    // A Call tap reported from a private page, as a browser would send one (decision 035).
    for (const link of [links.job, links.quote]) {
      const page = new URLSearchParams({ kind: "call", page: link, referrer: area.app.url + link });
      await fetch(`${area.app.url}/contact-tap?${page}`, {
        method: "POST",
        headers: { "content-type": "text/ping" },
      });
    }
    // The owner's set-up link opens an account: never written either.
    const setUp = `/owner/set-up/${"s".repeat(43)}`;
    await area.get(setUp);
    await vi.waitFor(() => expect(log.join("\n")).toContain("/contact-tap"));

    const written = [...log, ...printed].join("\n");
    expect(written).not.toContain(setUp);
    expect(written).toContain("/job/:token");
    expect(written).toContain("/calendar/:token");
    expect(written).toContain('"statusCode":500');
    expect(written).toContain("SqliteError");
    for (const [name, link] of Object.entries(links)) {
      const token = tokenOf(link);
      expect(written, name).not.toContain(token);
      expect(written, name).not.toContain(token.toUpperCase());
    }
  });
});

describe("the guess guard", () => {
  // The file's tests share one client address, some of whose addresses miss on purpose.
  it("lets a real link open after a guesser's 20 misses from the same address, and refuses the next miss", async () => {
    for (let guess = 0; guess < 20; guess++)
      expect((await area.get(`/job/${String(guess).padStart(43, "q")}`)).status).toBeLessThan(430);
    expect((await area.get(links.job)).status).toBe(200);
    expect((await area.get(links.jobPhoto)).status).toBe(200);
    expect((await area.get(links.visit)).status).toBe(200);
    const refused = await area.get(`/job/${"r".repeat(43)}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
  });
});

describe("every answer at a private address", () => {
  it("is kept out of caches and search engines, names no page as referrer, and says nosniff once", async () => {
    const answers = [
      ...Object.values(links),
      `/job/${"u".repeat(43)}`,
      `/visit/${"u".repeat(43)}`,
      `${links.job}/documents/abc%00`,
      `${links.job}/photos/999999`,
    ];
    for (const address of answers) {
      const response = await area.get(address);
      expect(response.headers.get("x-robots-tag"), address).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control"), address).toBe("private, no-store");
      expect(response.headers.get("referrer-policy"), address).toBe("strict-origin");
      expect(response.headers.get("x-content-type-options"), address).toBe("nosniff");
    }
  });
});

describe("a crafted private address", () => {
  const crafted = () => [
    // A NUL
    `${links.job}/documents/abc%00`,
    `${links.job}/photos/1%00`,
    `${links.visit}%00`,
    `/quote/abc%00/pdf`,
    `/calendar/${tokenOf(links.calendar)}%00.ics`,
    // Over-long
    `/job/${"a".repeat(4000)}`,
    `${links.job}/documents/${"9".repeat(400)}`,
    `/review/${"b".repeat(2000)}/remove`,
    // Not a document or photo, or nothing at all
    `${links.job}/documents/abc`,
    `${links.job}/photos/-1`,
    `${links.job}/nothing`,
    `${links.quote}/pdf/more`,
    `/calendar/${tokenOf(links.calendar)}.pdf`,
    `/visit/`,
    `/JOB/${tokenOf(links.job)}/documents/abc`,
    // Bad percent-encoding
    "/job/%E0%A4%A",
    `${links.job}/photos/%E0%A4%A`,
    "/visit/%E0%A4%A",
    "/review/%C3%28",
    "/quote/%FF/pdf",
    "/calendar/%E0%A4%A.ics",
    // An encoded slash, which would make other parts of the address
    `/job/${tokenOf(links.job)}%2Fphotos%2F1`,
  ];

  it("is not found, on the site's own page, never a 500", async () => {
    for (const address of crafted())
      await expectSitePage(await area.get(address), 404, "Page not found").catch((error) => {
        throw new Error(`${address}: ${error.message}`);
      });
  });

  it("is not found when posted to either, and changes nothing", async () => {
    const questions = () => db().prepare("SELECT count(*) FROM job_questions").pluck().get();
    const before = questions();
    for (const address of [`${links.job}/documents/abc%00`, `${links.job}%00`, "/job/%E0%A4%A"]) {
      const response = await postForm(area.app.url, address, { intent: "ask", question: "Hi?" });
      expect(response.status, address).toBe(404);
    }
    expect(questions()).toBe(before);
  });
});

describe("a failure on a customer's page", () => {
  const pages = () =>
    [
      [links.visit, "survey_visits", { intent: "cancel" }],
      [links.review, "review_requests", { rating: "5" }],
      [links.quote, "written_quotes", { intent: "ask", question: "When can you start?" }],
      [links.job, "jobs", { intent: "ask", question: "When can you start?" }],
    ] as const;

  it("in its loader is the site's own error page, with the firm's phone number", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [link, table] of pages())
      await withoutTable(table, async () => {
        const response = await area.get(link);
        expect(response.headers.get("cache-control"), link).toBe("private, no-store");
        await expectSitePage(response, 500, "Something went wrong");
      });
  });

  it("in its action (a form sent) is the site's own error page, with the firm's phone number", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [link, table, fields] of pages())
      await withoutTable(table, async () => {
        const response = await postForm(area.app.url, link, fields);
        await expectSitePage(response, 500, "Something went wrong");
      });
  });
});

describe("a form sent to a customer's page from another site", () => {
  it("is refused with a 403 on the site's own page, saying why, and changes nothing", async () => {
    const changes = () =>
      db()
        .prepare(
          "SELECT (SELECT count(*) FROM job_questions) + (SELECT count(*) FROM written_quote_questions) + (SELECT count(*) FROM reviews)",
        )
        .pluck()
        .get();
    const before = changes();
    const forms = [
      [links.visit, { intent: "cancel" }],
      [links.review, { rating: "5", text: "Lovely work from start to finish." }],
      [links.quote, { intent: "ask", question: "When can you start?" }],
      [links.job, { intent: "ask", question: "When can you start?" }],
    ] as const;
    for (const [link, fields] of forms) {
      const foreign = await postForm(area.app.url, link, fields, {
        origin: "https://evil.example",
      });
      await expectSitePage(foreign, 403, "This form must be sent from our own page");
      const crossSite = await fetch(area.app.url + link, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "cross-site",
        },
        body: new URLSearchParams(fields),
      });
      expect(crossSite.status, link).toBe(403);
    }
    expect(changes()).toBe(before);
  });
});

describe("the call bar on a customer's page", () => {
  it("offers the call only: no quote to ask for, no WhatsApp, and no report naming the page", async () => {
    for (const link of [links.visit, links.quote, links.job, links.review]) {
      const html = await (await area.get(link)).text();
      const bar = callBarOf(html);
      expect(bar, link).toContain(`href="tel:`);
      expect(wordsOf(bar), link).toContain("Call");
      expect(wordsOf(bar), link).not.toContain("Get a quote");
      expect(bar, link).not.toContain("wa.me");
      expect(html, link).not.toContain("ping=");
    }
    // A public page keeps all three.
    const contact = await (await area.get("/contact")).text();
    expect(wordsOf(callBarOf(contact))).toContain("Get a quote");
  });
});
