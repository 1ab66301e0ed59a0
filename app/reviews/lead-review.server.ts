import { z } from "zod";
import type { SignedInUser } from "~/accounts/sessions.server";
import { siteContent } from "~/content/site-content.server";
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
export const jobTownMax = 60;

/** The "Ask for a review" form of a lead's page: the job as the site will name it. */
const askSchema = z.object({
  service: z.string({ error: "Choose the service the job was" }),
  project: z.string().default(""),
  town: z
    .string({ error: "Enter the town of the job" })
    .trim()
    .min(2, "Enter the town of the job")
    .max(jobTownMax, `The town can be at most ${jobTownMax} characters`)
    .regex(/^[^\p{Cc}]*$/u, "The town must be on one line"),
});

/** What was typed in the ask form, to show again beside a refusal. */
export interface AskSent {
  service: string;
  project: string;
  town: string;
}

/** The answer to the lead page's review forms (`field: "review"`), with a 4xx when refused. */
export type ReviewOutcome =
  | { ok: true; field: "review"; message: string }
  | {
      ok: false;
      field: "review";
      message: string;
      status: 400 | 409;
      /** The field at fault, for the message beside it; the typed values to show again. */
      errors?: Partial<Record<keyof AskSent, string>>;
      sent?: AskSent;
    };

/** The site's services and projects as the ask form offers them (the live site's, not drafts). */
function jobChoices() {
  const { services, projects } = siteContent();
  return {
    services: services.map((service) => ({
      value: service.slug,
      label: service.title,
      projectType: service.quoteProjectType,
    })),
    projects: projects.map((project) => ({ value: project.slug, label: project.title })),
  };
}

/**
 * A lead's "Review" section: the form to ask (with the service its project type points to
 * chosen first), or the request once asked, with its link ready to send by text or WhatsApp.
 */
export function leadReview(
  services: Pick<ReviewServices, "db" | "secrets">,
  lead: { id: number; firstName: string; projectType: string; status: LeadStatus },
  now = Date.now(),
) {
  const request = reviewRequestOf(services.db, lead.id, services.secrets, now);
  if (!request) {
    const choices = jobChoices();
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
      projects: choices.projects,
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

const refused = (
  message: string,
  status: 400 | 409,
  extra: Pick<Extract<ReviewOutcome, { ok: false }>, "errors" | "sent"> = {},
): ReviewOutcome => ({ ok: false, field: "review", message, status, ...extra });

/**
 * "Ask for a review" on a lead's page: the job checked against the live site's services and
 * projects, then the customer's email queued and sent at once.
 */
export function askFromLead(
  services: ReviewServices,
  {
    leadId,
    status,
    user,
    form,
    now = Date.now(),
  }: { leadId: number; status: LeadStatus; user: SignedInUser; form: FormData; now?: number },
): ReviewOutcome {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const sent = { service: text("service"), project: text("project"), town: text("town") };
  if (status === "spam")
    return refused(
      "This lead is marked as spam: a review can be asked only of a real customer.",
      409,
    );
  const checked = askSchema.safeParse(sent);
  if (!checked.success) {
    const errors: Partial<Record<keyof AskSent, string>> = {};
    for (const issue of checked.error.issues)
      errors[issue.path[0] as keyof AskSent] ??= issue.message;
    return refused("Check the town of the job, then ask again.", 400, { errors, sent });
  }
  const choices = jobChoices();
  const service = choices.services.find((choice) => choice.value === checked.data.service);
  if (!service)
    return refused("Choose one of the website's services.", 400, {
      errors: { service: "Choose one of the website's services" },
      sent,
    });
  const project = checked.data.project
    ? choices.projects.find((choice) => choice.value === checked.data.project)
    : undefined;
  if (checked.data.project && !project)
    return refused("Choose one of the website's projects, or “Not on the website”.", 400, {
      errors: { project: "Choose one of the website's projects, or “Not on the website”" },
      sent,
    });
  const job: ReviewJob = {
    serviceSlug: service.value,
    job: service.label,
    projectSlug: project?.value ?? null,
    town: checked.data.town,
  };
  try {
    askForReview(
      services.db,
      { leadId, job, by: { id: user.id, email: user.email }, now },
      services.secrets,
    );
  } catch (error) {
    if (error instanceof ReviewRequestError) return refused(error.message, 409, { sent });
    throw error;
  }
  services.wakeOutbox();
  return {
    ok: true,
    field: "review",
    message: "Review request sent by email. You can also send the link below by text or WhatsApp.",
  };
}

/** "Send a reminder by email": the one reminder, with the same link. */
export function remindFromLead(
  services: ReviewServices,
  { leadId, user, now = Date.now() }: { leadId: number; user: SignedInUser; now?: number },
): ReviewOutcome {
  try {
    remindAboutReview(
      services.db,
      { leadId, by: { id: user.id, email: user.email }, now },
      services.secrets,
    );
  } catch (error) {
    if (error instanceof ReviewRequestError) return refused(error.message, 409);
    throw error;
  }
  services.wakeOutbox();
  return { ok: true, field: "review", message: "Reminder sent by email." };
}
