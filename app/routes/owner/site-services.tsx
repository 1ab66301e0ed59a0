import { data } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { siteContent } from "~/content/site-content.server";
import { LinkCards, ownerMeta, PageHeading, UpLink } from "~/owner/owner-ui";
import { publishingContext } from "~/publishing/site-publishing.server";
import { servicesPage } from "~/services/services-editor.server";
import type { Route } from "./+types/site-services";

export const meta: Route.MetaFunction = () => ownerMeta("Services");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const { drafts } = context.get(publishingContext);
  return servicesPage(
    drafts,
    siteContent().services.map((service) => service.slug),
  );
}

/** Nothing is posted here; a post is refused as on the other Website pages (staff: 403). */
export function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context, "change the site");
  throw data(null, { status: 405 });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Services">
        What each service's page says. Open one to change its words; its pictures and its place in
        the list stay as they are.
      </PageHeading>
      <LinkCards
        className="block min-h-12 rounded-card bg-white p-4 shadow-card"
        links={loaderData.services.map((service) => ({
          to: `/owner/site/services/${service.slug}`,
          title: service.title,
          about: service.summary,
        }))}
      />
    </>
  );
}
