import { afterEach, describe, expect, it, vi } from "vitest";
import { companySchema } from "~/company/company";
import { readSiteContent } from "~/site/read-site-content.server";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { testReviewSecrets } from "../../tests/support/test-reviews";
import { whenAsked } from "./review-emails.server";
import { askForReview, remindAboutReview } from "./review-requests.server";

const day = 24 * 60 * 60 * 1000;
const at = (instant: string) => new Date(instant);

describe("the reminder says when the customer was asked", () => {
  it("in words that fit how long ago it was, by the UK's calendar", () => {
    const asked = at("2026-06-01T09:00:00Z");
    const later = (days: number, hours = 0) =>
      new Date(asked.getTime() + days * day + hours * 36e5);
    expect(whenAsked(asked, later(0, 10))).toBe("Earlier today");
    expect(whenAsked(asked, later(1))).toBe("Yesterday");
    expect(whenAsked(asked, later(2))).toBe("A few days ago");
    expect(whenAsked(asked, later(6))).toBe("A few days ago");
    expect(whenAsked(asked, later(7))).toBe("Last week");
    expect(whenAsked(asked, later(13))).toBe("Last week");
    expect(whenAsked(asked, later(14))).toBe("On 1 June 2026");
    // 23:30 UTC is half past midnight in summer in the UK: the next day, so "earlier today".
    expect(whenAsked(at("2026-06-01T23:30:00Z"), at("2026-06-02T09:00:00Z"))).toBe("Earlier today");
    expect(whenAsked(at("2026-11-03T23:30:00Z"), at("2026-11-30T09:00:00Z"))).toBe(
      "On 3 November 2026",
    );
  });

  describe("in the reminder email sent", () => {
    afterEach(() => vi.useRealTimers());
    it.each([
      [3, "A few days ago we asked"],
      [10, "Last week we asked"],
      [40, "On 1 June 2026 we asked"],
    ])("%i days after the ask: %s", (days, words) => {
      const company = companySchema.parse(readSiteContent("content").content.company);
      const secrets = testReviewSecrets(company);
      const { db, user } = databaseWithOwner();
      const leadId = insertLead(db);
      const asked = Date.parse("2026-06-01T09:00:00Z");
      const job = { serviceSlug: "roofing", job: "Roofing", projectSlug: null, town: "Lytham" };
      askForReview(db, { leadId, job, by: user, now: asked }, secrets);
      vi.useFakeTimers({ now: asked + days * day, toFake: ["Date"] });
      remindAboutReview(db, { leadId, by: user }, secrets);
      const email = JSON.parse(
        db
          .prepare("SELECT message FROM outbox WHERE kind = 'review-reminder'")
          .pluck()
          .get() as string,
      );
      expect(email.text).toContain(
        `${words} whether you would tell others how your roofing job went.`,
      );
      expect(email.text).not.toContain("A few weeks ago");
      db.close();
    });
  });
});
