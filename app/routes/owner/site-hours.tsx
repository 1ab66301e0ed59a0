import { changeOpeningHours, openingHoursPage } from "~/company/opening-hours-editor.server";
import { openingHoursForm, openingHoursFormId } from "~/company/opening-hours-form.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { localDate } from "~/lib/uk-time";
import { FormMessage } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, Section, UpLink } from "~/owner/owner-ui";
import { AddClosedForm, ClosedDaysItem, WeekForm } from "~/owner/site/opening-hours-forms";
import { editingSite } from "~/site/editing-site.server";
import type { Route } from "./+types/site-hours";

export const meta: Route.MetaFunction = () => ownerMeta("Opening hours");

export function loader({ request, context }: Route.LoaderArgs) {
  return openingHoursPage(editingSite(request, context).drafts, localDate(Date.now()));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { drafts, by } = editingSite(request, context);
  return answerForm(
    await readForm(request, openingHoursForm),
    (sent) => changeOpeningHours(drafts, sent, by),
    { form: openingHoursFormId },
  );
}

export default function OpeningHours({ loaderData, actionData }: Route.ComponentProps) {
  const { version, hours } = loaderData;
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Opening hours">
        When the office is open. The site shows these hours, and the reply you promise, the
        reminders of leads nobody has answered and the late replies on Results count only open time.
        Saved as a draft: nothing changes until you publish.
      </PageHeading>
      <FormMessage reply={actionData} />
      {hours === null ? (
        <Notice>
          The opening hours in company.yaml cannot be read: ask your developer to look at the file.
        </Notice>
      ) : (
        <>
          <Notice tone="info">
            Shown on the site as: <strong>{hours.words}</strong>
            {hours.bankHolidayWords ? `. ${hours.bankHolidayWords}.` : "."}
          </Notice>
          <Section title="Your week">
            <WeekForm
              values={hours.values}
              version={version}
              nextBankHolidays={hours.nextBankHolidays}
              reply={actionData}
            />
          </Section>
          <Section title="Days you are closed">
            <p className="mb-3">
              Besides the week and bank holidays: a Christmas shutdown, a holiday, an extra bank
              holiday the government adds. No reply time is counted on them. Past ones can stay: the
              reply times of those months are still counted with them.
            </p>
            {hours.closedDays.length === 0 ? (
              <p className="mb-4 text-muted">None.</p>
            ) : (
              <ul className="mb-4 grid gap-2 [overflow-wrap:anywhere]">
                {hours.closedDays.map((closed) => (
                  <ClosedDaysItem
                    key={`${version}-${closed.index}`}
                    closed={closed}
                    version={version}
                  />
                ))}
              </ul>
            )}
            <h3 className="mb-2 font-semibold text-xl">Add days you are closed</h3>
            <AddClosedForm version={version} reply={actionData} />
          </Section>
        </>
      )}
    </>
  );
}
