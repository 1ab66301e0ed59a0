import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { UNSAFE_DataWithResponseInit } from "react-router";
import { type RouterContext, RouterContextProvider } from "react-router";
import { afterAll } from "vitest";
import { siteContent } from "../../app/content/site-content.server";
import { openDatabase } from "../../app/db/database.server";
import { projectTypes } from "../../app/lib/project-types";
import { quoteAction } from "../../app/quote-requests/quote-action.server";
import { budgetBands, honeypotName } from "../../app/quote-requests/quote-fields";
import { QuoteGuards } from "../../app/quote-requests/quote-guard.server";
import { photoPosts } from "../../app/quote-requests/quote-photo-posts.server";
import type { QuoteReply } from "../../app/quote-requests/quote-reply";
import { quoteRequestSchema } from "../../app/quote-requests/quote-request";
import { quoteGuardContext, quoteRequestsContext } from "../../app/quote-requests/quote-store";
import { createQuoteStore } from "../../app/quote-requests/sqlite-quote-store.server";
import { removeDir } from "./test-app";
import { headersFor, multipartBuffer } from "./test-photos";

/**
 * The quote action with the real store, database and bot defences (no rate limit, no minimum
 * time), its data in a temporary folder removed after the test file; `send` posts the form to it
 * as a browser does, and `count` counts a table's rows.
 */
export function quoteActionOnOwnData() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "quote-properties-"));
  const db = openDatabase(path.join(dataDir, "site.db"));
  const store = createQuoteStore(db, {
    company: siteContent().company,
    notifyTo: "owner@example.net",
    from: { address: "site@example.net" },
    siteUrl: "https://www.example.co.uk",
  });
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
  async function send(
    entries: [string, string][],
    files?: { filename: string; content: Buffer }[],
  ) {
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
      context: new RouterContextProvider(
        new Map<RouterContext, unknown>([
          [quoteRequestsContext, { store, photoPosts: photoPostsHere }],
          [quoteGuardContext, await guards.inspect({ ip: "192.0.2.1", headers: {} } as never)],
        ]),
      ),
      params: {},
    } as never)) as QuoteReply | UNSAFE_DataWithResponseInit<QuoteReply>;
    return "init" in result
      ? { status: result.init?.status ?? 200, reply: result.data }
      : { status: 200, reply: result };
  }

  return { dataDir, db, count, send };
}

const fields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "projectType",
  "budget",
  "message",
] as const;

/** Text as hostile as it gets: markup, quotes, any script, control characters, emoji, nothing. */
export const anyText = fc.oneof(
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
export const validRequest = fc.record({
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
export const anyForm = fc.array(
  fc.tuple(fc.constantFrom<string>(...fields, "idempotencyKey", "other"), anyText),
  { maxLength: 14 },
);

export const entriesOf = (
  request: Record<string, string | undefined>,
  key: string,
): [string, string][] => [
  ...Object.entries(request).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ["idempotencyKey", key],
  [honeypotName, ""],
];
