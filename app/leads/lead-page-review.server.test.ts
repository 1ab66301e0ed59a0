import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recentAudit } from "~/accounts/audit-log.server";
import type { SignedInUser } from "~/accounts/sessions.server";
import { companySchema } from "~/content/company";
import { readSiteContent } from "~/content/read-content.server";
import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import type { OwnerArea } from "~/server-context";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { testReviewSecrets, writeReview } from "../../tests/support/test-reviews";
import { changeStatus } from "./lead-actions.server";
import { actOnLead, leadPage } from "./lead-page.server";

const company = companySchema.parse(readSiteContent("content").content.company);
const secrets = testReviewSecrets(company);
const { services: siteServices, projects } = siteContent();
const roofing = siteServices.find((service) => service.slug === "roofing");

let db: Db;
let user: SignedInUser;
let services: OwnerArea;
let wakeOutbox: ReturnType<typeof vi.fn>;
let lead: number;
beforeEach(() => {
  const made = databaseWithOwner();
  db = made.db;
  // Staff work leads, and so may ask for a review.
  user = { ...made.user, role: "staff" };
  wakeOutbox = vi.fn();
  const reviews = {
    db,
    secrets,
    photosDir: "/none",
    uploadsDir: "/none",
    wakeOutbox,
    arrived: vi.fn(),
    publishNow: vi.fn(),
  };
  services = { db, wakeOutbox, reviews } as unknown as OwnerArea;
  lead = insertLead(db, { projectType: "renovation" });
});
afterEach(() => db.close());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const act = (fields: Record<string, string>) =>
  actOnLead(services, { leadId: lead, user, form: form(fields) });
const ask = (fields: Record<string, string> = {}) =>
  act({ intent: "ask-review", service: "roofing", project: "", town: "Lytham", ...fields });
const requests = () => db.prepare("SELECT * FROM review_requests").all();
const reviewEmails = () =>
  db.prepare("SELECT kind FROM outbox WHERE kind LIKE 'review-%' ORDER BY id").pluck().all();

describe("the lead page's Review section, before asking", () => {
  it("offers the site's services, the one for the lead's project type first chosen, and its projects", () => {
    const review = leadPage(services, lead).review;
    if (review.asked) throw new Error("asked already");
    expect(review.service).toBe(
      siteServices.find((service) => service.quoteProjectType === "renovation")?.slug,
    );
    expect(review.services.map((service) => service.value)).toEqual(
      siteServices.map((service) => service.slug),
    );
    expect(review.projects.map((project) => project.value)).toEqual(
      projects.map((project) => project.slug),
    );
    expect(review.canAsk).toBe(true);
    const other = insertLead(db, { projectType: "something-retired" });
    const fallback = leadPage(services, other).review;
    expect(!fallback.asked && fallback.service).toBe(siteServices[0]?.slug);
  });
});

describe("asking for a review", () => {
  it("queues the email with the service's name, wakes the outbox, and shows the link to send", () => {
    const project = projects[0];
    const outcome = ask({ project: project?.slug ?? "", town: "  Lytham St Annes " });
    expect(outcome).toMatchObject({ ok: true, field: "review" });
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
    const page = leadPage(services, lead);
    if (!page.review.asked) throw new Error("not asked");
    expect(page.review).toMatchObject({ state: "waiting", askedBy: user.email, canRemind: true });
    const share = page.review.share;
    expect(share?.link).toMatch(/^https:\/\/example\.com\/review\/[\w-]{43}$/);
    expect(share?.sms).toMatch(/^sms:\?&body=/);
    expect(decodeURIComponent(share?.sms.split("body=")[1] ?? "")).toContain(share?.link);
    expect(share?.whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(share?.whatsApp.split("text=")[1] ?? "")).toContain(share?.link);
    expect(page.emails.map((email) => email.title)).toContain("Review request");
    expect(recentAudit(db, { event: "review-asked" })[0]?.email).toBe(user.email);
  });

  it.each([
    ["no town", { town: "" }, "town"],
    ["a town of one space", { town: " " }, "town"],
    ["a town over 60 characters", { town: "L".repeat(61) }, "town"],
    ["a town on two lines", { town: "Lytham\nSt Annes" }, "town"],
    ["a service not on the site", { service: "plumbing" }, "service"],
    ["a project not on the site", { project: "../../etc" }, "project"],
  ])("refuses %s with a 400 next to the form, and asks nothing", (_name, fields, field) => {
    const outcome = ask(fields);
    expect(outcome).toMatchObject({ ok: false, field: "review", status: 400 });
    expect("errors" in outcome && outcome.errors).toHaveProperty(field);
    expect(requests()).toEqual([]);
    expect(reviewEmails()).toEqual([]);
    expect(wakeOutbox).not.toHaveBeenCalled();
  });

  it("asks once per lead: again is a 409 with the reason", () => {
    ask();
    expect(ask()).toMatchObject({
      ok: false,
      status: 409,
      message: "A review was already asked for on this lead.",
    });
    expect(requests()).toHaveLength(1);
  });

  it("is not for a lead marked as spam", () => {
    changeStatus(db, { leadId: lead, status: "spam", user });
    const review = leadPage(services, lead).review;
    expect(!review.asked && review.canAsk).toBe(false);
    expect(ask()).toMatchObject({ ok: false, status: 409 });
    expect(requests()).toEqual([]);
  });
});

describe("after asking", () => {
  it("reminds once by email, with titles for each review email on the lead page", () => {
    expect(act({ intent: "remind-review" })).toMatchObject({ ok: false, status: 409 });
    ask();
    expect(act({ intent: "remind-review" })).toMatchObject({ ok: true });
    expect(act({ intent: "remind-review" })).toMatchObject({
      ok: false,
      status: 409,
      message: "A reminder was already sent.",
    });
    const page = leadPage(services, lead);
    expect(page.review.asked && page.review.canRemind).toBe(false);
    expect(page.emails.map((email) => email.title)).toEqual([
      "Your alert email",
      "Sarah's confirmation email",
      "Review request",
      "Review reminder",
    ]);
  });

  it("once written: no link to send, no reminder, and the thank-you among the emails", () => {
    const page = () => leadPage(services, lead);
    ask();
    const asked = page().review;
    const link = asked.asked ? asked.share?.link : undefined;
    expect(link).toBeDefined();
    writeReview(db, { leadId: lead, link, by: user, secrets });
    const review = page().review;
    expect(review).toMatchObject({ asked: true, state: "written", share: null, canRemind: false });
    expect(page().emails.at(-1)?.title).toBe("Thank-you for the review");
    expect(act({ intent: "remind-review" })).toMatchObject({
      status: 409,
      message: "The customer has already written their review.",
    });
  });
});
