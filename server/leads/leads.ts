/** The owner's lead inbox, data side: one import for the pages. */
export { addNote, changeStatus, maxNoteLength, sendEmailAgain, setFollowUp } from "./lead-actions";
export { type ActingUser, deleteLead, deleteLeadsReceivedBefore } from "./lead-deletion";
export {
  type DeliveryState,
  type EmailKind,
  emailKinds,
  getLead,
  type LeadDetail,
  type LeadEmail,
  type LeadNote,
  type LeadStatusChange,
} from "./lead-detail";
export { LeadError, type LeadProblem } from "./lead-error";
export { exportLeads, leadsForExport } from "./lead-export";
export { budgetLabel, projectTypeLabel } from "./lead-labels";
export { type LeadSummary, type ListOptions, listLeads } from "./lead-list";
export type { LeadFilter } from "./lead-search";
export {
  isLeadStatus,
  type LeadStatus,
  leadStatuses,
  leadStatusLabels,
  leadStatusSchema,
  respondedStatuses,
} from "./lead-statuses";
export { type LeadCsvRow, leadCsvColumns, leadsToCsv } from "./leads-csv";
export { isCalendarDate, localDate, localDateTime, ukTimeZone } from "./local-time";
export { explainMailError } from "./mail-problems";
export { median, type OfficeHours, officeMinutesBetween } from "./office-hours";
export { type LeadResponseTime, type ResponseSummary, responseSummary } from "./response-times";
export { monthsBefore, startLeadRetention } from "./retention";
