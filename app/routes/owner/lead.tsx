import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { actOnLead, leadIdFrom, leadPage } from "~/leads/lead-page.server";
import { formatDateTime } from "~/lib/uk-time";
import { DeleteLead } from "~/owner/lead/delete-lead";
import { LeadContact } from "~/owner/lead/lead-contact";
import { LeadEmails } from "~/owner/lead/lead-emails";
import { FollowUpForm, NotesForm, StatusForm, WonValueForm } from "~/owner/lead/lead-forms";
import { LeadPhotos } from "~/owner/lead/lead-photos";
import { LeadSource } from "~/owner/lead/lead-source";
import { ReviewRequest } from "~/owner/lead/review-request";
import { ResponseTime, StatusBadge } from "~/owner/lead-card";
import { Notice, Section } from "~/owner/owner-ui";
import { ownerArea } from "~/server-context";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.reference ?? "Lead"} · Owner area` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Plain HTML: every action here is a form (see `useWantsScripts` in root.tsx); the review
 * link's Share button has a few inline lines of its own (`app/owner/lead/review-request.tsx`).
 */
export const handle = { scripts: false };

export function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  return {
    ...leadPage(ownerArea(context), leadIdFrom(params.id)),
    canDelete: user.role === "owner",
    /** The reviews screen, like the Website pages, is the owner's. */
    canSeeReviews: user.role === "owner",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const leadId = leadIdFrom(params.id);
  const outcome = actOnLead(ownerArea(context), {
    leadId,
    user,
    form: await request.formData(),
  });
  if ("deleted" in outcome) throw redirect(`/owner?deleted=${encodeURIComponent(outcome.deleted)}`);
  return outcome.ok ? outcome : data(outcome, { status: outcome.status ?? 400 });
}

function Sent({ lead }: { lead: Route.ComponentProps["loaderData"] }) {
  const rows: [string, string | null][] = [
    ["Project", lead.projectType],
    ["Budget", lead.budget],
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
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className="mt-4 font-sans font-semibold text-base text-ink">Message</h3>
      <p className="mt-1 whitespace-pre-wrap break-words">{lead.message}</p>
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
  const outcome = actionData && "message" in actionData ? actionData : undefined;
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
        <h1 className="mt-2 break-words text-3xl sm:text-4xl">{lead.name}</h1>
        <ResponseTime response={lead.response} promisedMinutes={lead.promisedMinutes} />
      </div>
      {outcome &&
      !outcome.ok &&
      (outcome.field === "form" || (outcome.field === "delete" && !lead.canDelete)) ? (
        <Notice>{outcome.message}</Notice>
      ) : null}
      <LeadContact lead={lead} />
      <Section title="What they sent">
        <Sent lead={lead} />
      </Section>
      <Section title="Where they found you">
        <LeadSource source={lead.source} outcome={outcome} />
      </Section>
      <Section title="Where it stands">
        <StatusForm lead={lead} outcome={outcome} />
        <WonValueForm lead={lead} outcome={outcome} />
      </Section>
      <Section title="Follow-up">
        <FollowUpForm lead={lead} outcome={outcome} />
      </Section>
      <Section title="Notes">
        <NotesForm lead={lead} outcome={outcome} />
      </Section>
      <Section title="Review">
        <ReviewRequest lead={lead} canSeeReviews={lead.canSeeReviews} outcome={outcome} />
      </Section>
      <Section title="Emails">
        <LeadEmails emails={lead.emails} outcome={outcome} />
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
      {lead.canDelete ? <DeleteLead name={lead.firstName} outcome={outcome} /> : null}
    </>
  );
}
