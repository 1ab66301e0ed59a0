import { ArrowLeft } from "lucide-react";
import { Link, redirect } from "react-router";
import { z } from "zod";
import { may } from "~/accounts/permissions";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { replyTo } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { ownerJobPathOfLead } from "~/jobs/job-links.server";
import { actOnLead, leadForm, leadsContext } from "~/leads/lead-forms.server";
import { leadIdFrom, leadOrNotFound, leadPage } from "~/leads/lead-page.server";
import { formatDateTime } from "~/lib/uk-time";
import { DeleteLead } from "~/owner/lead/delete-lead";
import { LeadContact } from "~/owner/lead/lead-contact";
import { LeadEmails } from "~/owner/lead/lead-emails";
import { FollowUpForm, NotesForm, StatusForm, WonValueForm } from "~/owner/lead/lead-forms";
import { LeadOnWebsiteSection } from "~/owner/lead/lead-on-website";
import { LeadPhotos } from "~/owner/lead/lead-photos";
import { LeadSource } from "~/owner/lead/lead-source";
import { LeadVisit } from "~/owner/lead/lead-visit";
import { ReviewRequest } from "~/owner/lead/review-request";
import { ResponseTime, StatusBadge } from "~/owner/lead-card";
import { Notice, ownerMeta, Section } from "~/owner/owner-ui";
import { LeadQuote } from "~/owner/quotes/lead-quote";
import { leadOnWebsite, projectOfLead } from "~/projects/lead-project.server";
import { publishingContext } from "~/publishing/site-publishing.server";
import {
  askFromLead,
  askReviewForm,
  leadReview,
  remindFromLead,
  remindReviewForm,
} from "~/reviews/lead-review.server";
import { reviewsContext } from "~/reviews/review-services.server";
import { leadVisitSection, visitChangeIn } from "~/visits/lead-visits.server";
import { leadQuoteSection } from "~/written-quotes/lead-quote.server";
import { quotesContext } from "~/written-quotes/quote-services.server";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  ownerMeta(data?.reference ?? "Lead");

export function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const { db } = context.get(ownerRequestContext);
  const lead = leadOrNotFound(db, leadIdFrom(params.id));
  return {
    ...leadPage(db, lead),
    review: leadReview(context.get(reviewsContext), {
      ...lead,
      projectSlug: projectOfLead(db, lead.id),
    }),
    canDelete: may(user, "delete leads"),
    website: may(user, "change the site")
      ? leadOnWebsite(db, context.get(publishingContext).drafts, lead)
      : undefined,
    canSeeReviews: may(user, "answer reviews"),
    visit: leadVisitSection(db, lead.id),
    visitChanged: visitChangeIn(request),
    quote: leadQuoteSection(db, {
      leadId: lead.id,
      secret: context.get(quotesContext).secret,
      now: Date.now(),
      canPrice: may(user, "price work and record money"),
    }),
    quoteChanged: quoteChangeIn(request),
    jobPage: ownerJobPathOfLead(db, lead.id),
    canStartJob: may(user, "price work and record money") && lead.status === "won",
  };
}

const quoteChanges = ["sent"] as const;
/** What was just done on the quote's pages, said once back here (`?quote=sent`). */
function quoteChangeIn(request: Request) {
  const said = new URL(request.url).searchParams.get("quote");
  return quoteChanges.find((change) => change === said) ?? null;
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
  const { user } = requireUser(request, context);
  const { db } = context.get(ownerRequestContext);
  const reviews = context.get(reviewsContext);
  const lead = leadOrNotFound(db, leadIdFrom(params.id));
  const pageForm = z.discriminatedUnion("intent", [leadForm, askReviewForm, remindReviewForm], {
    error: "That is not something this page can do.",
  });
  return answerForm(
    await readForm(request, pageForm),
    (sent) => {
      if (sent.intent === "ask-review") return askFromLead(reviews, { lead, user }, sent);
      if (sent.intent === "remind-review")
        return remindFromLead(reviews, { leadId: lead.id, user });
      const done = actOnLead({ db, ...context.get(leadsContext) }, { leadId: lead.id, user }, sent);
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
      <Section title="Survey visit">
        <LeadVisit visit={lead.visit} changed={lead.visitChanged} />
      </Section>
      <Section title="Quote">
        <LeadQuote
          section={lead.quote}
          changed={lead.quoteChanged}
          jobPage={lead.jobPage}
          startJob={lead.canStartJob && !lead.jobPage ? `/owner/leads/${lead.id}/job` : null}
        />
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
