import type { OpeningHours, OpenTimes, Weekday } from "../../app/company/opening-hours";

/**
 * Opening hours for a test, as the owner would set them: the days given open at their times,
 * the others closed; shut on bank holidays unless said, and no other closed days unless given.
 */
export function officeHours(
  week: Partial<Record<Weekday, OpenTimes | null>>,
  more: Partial<Pick<OpeningHours, "bankHolidays" | "closedDays">> = {},
): OpeningHours {
  return {
    week: {
      Mo: week.Mo ?? null,
      Tu: week.Tu ?? null,
      We: week.We ?? null,
      Th: week.Th ?? null,
      Fr: week.Fr ?? null,
      Sa: week.Sa ?? null,
      Su: week.Su ?? null,
    },
    bankHolidays: more.bankHolidays ?? "closed",
    closedDays: more.closedDays ?? [],
  };
}

/** Monday to Friday, from `opens` to `closes`, UK time. */
export function weekdayHours(
  opens: string,
  closes: string,
  more: Partial<Pick<OpeningHours, "bankHolidays" | "closedDays">> = {},
): OpeningHours {
  const times = { opens, closes };
  return officeHours({ Mo: times, Tu: times, We: times, Th: times, Fr: times }, more);
}
