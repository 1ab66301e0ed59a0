import { describe, expect, it } from "vitest";
import { content } from "../../tests/support/site-content";
import { databaseWithOwner } from "../../tests/support/test-leads";
import { credentialNotices, queueCredentialReminders } from "./credential-reminders.server";

const mail = {
  company: content.company,
  from: { name: "Test", address: "site@example.com" },
  siteUrl: "https://www.example.com",
};
const scheme = { what: "Test Roofing Scheme", expires: "2026-12-31" };
const day = (date: string) => Date.parse(`${date}T09:00:00Z`);

function reminders(db: ReturnType<typeof databaseWithOwner>["db"]) {
  return (
    db
      .prepare("SELECT message FROM outbox WHERE kind = 'credential-reminder' ORDER BY id")
      .pluck()
      .all() as string[]
  ).map(
    (message) =>
      JSON.parse(message) as { to: { address: string }[]; subject: string; text: string },
  );
}

describe("reminders before a credential runs out", () => {
  it("go to the owners 30 days and 7 days before, each once", () => {
    const { db, user } = databaseWithOwner();
    expect(queueCredentialReminders(db, [scheme], mail, day("2026-11-30"))).toBe(0);
    expect(queueCredentialReminders(db, [scheme], mail, day("2026-12-01"))).toBe(1);
    expect(queueCredentialReminders(db, [scheme], mail, day("2026-12-02"))).toBe(0);
    expect(queueCredentialReminders(db, [scheme], mail, day("2026-12-24"))).toBe(1);
    expect(queueCredentialReminders(db, [scheme], mail, day("2026-12-30"))).toBe(0);
    const sent = reminders(db);
    expect(sent.map((email) => email.subject)).toEqual([
      "Test Roofing Scheme runs out on 31 December 2026",
      "Test Roofing Scheme runs out on 31 December 2026",
    ]);
    expect(sent[0]?.to).toEqual([{ address: user.email }]);
    expect(sent[0]?.text).toContain("in 30 days");
    expect(sent[1]?.text).toContain("in 7 days");
    expect(sent[1]?.text).toContain("https://www.example.com/owner/site/credentials");
  });

  it("one dated within a week gets only the 7-day reminder; a renewal, new ones", () => {
    const { db } = databaseWithOwner();
    expect(queueCredentialReminders(db, [scheme], mail, day("2026-12-28"))).toBe(1);
    expect(queueCredentialReminders(db, [scheme], mail, day("2026-12-29"))).toBe(0);
    const renewed = { ...scheme, expires: "2027-12-31" };
    expect(queueCredentialReminders(db, [renewed], mail, day("2027-12-01"))).toBe(1);
  });

  it("say above the owner's area what runs out soon, and what left the site", () => {
    expect(credentialNotices([scheme], day("2026-11-20"))).toEqual([]);
    expect(credentialNotices([scheme], day("2026-12-30"))).toEqual([
      {
        tone: "soon",
        text: "Test Roofing Scheme runs out on 31 December 2026, in 1 day: the website stops showing it that day. Renew it and change its date.",
      },
    ]);
    expect(credentialNotices([scheme], day("2026-12-31"))[0]).toMatchObject({
      tone: "gone",
      text: expect.stringMatching(
        /^Test Roofing Scheme ran out on 31 December 2026 and left the website that day/,
      ),
    });
    expect(credentialNotices([scheme], day("2027-01-08"))).toEqual([]);
  });
});
