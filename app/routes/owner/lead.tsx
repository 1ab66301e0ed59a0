import { ArrowLeft } from "lucide-react";
import { Link, redirect } from "react-router";
import { z } from "zod";
import { requireUser } from "~/accounts/signed-in.server";
import { siteContent } from "~/content/site-content.server";
import { replyTo } from "~/forms/form-reply";
import { takeForm } from "~/forms/read-form.server";
import { actOnLead, leadForm } from "~/leads/lead-forms.server";
import { leadIdFrom, leadOrNotFound, leadPage } from "~/leads/lead-page.server";
import { formatDateTime } from "~/lib/uk-time";
import { DeleteLead } from "~/owner/lead/delete-lead";
import { LeadContact } from "~/owner/lead/lead-contact";
import { LeadEmails } from "~/owner/lead/lead-emails";
import { FollowUpForm, NotesForm, StatusForm, WonValueForm } from "~/owner/lead/lead-forms";
import { type LeadOnWebsite, LeadOnWebsiteSection } from "~/owner/lead/lead-on-website";
import { LeadPhotos } from "~/owner/lead/lead-photos";
import { LeadSource } from "~/owner/lead/lead-source";
import { ReviewRequest } from "~/owner/lead/review-request";
import { ResponseTime, StatusBadge } from "~/owner/lead-card";
import { Notice, ownerMeta, Section } from "~/owner/owner-ui";
import { projectOfLead } from "~/projects/lead-project.server";
import { readProject } from "~/projects/project-editor.server";
import {
  askFromLead,
  askReviewForm,
  leadReview,
  remindFromLead,
  remindReviewForm,
} from "~/reviews/lead-review.server";
import type { OwnerArea } from "~/server-context";
import type { Route } from "./+types/lead";

/** The project made from the lead (its title as drafted, whether it is live), or whether one can be. */
function leadOnWebsite(
  { db, publishing }: Pick<OwnerArea, "db" | "publishing">,
  lead: { id: number; status: string },
): LeadOnWebsite {
  const slug = projectOfLead(db, lead.id);
  const live = siteContent().projects.find((project) => project.slug === slug);
  const title = (slug && readProject(publishing.drafts, slug)?.project.title) ?? live?.title;
  // A project removed since is no longer this job's: it can be added again.
  if (!slug || !title)
    return { project: undefined, canAdd: lead.status === "won", leadId: lead.id };
  return { project: { slug, title, live: live !== undefined } };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  ownerMeta(data?.reference ?? "Lead");

/**
 * Plain HTML: every action here is a form (see `useWantsScripts` in root.tsx); the review
 * link's Share button has a few inline lines of its own (`app/owner/lead/review-request.tsx`).
 */
export const handle = { scripts: false };

export function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, ...area } = requireUser(request, context);
  const lead = leadOrNotFound(area.db, leadIdFrom(params.id));
  return {
    ...leadPage(area.db, lead),
    review: leadReview(area.reviews, { ...lead, projectSlug: projectOfLead(area.db, lead.id) }),
    canDelete: user.role === "owner",
    /** Projects, like the Website pages, are the owner's. */
    website: user.role === "owner" ? leadOnWebsite(area, lead) : undefined,
    /** The reviews screen, like the Website pages, is the owner's. */
    canSeeReviews: user.role === "owner",
  };
}

/** The form each button belongs to, its answer shown there; anything else, above the page. */
const formOf = new Map(
  Object.entries({
    status: "status",
    "won-value": "won-value",
    "follow-up": "follow-up",
    "clear-follow-up": "follow-up",
    note: "note",
    source: "source",
    "send-again": "emails",
    "ask-review": "review",
    "remind-review": "review",
    delete: "delete",
  }),
);

/** The lead's forms (app/leads) and its review's (app/reviews), each sent where it belongs. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, ...area } = requireUser(request, context);
  const lead = leadOrNotFound(area.db, leadIdFrom(params.id));
  const pageForm = z.discriminatedUnion("intent", [leadForm, askReviewForm, remindReviewForm], {
    error: "That is not something this page can do.",
  });
  return takeForm(
    request,
    pageForm,
    (sent) => {
      if (sent.intent === "ask-review") return askFromLead(area.reviews, { lead, user }, sent);
      if (sent.intent === "remind-review")
        return remindFromLead(area.reviews, { leadId: lead.id, user });
      const done = actOnLead(area, { leadId: lead.id, user }, sent);
      if ("deleted" in done) throw redirect(`/owner?deleted=${encodeURIComponent(done.deleted)}`);
      return done;
    },
    { form: (sent) => formOf.get(String(sent.intent)) ?? "page" },
  );
}

function Sent({ lead }: { lead: Route.ComponentProps["loaderData"] }) {
  const rows: [string, string | null][] = [
    ["Project", lead.projectType],
    ["Budget", lead.budget],
    ["Price guide seen", lead.priceGuide],
    ["Phone", lead.phone],
    ["Email", lead.email],
  ];
  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className="mt-4 font-sans font-semibold text-base text-ink">Message</h3>
      <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{lead.message}</p>
      {lead.photos.length > 0 ? (
        <>
          <h3 className="mt-4 font-sans font-semibold text-base text-ink">
            Photos ({lead.photos.length})
          </h3>
          <LeadPhotos lead={lead} />
        </>
      ) : null}
    </>
  );
}

export default function Lead({ loaderData: lead, actionData }: Route.ComponentProps) {
  const stray =
    replyTo("page", actionData) ?? (lead.canDelete ? undefined : replyTo("delete", actionData));
  return (
    <>
      <Link
        to="/owner"
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        All leads
      </Link>
      <div className="mb-5">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge
            status={lead.status}
            label={lead.wonValue ? `${lead.statusLabel} · ${lead.wonValue}` : lead.statusLabel}
          />
          <span className="text-muted text-sm">
            {lead.reference} · received {formatDateTime(lead.receivedAt)}
          </span>
        </div>
        <h1 className="mt-2 wrap-anywhere text-3xl sm:text-4xl">{lead.name}</h1>
        <ResponseTime response={lead.response} promisedMinutes={lead.promisedMinutes} />
      </div>
      {stray ? <Notice>{stray.result.error?.intent?.[0] ?? stray.message}</Notice> : null}
      <LeadContact lead={lead} />
      <Section title="What they sent">
        <Sent lead={lead} />
      </Section>
      <Section title="Where they found you">
        <LeadSource lead={lead} reply={actionData} />
      </Section>
      <Section title="Where it stands">
        <StatusForm lead={lead} reply={actionData} />
        <WonValueForm lead={lead} reply={actionData} />
      </Section>
      <Section title="Follow-up">
        <FollowUpForm lead={lead} reply={actionData} />
      </Section>
      <Section title="Notes">
        <NotesForm lead={lead} reply={actionData} />
      </Section>
      {lead.website ? (
        <Section title="On the website">
          <LeadOnWebsiteSection website={lead.website} />
        </Section>
      ) : null}
      <Section title="Review">
        <ReviewRequest lead={lead} canSeeReviews={lead.canSeeReviews} reply={actionData} />
      </Section>
      <Section title="Emails">
        <LeadEmails lead={lead} reply={actionData} />
      </Section>
      {lead.history.length > 0 ? (
        <Section title="History">
          <ul className="grid gap-2">
            {lead.history.map((change) => (
              <li key={`${change.at}-${change.what}`}>
                {change.what} · {change.by}, {formatDateTime(change.at)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {lead.canDelete ? <DeleteLead lead={lead} reply={actionData} /> : null}
    </>
  );
}
