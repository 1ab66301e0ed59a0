import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteContent } from "~/site/read-site-content.server";
import { validRequest } from "../../tests/support/quote-posts";
import {
  customerAcknowledgement,
  ownerNotification,
  type StoredQuote,
} from "./quote-emails.server";
import type { QuoteRequest } from "./quote-request";

// The test fixture's firm, not the site's own: the emails say whatever the content says.
const { company } = readSiteContent(path.resolve("tests/fixtures/content")).content;
const quote: StoredQuote = {
  reference: "MC-00042",
  receivedAt: new Date("2025-03-04T10:15:00Z"),
  request: validRequest as QuoteRequest,
};

describe("the quote emails", () => {
  it("promise the reply time and hours from company.yaml, in text and HTML alike", () => {
    const context = {
      company: { ...company, replyWithin: "45 minutes" },
      notifyTo: "owner@example.net",
      from: { name: company.tradingName, address: company.email },
      siteUrl: "https://www.example.com",
    };
    const customer = customerAcknowledgement(quote, context);
    const owner = ownerNotification(quote, context);
    for (const [which, text] of [
      ["customer, text", customer.text],
      ["customer, HTML", customer.html],
      ["owner, text", owner.text],
      ["owner, HTML", owner.html],
    ]) {
      expect(text, which).toContain("within 45 minutes");
      expect(text, which).toContain("(Mon–Fri 8am–5pm)");
      expect(text, which).not.toMatch(/\d+ hours?\b/);
    }
    expect(owner.text).toContain("Sarah has been told you will reply within 45 minutes");
  });
});
