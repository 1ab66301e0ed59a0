import YAML from "yaml";
import type { FormOutcome } from "~/forms/read-form.server";
import { bankHolidaysOf } from "~/lib/bank-holidays";
import { formatCalendarDate, formatDay } from "~/lib/uk-time";
import type { Drafts } from "~/publishing/drafts.server";
import { readYaml, refusal, saveYaml } from "../site-editing/content-file.server";
import { companySchema, openingHoursSchema } from "./company";
import { companyFile } from "./company-editor.server";
import {
  bankHolidaysInWords,
  type ClosedDays,
  type OpeningHours,
  openingHoursInWords,
  type Weekday,
  weekdays,
} from "./opening-hours";
import type { OpeningHoursSent } from "./opening-hours-form.server";

/**
 * The Opening hours page: the week (each day open or closed, with its own times), bank
 * holidays shut or not, and the days the owner closes. Saved as a draft of company.yaml, whose
 * schema checks the whole file; every clock of the site reads the published settings.
 */

/** The opening hours in the draft (or the live file), in either shape; null if unreadable. */
function readHours(drafts: Drafts) {
  const { doc, version } = readYaml(drafts, companyFile);
  const read = openingHoursSchema.safeParse(
    (doc.toJS() as { openingHours?: unknown })?.openingHours,
  );
  return { doc, version, hours: read.success ? read.data : null };
}

/** "Thu 24 Dec 2026", or "Thu 24 Dec 2026 to Fri 1 Jan 2027". */
const closedInWords = ({ from, to }: ClosedDays) =>
  from === to
    ? `${formatCalendarDate(from)} ${from.slice(0, 4)}`
    : `${formatCalendarDate(from)} ${from.slice(0, 4)} to ${formatCalendarDate(to)} ${to.slice(0, 4)}`;

/** What the page shows: the form's values, the closures, the words the site will show. */
export function openingHoursPage(drafts: Drafts, today: string) {
  const { version, hours } = readHours(drafts);
  if (!hours) return { version, hours: null };
  const values = { bankHolidays: hours.bankHolidays } as Record<
    `${Weekday}${"Open" | "Opens" | "Closes"}` | "bankHolidays",
    string
  >;
  for (const day of weekdays) {
    const times = hours.week[day];
    values[`${day}Open`] = times ? "on" : "";
    values[`${day}Opens`] = times?.opens ?? "";
    values[`${day}Closes`] = times?.closes ?? "";
  }
  const year = Number(today.slice(0, 4));
  return {
    version,
    hours: {
      values,
      words: openingHoursInWords(hours),
      bankHolidayWords: bankHolidaysInWords(hours),
      closedDays: hours.closedDays.map((closed, index) => ({
        index,
        words: closedInWords(closed),
        reason: closed.reason ?? null,
        over: closed.to < today,
      })),
      nextBankHolidays: [...bankHolidaysOf(year), ...bankHolidaysOf(year + 1)]
        .filter((holiday) => holiday.day >= today)
        .slice(0, 4)
        .map((holiday) => `${formatDay(holiday.day)}, ${holiday.name}`),
    },
  };
}

/** A time or a date, quoted in the file as the file's own are ("08:00"). */
const quoted = (value: string) => {
  const scalar = new YAML.Scalar(value);
  scalar.type = YAML.Scalar.QUOTE_DOUBLE;
  return scalar;
};

/** Writes the opening hours into the file in the settings' shape, comments kept. */
function writeHours(doc: YAML.Document, hours: OpeningHours) {
  for (const old of ["display", "days", "opens", "closes"]) doc.deleteIn(["openingHours", old]);
  for (const day of weekdays) {
    const times = hours.week[day];
    const node = times
      ? doc.createNode({ opens: quoted(times.opens), closes: quoted(times.closes) })
      : doc.createNode("closed");
    if (YAML.isMap(node)) node.flow = true;
    doc.setIn(["openingHours", "week", day], node);
  }
  doc.setIn(["openingHours", "bankHolidays"], hours.bankHolidays);
  const closed = doc.createNode(
    hours.closedDays.map(({ from, to, reason }) => {
      const item = doc.createNode({
        from: quoted(from),
        to: quoted(to),
        ...(reason ? { reason } : {}),
      });
      if (YAML.isMap(item)) item.flow = true;
      return item;
    }),
  );
  if (YAML.isSeq(closed) && closed.items.length === 0) closed.flow = true;
  doc.setIn(["openingHours", "closedDays"], closed);
}

/** A complaint of the file's schema, at the form's field it is about. */
const fieldOf = (path: PropertyKey[]) => {
  const [top, part, day, end] = path;
  if (top !== "openingHours") return "form";
  if (part === "week" && typeof day === "string")
    return end === "opens" ? `${day}Opens` : end === "closes" ? `${day}Closes` : `${day}Open`;
  if (part === "bankHolidays") return "bankHolidays";
  return "form";
};

/** Does what one of the page's forms asks, and saves the draft; or says why not. */
export function changeOpeningHours(
  drafts: Drafts,
  sent: OpeningHoursSent,
  by: string,
): FormOutcome {
  const { doc, hours } = readHours(drafts);
  if (!hours)
    return refusal(
      "The opening hours in company.yaml cannot be read: ask your developer to look at the file.",
    );
  let next: OpeningHours;
  let saved: string;
  if (sent.intent === "week") {
    next = {
      ...hours,
      week: Object.fromEntries(
        weekdays.map((day) => [
          day,
          sent[`${day}Open`] ? { opens: sent[`${day}Opens`], closes: sent[`${day}Closes`] } : null,
        ]),
      ) as OpeningHours["week"],
      bankHolidays: sent.bankHolidays,
    };
    saved = `Opening hours saved as a draft. The site will say: ${openingHoursInWords(next)}.`;
  } else if (sent.intent === "add-closed") {
    const added: ClosedDays = {
      from: sent.from,
      to: sent.to || sent.from,
      ...(sent.reason ? { reason: sent.reason } : {}),
    };
    next = {
      ...hours,
      closedDays: [...hours.closedDays, added].sort((a, b) => a.from.localeCompare(b.from)),
    };
    saved = `Closed ${closedInWords(added)}, saved as a draft.`;
  } else {
    const removed = hours.closedDays[sent.index];
    if (!removed)
      return {
        ...refusal("That closure is no longer there: the list below is up to date."),
        fresh: true,
      };
    next = { ...hours, closedDays: hours.closedDays.filter((_, at) => at !== sent.index) };
    saved = `No longer closed ${closedInWords(removed)}, saved as a draft.`;
  }
  writeHours(doc, next);
  return saveYaml(drafts, {
    file: companyFile,
    doc,
    schema: companySchema,
    version: sent.version,
    by,
    fieldOf,
    saved,
  });
}
