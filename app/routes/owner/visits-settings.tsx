import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { calendarReadingContext } from "~/calendars/calendar-reading.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { ownerMeta, PageHeading, Section, UpLink } from "~/owner/owner-ui";
import { AddBusyForm, BusyList, CalendarForm, NumbersForm } from "~/owner/visits/booking-forms";
import { SurveyHoursForm } from "~/owner/visits/survey-hours-form";
import { visitsContext } from "~/visits/visit-services.server";
import { bookingNumbers } from "~/visits/visit-settings.server";
import {
  changeVisitSettings,
  settingsFormOf,
  visitSettingsForm,
  visitSettingsPage,
} from "~/visits/visit-settings-form.server";
import type { Route } from "./+types/visits-settings";

export const meta: Route.MetaFunction = () => ownerMeta("Booking settings");

/** Owners only: the calendar's address is a secret, and the numbers are the owner's to set. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "set up visits");
  const visits = context.get(visitsContext);
  return {
    ...visitSettingsPage(visits.db, visits.settings(), visits.now()),
    bounds: bookingNumbers,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "set up visits");
  const { db, now } = context.get(visitsContext);
  const reading = context.get(calendarReadingContext);
  const by = {
    userId: user.id,
    email: user.email,
    ipHash: context.get(ownerRequestContext).ipHash,
  };
  return answerForm(
    await readForm(request, visitSettingsForm),
    (sent) => changeVisitSettings({ db, now: now(), readCalendarNow: reading.readNow, by }, sent),
    { form: settingsFormOf },
  );
}

export default function VisitSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { numbers, bounds, busy, calendar, surveyWindow } = loaderData;
  return (
    <>
      <UpLink to="/owner/visits">Visits</UpLink>
      <PageHeading title="Booking settings">
        The times customers are offered for a survey visit: in your survey hours, within your
        opening hours, with the drive between visits allowed for, and never when you are busy.
      </PageHeading>
      <Section title="Visits">
        <NumbersForm values={numbers} bounds={bounds} reply={actionData} />
      </Section>
      <Section title="Survey hours">
        <p className="mb-3">
          Within your opening hours (Website → Opening hours): on the days you tick, from and until
          the times you give.
        </p>
        <SurveyHoursForm window={surveyWindow} reply={actionData} />
      </Section>
      <Section title="Busy times">
        <p className="mb-3">
          Times you cannot make a visit, besides your calendar: no visit is offered then.
        </p>
        <BusyList busy={busy} reply={actionData} />
        <h3 className="mb-2 font-semibold text-xl">Add a busy time</h3>
        <AddBusyForm reply={actionData} />
      </Section>
      <Section title="Your calendar">
        <CalendarForm calendar={calendar} reply={actionData} />
      </Section>
    </>
  );
}
