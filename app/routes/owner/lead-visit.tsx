import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { VisitForm } from "~/components/visit/visit-form";
import { Notice, ownerMeta, PageHeading, Section, UpLink } from "~/owner/owner-ui";
import { changeLeadVisit, leadVisitPage } from "~/visits/lead-visit.server";
import type { Route } from "./+types/lead-visit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  ownerMeta(`Survey visit · ${loaderData?.lead.reference ?? "Lead"}`);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  leadVisitPage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  changeLeadVisit(request, context, params.id);

/** Booking, moving or cancelling the survey visit for the customer, on the phone to them. */
export default function LeadVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, visit, open } = loaderData;
  return (
    <>
      <UpLink to={`/owner/leads/${lead.id}`}>
        {lead.reference} · {lead.name}
      </UpLink>
      <PageHeading title={visit ? "Move the survey visit" : "Book a survey visit"}>
        The times the customer would be offered: in your survey hours, clear of other visits and
        busy times, with the drive allowed for. The customer is emailed the time, with an invitation
        for their calendar.
      </PageHeading>
      {!open ? (
        <Notice tone="info">This lead is closed: reopen it to book a visit.</Notice>
      ) : (
        <>
          {visit ? (
            <Section title="Booked now">
              <p className="font-semibold">{visit.when}</p>
              <p>{visit.address}</p>
              <Form method="post" className="mt-3">
                <Button type="submit" name="intent" value="cancel" variant="outline">
                  Cancel the visit
                </Button>
              </Form>
            </Section>
          ) : null}
          <Section title={visit ? "Choose another time" : "Where and when"}>
            <VisitForm
              address={loaderData.address}
              reply={actionData}
              phone={loaderData.phone}
              forCustomer={false}
            />
          </Section>
        </>
      )}
    </>
  );
}
