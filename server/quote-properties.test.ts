import { mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { projectTypes } from "../app/content/project-types";
import { siteContent } from "../app/content/site-content.server";
import { quoteAction } from "../app/quotes/quote-action.server";
import { budgetBands, honeypotName } from "../app/quotes/quote-fields";
import type { QuoteReply } from "../app/quotes/quote-reply";
import { quoteRequestSchema } from "../app/quotes/quote-request";
import { openDatabase } from "./db/database";
import { escapeHtml } from "./mail/message";
import { photoPosts } from "./photos/quote-photo-posts";
import { headersFor, multipartBuffer, smallJpeg } from "./photos/test-photos";
import { QuoteGuards } from "./quotes/quote-guard";
import { createSqliteQuoteDesk } from "./quotes/sqlite-quote-desk";
import { removeDir } from "./testing/test-app";

const dataDir = mkdtempSync(path.join(tmpdir(), "quote-properties-"));
const db = openDatabase(path.join(dataDir, "site.db"));
const desk = createSqliteQuoteDesk(db, {
  company: siteContent.company,
  notifyTo: "owner@example.net",
  from: { address: "site@example.net" },
  siteUrl: "https://www.example.co.uk",
});
/** The real bot defences, with no rate limit and no minimum time. */
const guards = new QuoteGuards({
  secret: Buffer.from("a secret for the property tests"),
  rateLimit: 0,
  rateWindowMs: 60_000,
  minFillMs: 0,
  secureCookie: false,
});

afterAll(() => {
  db.close();
  removeDir(dataDir);
});

const fields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "projectType",
  "budget",
  "message",
] as const;
const count = (table: string) =>
  db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

const photoPostsHere = photoPosts({
  db,
  photosDir: path.join(dataDir, "photos"),
  uploadsDir: path.join(dataDir, "uploads"),
});
mkdirSync(path.join(dataDir, "photos"));
mkdirSync(path.join(dataDir, "uploads"));

/** The form as a browser sends it: urlencoded, or multipart with `files` in its photos field. */
async function send(entries: [string, string][], files?: { filename: string; content: Buffer }[]) {
  const request = new Request("http://site.test/contact", {
    method: "POST",
    ...(files
      ? {
          body: new Uint8Array(
            multipartBuffer([
              ...entries.map(([name, value]) => ({ name, value })),
              ...files.map((file) => ({ name: "photos", ...file })),
            ]),
          ),
          headers: headersFor(),
        }
      : {
          body: new URLSearchParams(entries),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
  });
  const result = (await quoteAction({
    request,
    context: {
      quoteDesk: desk,
      photoPosts: photoPostsHere,
      quoteGuard: await guards.inspect({ ip: "192.0.2.1", headers: {} } as never),
    },
    params: {},
  } as never)) as UNSAFE_DataWithResponseInit<QuoteReply>;
  return { status: result.init?.status ?? 200, reply: result.data };
}

/** Text as hostile as it gets: markup, quotes, any script, control characters, emoji, nothing. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "\r\nBcc: x@y.z",
    "'; DROP TABLE quote_requests;--",
    "%00",
    "\uFEFF",
  ),
  fc.string({ minLength: 90, maxLength: 6000 }),
);

const withMarkup = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(
      text,
      fc.constantFrom(
        "",
        "<b>",
        "&amp;",
        "</td>",
        '"><img src=x onerror=alert(1)>',
        "<script>x</script>",
      ),
    )
    .map(([a, b]) => `${a}${b}`);

/** A request a person could really have sent: it passes the schema. */
const validRequest = fc.record({
  firstName: withMarkup(fc.string({ minLength: 1, maxLength: 60 })).filter(
    (v) => /\S/.test(v) && v.length <= 100 && !/\p{Cc}/u.test(v),
  ),
  lastName: withMarkup(fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 })).filter(
    (v) => /\S/.test(v) && v.trim().length <= 100 && !/\p{Cc}/u.test(v),
  ),
  email: fc
    .emailAddress()
    .filter((email) => quoteRequestSchema.shape.email.safeParse(email).success),
  phone: fc.constantFrom(
    "01253 123456",
    "07700 900123",
    "+44 161 496 0000",
    "+353 1 234 5678",
    "(01524) 12-34-56",
  ),
  projectType: fc.constantFrom(...projectTypes.map((type) => type.value)),
  budget: fc.option(fc.constantFrom(...budgetBands.map((band) => band.value)), { nil: undefined }),
  message: withMarkup(fc.string({ minLength: 12, maxLength: 400 })).filter(
    (v) => v.trim().length >= 10,
  ),
});

/** Anything at all in the form: fields missing, repeated, empty or made of nonsense. */
const anyForm = fc.array(
  fc.tuple(fc.constantFrom<string>(...fields, "idempotencyKey", "other"), anyText),
  { maxLength: 14 },
);

const entriesOf = (
  request: Record<string, string | undefined>,
  key: string,
): [string, string][] => [
  ...Object.entries(request).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ["idempotencyKey", key],
  [honeypotName, ""],
];

describe("the quote action, driven by generated input", () => {
  it("never answers 5xx; stores nothing when invalid; stores exactly once when valid; escapes every bit of visitor text", async () => {
    let key = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 3, arbitrary: anyForm.map((entries) => ({ entries, valid: undefined })) },
          {
            weight: 1,
            arbitrary: validRequest.map((request) => ({
              entries: entriesOf(request, `k${key++}`),
              valid: request,
            })),
          },
        ),
        async ({ entries }) => {
          const rowsBefore = count("quote_requests");
          const mailsBefore = count("outbox");
          const { status, reply } = await send(entries);
          expect(status).toBeLessThan(500);

          const form = Object.fromEntries(new URLSearchParams(entries));
          const repeated = new Set(entries.map(([name]) => name)).size !== entries.length;
          const schemaAccepts =
            !repeated && quoteRequestSchema.safeParse(form).success && form[honeypotName] !== "x";
          if (!schemaAccepts || reply.status !== "sent") {
            expect(count("quote_requests")).toBe(rowsBefore);
            expect(count("outbox")).toBe(mailsBefore);
            expect(status).toBe(reply.status === "sent" ? 200 : 400);
            return;
          }

          expect(status).toBe(200);
          const stored = count("quote_requests") - rowsBefore;
          expect(stored).toBe(reply.reference === "received" ? 0 : 1);
          if (stored === 0) return;
          expect(count("outbox")).toBe(mailsBefore + 2);
          const emails = db
            .prepare("SELECT kind, message FROM outbox ORDER BY id DESC LIMIT 2")
            .all()
            .map((row) => {
              const { kind, message } = row as { kind: string; message: string };
              return { kind, ...(JSON.parse(message) as { html: string }) };
            });
          const parsed = quoteRequestSchema.parse(form);
          expect(emails.map((email) => email.kind).sort()).toEqual([
            "customer-acknowledgement",
            "owner-notification",
          ]);
          for (const email of emails) {
            const shown =
              email.kind === "owner-notification"
                ? [parsed.firstName, parsed.lastName, parsed.message]
                : [parsed.firstName, parsed.message];
            for (const value of shown) {
              // The markup an attacker would need never reaches the email as markup…
              for (const injection of ["<script>", "<img", "<b>"]) {
                if (value.includes(injection)) expect(email.html).not.toContain(injection);
              }
              // …and what the visitor wrote is there, escaped.
              expect(email.html).toContain(escapeHtml(value.split(/\r?\n/)[0] ?? ""));
            }
          }
        },
      ),
      { numRuns: 10_000 },
    );
  }, 240_000);

  it("stores a request sent again with the same key once, and gives the same reference", async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, fc.uuid(), async (request, key) => {
        const first = await send(entriesOf(request, key));
        const rows = count("quote_requests");
        const again = await send(entriesOf(request, key));
        expect(count("quote_requests")).toBe(rows);
        expect(first.reply.status).toBe("sent");
        expect(again.reply).toMatchObject({ status: "sent" });
        if (first.reply.status === "sent" && again.reply.status === "sent") {
          expect(again.reply.reference).toBe(first.reply.reference);
        }
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it("multipart posts with photos, good and bad: never 5xx; a request is stored with all its photos or not at all, and no file is left that no row holds", async () => {
    const jpeg = await smallJpeg();
    const photo = fc.oneof(
      { weight: 4, arbitrary: fc.constant({ content: jpeg, good: true }) },
      { weight: 1, arbitrary: fc.constant({ content: Buffer.alloc(0), good: false }) },
      {
        weight: 1,
        arbitrary: fc
          .uint8Array({ minLength: 1, maxLength: 2000 })
          .map((bytes) => ({ content: Buffer.from(bytes), good: false })),
      },
      {
        weight: 1,
        arbitrary: fc.constant({
          content: Buffer.from("<svg><script>x</script></svg>"),
          good: false,
        }),
      },
    );
    let key = 0;
    let storedWithPhotos = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 1, arbitrary: anyForm.map((entries) => ({ entries })) },
          {
            weight: 3,
            arbitrary: validRequest.map((request) => ({
              entries: entriesOf(request, `m${key++}`),
            })),
          },
        ),
        fc.array(fc.tuple(photo, anyText), { maxLength: 8 }),
        async ({ entries }, photos) => {
          const rowsBefore = count("quote_requests");
          const photosBefore = count("quote_photos");
          const files = photos.map(([{ content }, name]) => ({
            // A name a file can have: never empty, no path (a browser sends the last part
            // only, and an empty name with no bytes is the field sent with no photo chosen).
            filename: `${name.replace(/["\r\n\\/]/g, "")}.jpg`,
            content,
          }));
          const { status, reply } = await send(entries, files);
          expect(status).toBeLessThan(500);
          const stored = count("quote_requests") - rowsBefore;
          if (reply.status === "sent" && stored === 1) {
            expect(photos.every(([{ good }]) => good)).toBe(true);
            expect(photos.length).toBeLessThanOrEqual(6);
            expect(count("quote_photos") - photosBefore).toBe(photos.length);
            if (photos.length > 0) storedWithPhotos++;
          } else {
            expect(count("quote_photos")).toBe(photosBefore);
          }
          const held = db
            .prepare("SELECT file_name, thumb_file_name FROM quote_photos")
            .raw()
            .all()
            .flat();
          expect(readdirSync(path.join(dataDir, "photos")).sort()).toEqual(held.sort());
          expect(readdirSync(path.join(dataDir, "uploads"))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
    // The generator reaches the interesting case, not only refusals.
    expect(storedWithPhotos).toBeGreaterThan(10);
  }, 240_000);
});
