import { createContext } from "react-router";
import { z } from "zod";
import { may } from "~/accounts/permissions";
import type { SignedInUser } from "~/accounts/sessions.server";
import type { Db } from "~/db/database.server";
import type { FormOutcome } from "~/forms/read-form.server";
import { formatCount } from "~/lib/format-count";
import { formatPounds, parsePounds } from "~/lib/pounds";
import { isCalendarDate } from "~/lib/uk-time";
import {
  addNote,
  changeStatus,
  maxNoteLength,
  sendEmailAgain,
  setFollowUp,
  setWonValue,
} from "./lead-actions.server";
import { deleteLead, type MoreLeadFiles } from "./lead-deletion.server";
import { emailKinds, getLead } from "./lead-detail.server";
import { LeadError } from "./lead-error";
import { leadNotFound } from "./lead-page.server";
import { correctLeadSource, maxSourceLength } from "./lead-source.server";
import { type LeadStatus, leadStatusLabels, leadStatusSchema } from "./lead-statuses";

/** The lead page's own forms (its review forms are app/reviews'), each a schema on its button. */

/** An amount in pounds as typed ("£12,500"): whole pence, or null when left empty. */
const pounds = z
  .string()
  .default("")
  .transform((typed, context) => {
    const value = parsePounds(typed);
    if (value.ok) return value.pence;
    context.addIssue({ code: "custom", message: value.message });
    return z.NEVER;
  });

/** The status menu, with the job's value given with Won (empty leaves a stored value as it is). */
export const statusForm = z
  .object({ intent: z.literal("status"), status: leadStatusSchema, value: pounds })
  .refine((sent) => sent.value === null || sent.status === "won", {
    path: ["value"],
    message: "A job's value goes with Won: choose Won, or leave the value empty.",
  });

/** A won lead's value on its own: empty removes it. */
export const wonValueForm = z.object({ intent: z.literal("won-value"), value: pounds });

export const followUpForm = z.object({
  intent: z.literal("follow-up"),
  date: z
    .string({ error: "Choose a date first." })
    .refine(isCalendarDate, "Enter a real date, like 2026-03-31."),
});

export const clearFollowUpForm = z.object({ intent: z.literal("clear-follow-up") });

const emptyNote = "Write something in the note first.";

export const noteForm = z.object({
  intent: z.literal("note"),
  note: z
    .string({ error: emptyNote })
    .trim()
    .min(1, emptyNote)
    .max(maxNoteLength, `A note can be at most ${formatCount(maxNoteLength)} characters.`),
});

const oneLine = `Say it in one line of at most ${maxSourceLength} characters.`;

/** The owner's word on where the lead found the firm ("saw the van"); empty takes it back. */
export const sourceForm = z.object({
  intent: z.literal("source"),
  source: z
    .string()
    .trim()
    .max(maxSourceLength, oneLine)
    .regex(/^\P{Cc}*$/u, oneLine)
    .default(""),
});

const cannotSendAgain = "That email cannot be sent again just now.";

export const sendAgainForm = z.object({
  intent: z.literal("send-again"),
  kind: z.enum(emailKinds, { error: cannotSendAgain }),
});

/** Erasure on the customer's request: the owner's only, once the box is ticked. */
export const deleteForm = z.object({
  intent: z.literal("delete"),
  confirm: z.literal("on", {
    error: "Tick the box to confirm the lead should be deleted for good.",
  }),
});

export const leadForm = z.discriminatedUnion("intent", [
  statusForm,
  wonValueForm,
  followUpForm,
  clearFollowUpForm,
  noteForm,
  sourceForm,
  sendAgainForm,
  deleteForm,
]);

/** The success message of the status form: the value with Won, or that it is kept. */
function statusChanged(db: Db, leadId: number, status: LeadStatus): string {
  const changed = `Status changed to ${leadStatusLabels[status]}`;
  const pence = getLead(db, leadId)?.wonValuePence ?? null;
  if (pence === null) return `${changed}.`;
  return status === "won"
    ? `${changed}, job value ${formatPounds(pence)}.`
    : `${changed}. Its job value is kept, should it be marked Won again.`;
}

/**
 * Carries out one of the lead's forms. A lead deleted meanwhile is the page's 404; a value for
 * a lead no longer won (changed on another phone) is refused, the page showing it as it is now.
 */
export function actOnLead(
  services: { db: Db; wakeOutbox: () => void; photosDir: string; moreFiles?: MoreLeadFiles },
  { leadId, user }: { leadId: number; user: SignedInUser },
  sent: z.output<typeof leadForm>,
): FormOutcome | { deleted: string } {
  const { db } = services;
  const by = { id: user.id, email: user.email };
  const done = (message: string) => ({ ok: true as const, message });
  try {
    switch (sent.intent) {
      case "status":
        changeStatus(db, {
          leadId,
          status: sent.status,
          ...(sent.value === null ? {} : { wonValuePence: sent.value }),
          user: by,
        });
        return done(statusChanged(db, leadId, sent.status));
      case "won-value":
        setWonValue(db, { leadId, pence: sent.value, user: by });
        return done(
          sent.value === null
            ? "Job value removed."
            : `Job value saved: ${formatPounds(sent.value)}.`,
        );
      case "follow-up":
        setFollowUp(db, { leadId, date: sent.date });
        return done("Follow-up date saved.");
      case "clear-follow-up":
        setFollowUp(db, { leadId, date: null });
        return done("Follow-up date cleared.");
      case "note":
        addNote(db, { leadId, text: sent.note, user: by });
        return done("Note added.");
      case "source":
        correctLeadSource(db, { leadId, text: sent.source });
        return done("Saved.");
      case "send-again":
        if (!sendEmailAgain(db, { leadId, kind: sent.kind }))
          return { ok: false, message: cannotSendAgain };
        services.wakeOutbox();
        return done("The email is on its way again.");
      case "delete": {
        if (!may(user, "delete leads"))
          return { ok: false, message: "Only the owner can delete a lead.", status: 403 };
        const { photosDir, moreFiles } = services;
        const reference = deleteLead(db, { leadId, user: by, photosDir, moreFiles });
        if (!reference) throw leadNotFound("This quote request no longer exists.");
        return { deleted: reference };
      }
    }
  } catch (error) {
    if (!(error instanceof LeadError)) throw error;
    if (error.problem === "not-found") throw leadNotFound(error.message);
    return { ok: false, message: error.message, fresh: true };
  }
}

/** What a lead's page works with besides the database. */
export const leadsContext = createContext<{
  /** DATA_DIR/photos: the quote requests' photos. */
  photosDir: string;
  /** What other features keep of a lead on disk (its job's files), deleted with it. */
  moreFiles: MoreLeadFiles;
  /** Sends what the outbox has due now (after "send again"), instead of at its next round. */
  wakeOutbox: () => void;
}>();
