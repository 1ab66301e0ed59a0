import { z } from "zod";
import { officeMinutesBetween } from "~/company/office-hours";
import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import type { FormReply } from "~/forms/form-reply";
import { readForm } from "~/forms/read-form.server";
import { formatPounds } from "~/lib/pounds";
import { localDate } from "~/lib/uk-time";
import { type LeadSummary, listLeads } from "./lead-list.server";
import type { LeadFilter } from "./lead-search.server";
import { leadStatuses, leadStatusLabels, leadStatusSchema } from "./lead-statuses";
import { quotesToChase } from "./quotes-to-chase.server";
import { promisedReplyMinutes } from "./response-promise.server";
import { responseSummary } from "./response-times.server";

/** The status list for the pages' menus: plain data, so the browser needs no server code. */
export const statusOptions = leadStatuses.map((value) => ({
  value,
  label: leadStatusLabels[value],
}));

/** The inbox's filter (a GET form: `?status=quoted&q=lytham`), and `deleted`, the lead just gone. */
export const filterForm = z.object({
  status: leadStatusSchema.optional(),
  q: z
    .string({ error: "Search for one thing at a time." })
    .max(200, "Search for at most 200 characters: a name, a phone number or a few words.")
    .default(""),
  deleted: z
    .string()
    .regex(/^MC-\d+$/)
    .optional()
    .catch(undefined),
});

/**
 * The inbox's filter as its address asks; a query the form could not have sent shows every
 * lead, with the reason beside its field and what was typed (`refused`, for a 400).
 */
export function inboxFilter(url: URL) {
  const submission = readForm(url.searchParams, filterForm);
  if (submission.status !== "success") {
    const refused: FormReply = { form: "filter", ok: false, result: submission.reply() };
    return { filter: { search: "" }, deleted: null, refused };
  }
  const { status, q, deleted } = submission.value;
  return { filter: { status, search: q }, deleted: deleted ?? null };
}

function responseOf(lead: LeadSummary, now: number) {
  const hours = siteContent().company.openingHours;
  if (lead.responseOfficeMinutes !== null)
    return { minutes: lead.responseOfficeMinutes, waiting: false };
  if (lead.status !== "new") return null;
  return { minutes: officeMinutesBetween(lead.receivedAt, new Date(now), hours), waiting: true };
}

/**
 * The inbox: quotes gone quiet (on the whole list, not a search's), matching leads (due
 * follow-ups first, then newest) and this month's reply times.
 */
export function loadInbox(db: Db, filter: LeadFilter, now = Date.now()) {
  const hours = siteContent().company.openingHours;
  const leads = listLeads(db, filter, { hours, now });
  const month = localDate(now).slice(0, 7);
  const summary = responseSummary(db, { month, hours, now });
  return {
    promisedMinutes: promisedReplyMinutes(),
    month: {
      medianMinutes: summary.medianOfficeMinutes,
      responded: summary.responded,
      waiting: summary.waiting,
    },
    toChase: (filter.status || filter.search ? [] : quotesToChase(db, now)).map((lead) => ({
      id: lead.id,
      name: lead.name,
      job: lead.job,
      quotedDaysAgo: lead.quotedDaysAgo,
      budget: lead.budget,
    })),
    leads: leads.map((lead) => ({
      id: lead.id,
      reference: lead.reference,
      receivedAt: lead.receivedAt.toISOString(),
      name: lead.name,
      phone: lead.phone,
      projectType: lead.projectTypeLabel,
      status: lead.status,
      statusLabel: leadStatusLabels[lead.status],
      /** "£12,500" on a won lead with its value given, else null. */
      wonValue:
        lead.status === "won" && lead.wonValuePence !== null
          ? formatPounds(lead.wonValuePence)
          : null,
      followUpOn: lead.followUpOn,
      followUpDue: lead.followUpDue,
      response: responseOf(lead, now),
      messageFirstLine: lead.messageFirstLine,
    })),
  };
}

export type Inbox = ReturnType<typeof loadInbox>;
