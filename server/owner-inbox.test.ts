import { describe, expect, it } from "vitest";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { wordsOf } from "../tests/support/page-render";

/**
 * The inbox against the real server: quotes gone quiet are listed "To chase" above the leads,
 * as plain HTML, the customer's name as text.
 */
const area = ownerAreaServer();
const day = 24 * 60 * 60 * 1000;

const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString();

/** Makes the lead one received 3 weeks ago, with its emails, and quoted `days` days ago. */
function quoted(leadId: number, days: number) {
  const db = area.app.services.db;
  db.prepare("DELETE FROM lead_status_changes WHERE quote_request_id = ?").run(leadId);
  db.prepare("UPDATE quote_requests SET status = 'quoted', received_at = ? WHERE id = ?").run(
    daysAgo(21),
    leadId,
  );
  db.prepare("UPDATE outbox SET created_at = ? WHERE quote_request_id = ?").run(
    daysAgo(21),
    leadId,
  );
  db.prepare(
    `INSERT INTO lead_status_changes (quote_request_id, from_status, status, at, by_email)
     VALUES (?, 'contacted', 'quoted', ?, 'owner@example.com')`,
  ).run(leadId, daysAgo(days));
}

const toChase = (html: string) =>
  /<section aria-labelledby="to-chase-heading"[\s\S]*?<\/section>/.exec(html)?.[0];

describe("the inbox's To chase list", () => {
  it("is not there while no quote has gone quiet", async () => {
    quoted(area.photoLeadId, 6);
    const html = await (await area.get("/owner", area.ownerCookie)).text();
    expect(html).not.toContain("To chase");
  });

  it("lists each quote quiet for 7 days or more, with its job, age, budget and page", async () => {
    quoted(area.photoLeadId, 9);
    quoted(area.leadId, 8);
    const response = await area.get("/owner", area.ownerCookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    const section = toChase(html) ?? "";
    expect(section).toMatch(/<h2 id="to-chase-heading"[^>]*>To chase<\/h2>/);
    expect(section.match(/<li>/g)).toHaveLength(2);
    expect(section).toContain(`href="/owner/leads/${area.photoLeadId}"`);
    expect(section).toContain(`href="/owner/leads/${area.leadId}"`);
    expect(wordsOf(section)).toContain(
      "Sarah Mills Extension · Quoted 9 days ago · Budget: £25,000 to £50,000",
    );
    expect(wordsOf(section)).toContain("Quoted 8 days ago");
    // The hostile lead's name is text, and the page runs no script of its own.
    expect(section).toContain("&lt;script&gt;alert(&#x27;name&#x27;)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert");
    // Quiet longest first, above the month's replies and the leads.
    expect(section.indexOf(`/owner/leads/${area.photoLeadId}"`)).toBeLessThan(
      section.indexOf(`/owner/leads/${area.leadId}"`),
    );
    expect(html.indexOf("To chase")).toBeLessThan(html.indexOf("This month:"));
  });

  it("is not shown on a search's results", async () => {
    const html = await (await area.get("/owner?q=Mills", area.ownerCookie)).text();
    expect(toChase(html)).toBeUndefined();
  });
});
