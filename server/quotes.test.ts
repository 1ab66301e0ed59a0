import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { siteContent } from "../app/content/site-content.server";
import { formCookieName } from "../app/quote-requests/quote-guard.server";
import { cleanupAfterEach } from "../tests/support/cleanup";
import {
  countRows,
  postQuote,
  referenceIn,
  validRequest,
  waitFor,
} from "../tests/support/quote-posts";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

const cleanup = cleanupAfterEach();

async function start(env: Record<string, string> = {}, dataDir?: string) {
  const app = await startTestApp(env, { dataDir });
  cleanup.push(() => app.stop());
  if (!dataDir) cleanup.push(() => removeDir(app.dataDir));
  return app;
}

function post(app: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return postQuote(app.url, fields, headers);
}

describe("a quote request", () => {
  it("is stored once and both emails are delivered, with the visitor's text escaped", async () => {
    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const app = await start({ SMTP_URL: smtp.url, QUOTE_NOTIFY_TO: "owner@example.net" });

    const response = await post(app, validRequest);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("your request has reached us");
    expect(html).toMatch(/MC-\d{5}/);
    expect(countRows(app)).toBe(1);

    await waitFor(() => smtp.received.length === 2);
    const owner = smtp.received.find((mail) => mail.to.join() === "owner@example.net");
    const customer = smtp.received.find((mail) =>
      mail.to.join().includes("sarah.mills@example.org"),
    );
    expect(owner?.replyTo).toContain("sarah.mills@example.org");
    expect(owner?.subject).toMatch(/^New quote request MC-\d{5}: Extension, Sarah Mills$/);
    for (const value of [
      "Sarah Mills",
      "sarah.mills@example.org",
      "01253 123456",
      "Extension",
      "£25,000 to £50,000",
      "roof lantern",
    ]) {
      expect(owner?.text).toContain(value);
    }
    expect(owner?.html).toContain("&lt;b&gt;bifold doors&lt;/b&gt; &amp; a roof lantern");
    expect(owner?.html).not.toContain("<b>bifold");
    expect(customer?.text).toContain(`within ${siteContent().company.replyWithin}`);
    expect(customer?.text).toContain(siteContent().company.phone);
    expect(customer?.html).toContain("&lt;b&gt;bifold doors&lt;/b&gt;");
    await waitFor(() => app.services.outbox.counts().sent === 2);
  });

  it("with mistakes answers 400 with the messages beside the fields, keeps the input and stores nothing", async () => {
    const app = await start();
    const response = await post(app, {
      ...validRequest,
      email: "sarah-at-example",
      phone: "12",
      message: "short",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter an email address in the right format");
    expect(html).toContain("Enter a phone number");
    expect(html).toContain("Tell us a little more about your project");
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toContain('value="Sarah"');
    expect(countRows(app)).toBe(0);
    expect(countRows(app, "outbox")).toBe(0);
  });

  it("sent twice with the same idempotency key is stored once, and both replies give the same reference", async () => {
    const app = await start();
    const [first, second] = await Promise.all([post(app, validRequest), post(app, validRequest)]);
    const [a, b] = [referenceIn(await first.text()), referenceIn(await second.text())];
    expect(a).toBeDefined();
    expect(a).toBe(b);
    expect(countRows(app)).toBe(1);
    expect(countRows(app, "outbox")).toBe(2);
  });

  it("caught by the honeypot gets a calm reply and nothing is stored or sent", async () => {
    const app = await start();
    const response = await post(app, { ...validRequest, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("your request has reached us");
    expect(countRows(app)).toBe(0);
    expect(countRows(app, "outbox")).toBe(0);
  });

  it("sent faster than a person could fill the form is treated like a bot", async () => {
    const app = await start({ QUOTE_MIN_FILL_SECONDS: "3" });
    const page = await fetch(`${app.url}/contact`);
    const cookie = page.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).toMatch(new RegExp(`^${formCookieName}=[^;]+\\.[^;]+$`));
    const tooFast = await post(app, validRequest, { cookie });
    expect(tooFast.status).toBe(200);
    expect(countRows(app)).toBe(0);

    const issuedEarlier = Date.now() - 10_000;
    const setCookie = await app.services.guards.formCookieHeader(issuedEarlier);
    const timed = await post(app, validRequest, { cookie: setCookie.split(";")[0] ?? "" });
    expect(timed.status).toBe(200);
    expect(countRows(app)).toBe(1);
    expect(
      app.services.db.prepare("SELECT form_age_ms FROM quote_requests").pluck().get(),
    ).toBeGreaterThanOrEqual(10_000);
  });

  it("never stores the sender's address in clear", async () => {
    const app = await start();
    await post(app, validRequest);
    const row = app.services.db.prepare("SELECT * FROM quote_requests").get() as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");
    expect(row.ip_hash).toMatch(/^[\w-]{22}$/);
  });
});

describe("limits", () => {
  it("answers 429 with a friendly message once an address has posted too often", async () => {
    const app = await start({ QUOTE_RATE_LIMIT: "2" });
    expect((await post(app, { ...validRequest, idempotencyKey: "a" })).status).toBe(200);
    expect((await post(app, { ...validRequest, idempotencyKey: "b" })).status).toBe(200);
    const limited = await post(app, { ...validRequest, idempotencyKey: "c" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain("You have sent several requests in a short time");
    expect(html).toContain('value="Sarah"');
    expect(countRows(app)).toBe(2);
  });

  it("refuses a body that is too large with 413, before reading it", async () => {
    const app = await start();
    const response = await post(app, { ...validRequest, message: "x".repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Request too large");
    expect(countRows(app)).toBe(0);
  });
});

describe("delivery", () => {
  it("keeps the request when the mail server is down and delivers once it is back", async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();
    const app = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });

    const response = await post(app, validRequest);
    expect(response.status).toBe(200);
    expect(countRows(app)).toBe(1);
    await waitFor(() => {
      const row = app.services.db
        .prepare("SELECT MIN(attempts) AS attempts FROM outbox WHERE status = 'pending'")
        .get() as {
        attempts: number | null;
      };
      return (row.attempts ?? 0) >= 1;
    });

    const smtp = await startSmtpSink(port);
    cleanup.push(smtp.close);
    await waitFor(() => app.services.outbox.counts().sent === 2, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(2);
  }, 90_000);

  it("sends after a restart what was still pending when the server stopped", async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();
    const first = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_BASE_SECONDS: "3600",
    });
    cleanup.push(() => removeDir(first.dataDir));
    await post(first, validRequest);
    await waitFor(
      () =>
        (first.services.db.prepare("SELECT SUM(attempts) FROM outbox").pluck().get() as number) >=
        2,
    );
    await first.stop();

    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const db = new Database(`${first.dataDir}/site.db`);
    db.prepare("UPDATE outbox SET next_attempt_at = ?").run(new Date().toISOString());
    db.close();
    const second = await start({ SMTP_URL: smtp.url }, first.dataDir);
    await waitFor(() => second.services.outbox.counts().sent === 2);
    expect(smtp.received).toHaveLength(2);
  }, 90_000);

  it("with no mail server configured, writes each email as an .eml file", async () => {
    const app = await start();
    await post(app, validRequest);
    await waitFor(() => app.services.outbox.counts().sent === 2);
    const { readdirSync } = await import("node:fs");
    expect(
      readdirSync(`${app.dataDir}/outbox`).filter((name) => name.endsWith(".eml")),
    ).toHaveLength(2);
  });
});
