import type { TestApp } from "./test-app";

/** A request a real visitor might send, with some HTML in the details to prove it is escaped. */
export const validRequest = {
  firstName: "Sarah",
  lastName: "Mills",
  email: "sarah.mills@example.org",
  phone: "01253 123456",
  projectType: "extension",
  budget: "25k-50k",
  message:
    "A single-storey rear extension, about 4 m deep.\n\nWe would like <b>bifold doors</b> & a roof lantern.",
  idempotencyKey: "6f1c7c1e-6a3e-4f0e-9d53-2d8c2f1c9a11",
  website: "",
};

/** Posts the form to /contact the way a browser without JavaScript does. */
export function postQuote(
  baseUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}/contact`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

export function countRows(app: TestApp, table: "quote_requests" | "outbox" = "quote_requests") {
  return app.services.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
}

/** The "MC-00042" reference a success reply shows, if any. */
export function referenceIn(html: string): string | undefined {
  return /MC-\d{5}/.exec(html)?.[0];
}

export async function waitFor(check: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
