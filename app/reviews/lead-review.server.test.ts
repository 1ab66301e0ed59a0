import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { recentAudit } from "~/accounts/audit-log.server";
import type { SignedInUser } from "~/accounts/sessions.server";
import { companySchema } from "~/company/company";
import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { changeStatus } from "~/leads/lead-actions.server";
import { leadOrNotFound, leadPage } from "~/leads/lead-page.server";
import { readSiteContent } from "~/site/read-site-content.server";
import { submit } from "../../tests/support/site-editing";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { testReviewSecrets, writeReview } from "../../tests/support/test-reviews";
import {
  askFromLead,
  askReviewForm,
  leadReview,
  remindFromLead,
  remindReviewForm,
} from "./lead-review.server";
import type { ReviewServices } from "./review-services.server";

const company = companySchema.parse(readSiteContent("content").content.company);
const secrets = testReviewSecrets(company);
const { services: siteServices, projects } = siteContent();
const roofing = siteServices.find((service) => service.slug === "roofing");

let db: Db;
let user: SignedInUser;
let services: ReviewServices;
let wakeOutbox: ReturnType<typeof vi.fn<() => void>>;
let lead: number;
beforeEach(() => {
  const made = databaseWithOwner();
  db = made.db;
  // Staff work leads, and so may ask for a review.
  user = { ...made.user, role: "staff" };
  wakeOutbox = vi.fn();
  services = {
    db,
    secrets,
    photosDir: "/none",
    uploadsDir: "/none",
    wakeOutbox,
    arrived: vi.fn(),
    publishNow: vi.fn(),
  };
  lead = insertLead(db, { projectType: "renovation" });
});
afterEach(() => db.close());

/** The lead page's review forms, sent as the page sends them. */
const act = (fields: Record<string, string>) =>
  submit(z.discriminatedUnion("intent", [askReviewForm, remindReviewForm]), fields, (sent) =>
    sent.intent === "ask-review"
      ? askFromLead(services, { lead: leadOrNotFound(db, lead), user }, sent)
      : remindFromLead(services, { leadId: lead, user }),
  );
const ask = (fields: Record<string, string> = {}) =>
  act({ intent: "ask-review", service: "roofing", project: "", town: "Lytham", ...fields });
const requests = () => db.prepare("SELECT * FROM review_requests").all();
const review = (id = lead) => leadReview(services, leadOrNotFound(db, id));
const emailTitles = () => leadPage(db, leadOrNotFound(db, lead)).emails.map((email) => email.title);
const reviewEmails = () =>
  db.prepare("SELECT kind FROM outbox WHERE kind LIKE 'review-%' ORDER BY id").pluck().all();

describe("the lead page's Review section, before asking", () => {
  it("offers the site's services, the one for the lead's project type first chosen, and its projects", () => {
    const before = review();
    if (before.asked) throw new Error("asked already");
    expect(before.service).toBe(
      siteServices.find((service) => service.quoteProjectType === "renovation")?.slug,
    );
    expect(before.services.map((service) => service.value)).toEqual(
      siteServices.map((service) => service.slug),
    );
    expect(before.projects.map((project) => project.value)).toEqual(
      projects.map((project) => project.slug),
    );
    expect(before.canAsk).toBe(true);
    const fallback = review(insertLead(db, { projectType: "something-retired" }));
    expect(!fallback.asked && fallback.service).toBe(siteServices[0]?.slug);
  });
});

describe("asking for a review", () => {
  it("queues the email with the service's name, wakes the outbox, and shows the link to send", async () => {
    const project = projects[0];
    const outcome = await ask({ project: project?.slug ?? "", town: "  Lytham St Annes " });
    expect(outcome).toMatchObject({
      ok: true,
      message:
        "Review request sent by email. You can also send the link below by text or WhatsApp.",
    });
    expect(wakeOutbox).toHaveBeenCalledOnce();
    expect(requests()).toEqual([
      expect.objectContaining({
        service_slug: "roofing",
        job: roofing?.title,
        project_slug: project?.slug,
        town: "Lytham St Annes",
        asked_by: user.email,
      }),
    ]);
    const asked = review();
    if (!asked.asked) throw new Error("not asked");
    expect(asked).toMatchObject({ state: "waiting", askedBy: user.email, canRemind: true });
    const share = asked.share;
    expect(share?.link).toMatch(/^https:\/\/example\.com\/review\/[\w-]{43}$/);
    expect(share?.sms).toMatch(/^sms:\?&body=/);
    expect(decodeURIComponent(share?.sms.split("body=")[1] ?? "")).toContain(share?.link);
    expect(share?.whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(share?.whatsApp.split("text=")[1] ?? "")).toContain(share?.link);
    expect(emailTitles()).toContain("Review request");
    expect(recentAudit(db, { event: "review-asked" })[0]?.email).toBe(user.email);
  });

  it.each([
    ["no town", { town: "" }, "town"],
    ["a town of one space", { town: " " }, "town"],
    ["a town over 60 characters", { town: "L".repeat(61) }, "town"],
    ["a town on two lines", { town: "Lytham\nSt Annes" }, "town"],
    ["a service not on the site", { service: "plumbing" }, "service"],
    ["a project not on the site", { project: "../../etc" }, "project"],
  ])("refuses %s with a 400 beside its field, and asks nothing", async (_name, fields, field) => {
    const outcome = await ask(fields);
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(outcome.fieldErrors)).toEqual([field]);
    expect(requests()).toEqual([]);
    expect(reviewEmails()).toEqual([]);
    expect(wakeOutbox).not.toHaveBeenCalled();
  });

  it("asks once per lead: again is a 409 with the reason", async () => {
    await ask();
    expect(await ask()).toMatchObject({
      ok: false,
      status: 409,
      message: "A review was already asked for on this lead.",
    });
    expect(requests()).toHaveLength(1);
  });

  it("is not for a lead marked as spam", async () => {
    changeStatus(db, { leadId: lead, status: "spam", user });
    const spam = review();
    expect(!spam.asked && spam.canAsk).toBe(false);
    expect(await ask()).toMatchObject({ ok: false, status: 409 });
    expect(requests()).toEqual([]);
  });
});

describe("after asking", () => {
  it("reminds once by email, with titles for each review email on the lead page", async () => {
    expect(await act({ intent: "remind-review" })).toMatchObject({ ok: false, status: 409 });
    await ask();
    expect(await act({ intent: "remind-review" })).toMatchObject({
      ok: true,
      message: "Reminder sent by email.",
    });
    expect(await act({ intent: "remind-review" })).toMatchObject({
      ok: false,
      status: 409,
      message: "A reminder was already sent.",
    });
    const reminded = review();
    expect(reminded.asked && reminded.canRemind).toBe(false);
    expect(emailTitles()).toEqual([
      "Your alert email",
      "Sarah's confirmation email",
      "Review request",
      "Review reminder",
    ]);
  });

  it("once written: no link to send, no reminder, and the thank-you among the emails", async () => {
    await ask();
    const asked = review();
    const link = asked.asked ? asked.share?.link : undefined;
    expect(link).toBeDefined();
    writeReview(db, { leadId: lead, link, by: user, secrets });
    expect(review()).toMatchObject({
      asked: true,
      state: "written",
      share: null,
      canRemind: false,
    });
    expect(emailTitles().at(-1)).toBe("Thank-you for the review");
    expect(await act({ intent: "remind-review" })).toMatchObject({
      status: 409,
      message: "The customer has already written their review.",
    });
  });
});
