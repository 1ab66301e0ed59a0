import { siteContent } from "~/content/site-content.server";
import { type LeadSummary, listLeads } from "../../server/leads/lead-list";
import type { LeadFilter } from "../../server/leads/lead-search";
import { isLeadStatus, leadStatuses, leadStatusLabels } from "../../server/leads/lead-statuses";
import { localDate } from "../../server/leads/local-time";
import { officeMinutesBetween } from "../../server/leads/office-hours";
import { responseSummary } from "../../server/leads/response-times";
import type { OwnerArea } from "./owner-area";
import { promisedReplyMinutes } from "./response-promise.server";

/** The status list for the pages' menus: plain data, so the browser needs no server code. */
export const statusOptions = leadStatuses.map((value) => ({
  value,
  label: leadStatusLabels[value],
}));

/** The inbox's filter from its address: `?status=quoted&q=lytham`; anything else is ignored. */
export function filterFrom(url: URL): LeadFilter & { search: string } {
  const status = url.searchParams.get("status");
  return {
    status: isLeadStatus(status) ? status : undefined,
    search: (url.searchParams.get("q") ?? "").slice(0, 200),
  };
}

function responseOf(lead: LeadSummary, now: number) {
  const hours = siteContent.company.openingHours;
  if (lead.responseOfficeMinutes !== null)
    return { minutes: lead.responseOfficeMinutes, waiting: false };
  if (lead.status !== "new") return null;
  return { minutes: officeMinutesBetween(lead.receivedAt, new Date(now), hours), waiting: true };
}

/** The inbox: matching leads (due follow-ups first, then newest) and this month's reply times. */
export function leadBoard(area: OwnerArea, filter: LeadFilter, now = Date.now()) {
  const hours = siteContent.company.openingHours;
  const leads = listLeads(area.db, filter, { hours, now });
  const month = localDate(now).slice(0, 7);
  const summary = responseSummary(area.db, { month, hours, now });
  return {
    promisedMinutes: promisedReplyMinutes(),
    month: {
      medianMinutes: summary.medianOfficeMinutes,
      responded: summary.responded,
      waiting: summary.waiting,
    },
    leads: leads.map((lead) => ({
      id: lead.id,
      reference: lead.reference,
      receivedAt: lead.receivedAt.toISOString(),
      name: lead.name,
      phone: lead.phone,
      projectType: lead.projectTypeLabel,
      status: lead.status,
      statusLabel: leadStatusLabels[lead.status],
      followUpOn: lead.followUpOn,
      followUpDue: lead.followUpDue,
      response: responseOf(lead, now),
      messageFirstLine: lead.messageFirstLine,
    })),
  };
}

export type LeadBoard = ReturnType<typeof leadBoard>;
