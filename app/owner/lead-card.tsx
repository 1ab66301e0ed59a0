import { Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { Inbox } from "~/leads/inbox.server";
import { cn } from "~/lib/cn";
import { telLink } from "~/lib/contact-links";
import { formatCalendarDate, formatDateTime, formatMinutes } from "~/lib/uk-time";

type LeadRow = Inbox["leads"][number];

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 font-bold text-sm",
        status === "new" ? "bg-hivis-400 text-navy-950" : "bg-navy-100 text-navy-900",
      )}
    >
      {label}
    </span>
  );
}

export function ResponseTime({
  response,
  promisedMinutes,
}: {
  response: LeadRow["response"];
  promisedMinutes: number;
}) {
  if (!response) return null;
  const late = response.minutes > promisedMinutes;
  return (
    <p className={cn("text-sm", late ? "font-semibold text-danger" : "text-muted")}>
      {response.waiting
        ? `Waiting ${formatMinutes(response.minutes)} in office hours`
        : `Answered in ${formatMinutes(response.minutes)}`}
      {late ? ` (over ${formatMinutes(promisedMinutes)})` : ""}
    </p>
  );
}

/** One lead in the inbox: who, what, when, where it stands, and a call button. */
export function LeadCard({ lead, promisedMinutes }: { lead: LeadRow; promisedMinutes: number }) {
  const call = telLink(lead.phone);
  return (
    <li className="rounded-card bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge
          status={lead.status}
          label={lead.wonValue ? `${lead.statusLabel} · ${lead.wonValue}` : lead.statusLabel}
        />
        {lead.followUpDue ? (
          <span className="font-semibold text-danger text-sm">
            {lead.followUpDue === "today"
              ? "Follow up today"
              : `Follow-up was due ${formatCalendarDate(lead.followUpOn ?? "")}`}
          </span>
        ) : null}
      </div>
      <h2 className="mt-2 wrap-anywhere font-sans text-xl">
        <Link
          to={`/owner/leads/${lead.id}`}
          className="inline-flex min-h-11 items-center text-navy-800 underline underline-offset-4"
        >
          {lead.name}
        </Link>
      </h2>
      <p className="text-muted text-sm">
        {lead.projectType} · {formatDateTime(lead.receivedAt)} · {lead.reference}
      </p>
      {lead.messageFirstLine ? (
        <p className="mt-2 line-clamp-2 wrap-anywhere">{lead.messageFirstLine}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <ResponseTime response={lead.response} promisedMinutes={promisedMinutes} />
        {call ? (
          <a href={call} className={buttonVariants({ variant: "secondary", size: "md" })}>
            <Phone aria-hidden="true" />
            Call<span className="sr-only"> {lead.name}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
