import { may } from "~/accounts/permissions";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { LinkCards, ownerMeta, PageHeading, Section } from "~/owner/owner-ui";
import { VisitFeed, VisitGroups } from "~/owner/visits/visit-list";
import {
  feedAddressForm,
  renewVisitFeedAddress,
  visitFeedAddresses,
} from "~/visits/visit-feed.server";
import { visitsPage } from "~/visits/visit-list.server";
import { visitsContext } from "~/visits/visit-services.server";
import type { Route } from "./+types/visits";

export const meta: Route.MetaFunction = () => ownerMeta("Visits");

/** Everyone who works the leads sees the visits; the feed's secret address is the owners'. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const visits = context.get(visitsContext);
  const { siteUrl } = context.get(ownerRequestContext);
  const owner = may(user, "set up visits");
  return {
    groups: visitsPage(visits.db, {
      now: visits.now(),
      settings: visits.settings(),
      placeOf: visits.placeOf,
    }),
    feed: owner
      ? { addresses: visitFeedAddresses(visits.db, { secret: visits.secret, siteUrl }) }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "set up visits");
  const { db, secret } = context.get(visitsContext);
  const by = {
    userId: user.id,
    email: user.email,
    ipHash: context.get(ownerRequestContext).ipHash,
  };
  return answerForm(
    await readForm(request, feedAddressForm),
    () => renewVisitFeedAddress(db, secret, by),
    {
      form: "feed",
    },
  );
}

export default function Visits({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, feed } = loaderData;
  return (
    <>
      <PageHeading title="Visits">
        The survey visits booked from today on, with the drive from the one before.
      </PageHeading>
      <VisitGroups groups={groups} />
      {feed ? (
        <>
          <Section title="In your phone's calendar">
            <VisitFeed addresses={feed.addresses} reply={actionData} />
          </Section>
          <Section title="Settings">
            <LinkCards
              links={[
                {
                  to: "/owner/visits/settings",
                  title: "Booking settings",
                  about:
                    "How long a visit is, how many a day, how far ahead; your busy times and your calendar.",
                },
              ]}
            />
          </Section>
        </>
      ) : null}
    </>
  );
}
