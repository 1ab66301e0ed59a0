import { getFormProps } from "@conform-to/react";
import { Download } from "lucide-react";
import { data, Form, Link } from "react-router";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { buttonVariants } from "~/components/ui/button";
import { useReplyForm } from "~/forms/form-reply";
import { inboxFilter, loadInbox, statusOptions } from "~/leads/inbox.server";
import { formatMinutes } from "~/lib/uk-time";
import { SelectField, TextField } from "~/owner/fields";
import { LeadCard } from "~/owner/lead-card";
import { Notice, ownerMeta, PageHeading } from "~/owner/owner-ui";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () => ownerMeta("Leads");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { db } = context.get(ownerRequestContext);
  const url = new URL(request.url);
  const { filter, deleted, refused } = inboxFilter(url);
  const inbox = {
    ...loadInbox(db, filter),
    filter,
    refused,
    statuses: [{ value: "", label: "All" }, ...statusOptions],
    query: refused ? "" : url.search,
    deleted,
  };
  return refused ? data(inbox, { status: 400 }) : inbox;
}

/** Words and a status to find leads by: a GET form, so the address keeps what was asked. */
function Filter({ inbox }: { inbox: Route.ComponentProps["loaderData"] }) {
  const { form, fields } = useReplyForm<{ q: string; status: string }>("filter", inbox.refused, {
    defaultValue: { q: inbox.filter.search, status: inbox.filter.status ?? "" },
  });
  return (
    <Form
      method="get"
      role="search"
      {...getFormProps(form)}
      className="mb-6 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <TextField
        field={fields.q}
        label="Search"
        placeholder="Name, phone, email, town or words"
        enterKeyHint="search"
      />
      <SelectField field={fields.status} label="Status" options={inbox.statuses} />
      <button type="submit" className={buttonVariants({ variant: "secondary", size: "lg" })}>
        Show
      </button>
    </Form>
  );
}

function MonthSummary({ inbox }: { inbox: Route.ComponentProps["loaderData"] }) {
  const { medianMinutes, responded, waiting } = inbox.month;
  const promised = formatMinutes(inbox.promisedMinutes);
  return (
    <p className="mb-6 rounded-card bg-white p-4 shadow-card">
      {medianMinutes === null
        ? `This month: no replies yet; the site promises one within ${promised}.`
        : `This month: typical reply in ${formatMinutes(medianMinutes)} of office time, against the ${promised} the site promises.`}{" "}
      {responded} answered, {waiting} waiting.
    </p>
  );
}

/** Quotes gone quiet, to ring about; the site sends the customer nothing. Hidden when none. */
function ToChase({ leads }: { leads: Route.ComponentProps["loaderData"]["toChase"] }) {
  if (leads.length === 0) return null;
  return (
    <section
      aria-labelledby="to-chase-heading"
      className="mb-6 rounded-card bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id="to-chase-heading" className="mb-3 text-2xl">
        To chase
      </h2>
      <p className="mb-3 text-muted">
        Quoted, and nothing has changed for a week or more. Nothing has been sent to the customer:
        ring them, then add a note or change the status.
      </p>
      <ul className="grid gap-3">
        {leads.map((lead) => (
          <li key={lead.id}>
            <Link
              to={`/owner/leads/${lead.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-lg text-navy-800 underline underline-offset-4"
            >
              {lead.name}
            </Link>
            <p className="text-muted text-sm">
              {lead.job} · Quoted {lead.quotedDaysAgo} days ago
              {lead.budget ? ` · Budget: ${lead.budget}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { leads, filter } = loaderData;
  const filtered = Boolean(filter.status || filter.search);
  return (
    <>
      <PageHeading title="Leads" />
      {loaderData.deleted ? (
        <Notice tone="success">{loaderData.deleted} is deleted, with its notes and emails.</Notice>
      ) : null}
      <ToChase leads={loaderData.toChase} />
      <MonthSummary inbox={loaderData} />
      <Filter inbox={loaderData} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="font-semibold">
          {leads.length === 1 ? "1 lead" : `${leads.length} leads`}
          {filtered ? " found" : ""}
          {filtered ? (
            <>
              {" · "}
              <Link
                to="/owner"
                className="inline-flex min-h-11 items-center text-navy-700 underline"
              >
                Show all
              </Link>
            </>
          ) : null}
        </p>
        {leads.length > 0 ? (
          <a
            href={`/owner/leads.csv${loaderData.query}`}
            download
            className={buttonVariants({ variant: "outline", size: "md" })}
          >
            <Download aria-hidden="true" />
            Download CSV
          </a>
        ) : null}
      </div>
      {leads.length === 0 ? (
        <p className="rounded-card bg-white p-6 shadow-card">
          {filtered
            ? "No lead matches. Try fewer words, or another status."
            : "No quote requests yet. When a visitor sends one, it appears here at once."}
        </p>
      ) : (
        <ul className="grid gap-4">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} promisedMinutes={loaderData.promisedMinutes} />
          ))}
        </ul>
      )}
    </>
  );
}
