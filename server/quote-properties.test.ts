import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../app/mail/message.server";
import { honeypotName } from "../app/quote-requests/quote-fields";
import { quoteRequestSchema } from "../app/quote-requests/quote-request";
import {
  anyForm,
  entriesOf,
  quoteActionOnOwnData,
  validRequest,
} from "../tests/support/quote-properties";

const { db, count, send } = quoteActionOnOwnData();

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
          if (!schemaAccepts || !reply.done) {
            expect(count("quote_requests")).toBe(rowsBefore);
            expect(count("outbox")).toBe(mailsBefore);
            expect(status).toBe(reply.done ? 200 : 400);
            return;
          }

          expect(status).toBe(200);
          const stored = count("quote_requests") - rowsBefore;
          expect(stored).toBe(reply.done?.reference === "received" ? 0 : 1);
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
        expect(first.reply.done).toBeDefined();
        expect(again.reply.done).toBeDefined();
        if (first.reply.done && again.reply.done) {
          expect(again.reply.done.reference).toBe(first.reply.done.reference);
        }
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
