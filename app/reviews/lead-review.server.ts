import { z } from "zod";
import type { SignedInUser } from "~/accounts/sessions.server";
import { siteContent } from "~/content/site-content.server";
import type { FormOutcome } from "~/forms/read-form.server";
import type { LeadStatus } from "~/leads/lead-statuses";
import { smsShareLink, whatsAppShareLink } from "~/lib/contact-links";
import type { ReviewJob } from "./review-job";
import {
  askForReview,
  ReviewRequestError,
  remindAboutReview,
  reviewRequestOf,
} from "./review-requests.server";
import type { ReviewServices } from "./review-services.server";

/** The most a town can be, as on the customer's form (`reviewLimits.townMax`). */
const jobTownMax = 60;

/** The site's services and projects as the ask form offers them (the live site's, not drafts). */
function jobChoices() {
  const { services, projects } = siteContent();
  return {
    services: services.map((service) => ({
      value: service.slug,
      label: service.title,
      projectType: service.quoteProjectType,
    })),
    projects: projects.map((project) => ({
      value: project.slug,
      label: project.title,
      town: project.location,
    })),
  };
}

/**
 * A lead's "Review" section: the form to ask (with the service its project type points to
 * chosen first), or the request once asked, with its link ready to send by text or WhatsApp.
 */
export function leadReview(
  services: Pick<ReviewServices, "db" | "secrets">,
  lead: {
    id: number;
    firstName: string;
    projectType: string;
    status: LeadStatus;
    /** The project made from the lead, if any: its review goes under it once it is live. */
    projectSlug?: string | null;
  },
  now = Date.now(),
) {
  const request = reviewRequestOf(services.db, lead.id, services.secrets, now);
  if (!request) {
    const choices = jobChoices();
    const ownProject = choices.projects.find((project) => project.value === lead.projectSlug);
    return {
      asked: false as const,
      /** A lead marked as spam is nobody's customer. */
      canAsk: lead.status !== "spam",
      suggested: lead.status === "won",
      service:
        choices.services.find((service) => service.projectType === lead.projectType)?.value ??
        choices.services[0]?.value ??
        "",
      services: choices.services.map(({ value, label }) => ({ value, label })),
      project: ownProject?.value ?? "",
      town: ownProject?.town ?? "",
      projects: choices.projects.map(({ value, label }) => ({ value, label })),
    };
  }
  const company = services.secrets.mail.company.tradingName;
  const message = `Hi ${lead.firstName}, thank you for choosing ${company} for your ${request.job.toLowerCase()} job. Would you write a short review of it? It takes a couple of minutes, with your personal link:`;
  const withLink = `${message} ${request.link}`;
  const waiting = request.state === "waiting";
  return {
    asked: true as const,
    askedAt: request.askedAt,
    askedBy: request.askedBy,
    job: request.job,
    town: request.town,
    state: request.state,
    expiresAt: request.expiresAt,
    remindedAt: request.remindedAt,
    writtenAt: request.usedAt,
    canRemind: waiting && !request.remindedAt,
    /** Only while the link still works: sending a used or expired one helps nobody. */
    share: waiting
      ? {
          link: request.link,
          message,
          sms: smsShareLink(withLink),
          whatsApp: whatsAppShareLink(withLink),
        }
      : null,
  };
}

export type LeadReview = ReturnType<typeof leadReview>;

/** A choice among the live site's (`among`), by its value: the choice itself once found. */
const oneOf = (among: () => { value: string; label: string }[], refused: string) =>
  z.string({ error: refused }).transform((value, context) => {
    const found = among().find((choice) => choice.value === value);
    if (found) return found;
    context.addIssue({ code: "custom", message: refused });
    return z.NEVER;
  });

/** "Ask for a review" on a lead's page: the job as the website will name it under the review. */
export const askReviewForm = z.object({
  intent: z.literal("ask-review"),
  service: oneOf(() => jobChoices().services, "Choose one of the website's services"),
  /** Empty: "Not on the website". */
  project: oneOf(
    () => jobChoices().projects,
    "Choose one of the website's projects, or “Not on the website”",
  ).optional(),
  town: z
    .string({ error: "Enter the town of the job" })
    .trim()
    .min(2, "Enter the town of the job")
    .max(jobTownMax, `The town can be at most ${jobTownMax} characters`)
    .regex(/^[^\p{Cc}]*$/u, "The town must be on one line"),
});

/** "Send a reminder by email": the one reminder, with the same link. */
export const remindReviewForm = z.object({ intent: z.literal("remind-review") });

/** What the review forms answer: done, or a 409 when the lead or its request is not in a state for it. */
function requested(services: ReviewServices, ask: () => void, done: string): FormOutcome {
  try {
    ask();
  } catch (error) {
    if (error instanceof ReviewRequestError)
      return { ok: false, message: error.message, status: 409 };
    throw error;
  }
  services.wakeOutbox();
  return { ok: true, message: done };
}

/** Asks the lead's customer for a review: the email queued and sent at once. */
export function askFromLead(
  services: ReviewServices,
  {
    lead,
    user,
    now = Date.now(),
  }: { lead: { id: number; status: LeadStatus }; user: SignedInUser; now?: number },
  sent: z.output<typeof askReviewForm>,
): FormOutcome {
  if (lead.status === "spam")
    return {
      ok: false,
      message: "This lead is marked as spam: a review can be asked only of a real customer.",
      status: 409,
    };
  const job: ReviewJob = {
    serviceSlug: sent.service.value,
    job: sent.service.label,
    projectSlug: sent.project?.value ?? null,
    town: sent.town,
  };
  const by = { id: user.id, email: user.email };
  return requested(
    services,
    () => askForReview(services.db, { leadId: lead.id, job, by, now }, services.secrets),
    "Review request sent by email. You can also send the link below by text or WhatsApp.",
  );
}

export function remindFromLead(
  services: ReviewServices,
  { leadId, user, now = Date.now() }: { leadId: number; user: SignedInUser; now?: number },
): FormOutcome {
  const by = { id: user.id, email: user.email };
  return requested(
    services,
    () => remindAboutReview(services.db, { leadId, by, now }, services.secrets),
    "Reminder sent by email.",
  );
}
