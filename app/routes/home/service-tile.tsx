import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ServiceIcon } from "~/components/service-icon";
import type { Service } from "~/services/service";

export type ServiceTileData = Pick<Service, "slug" | "title" | "summary" | "icon">;

/** A home-page tile: the whole tile leads to the service's own page. */
export function ServiceTile({ service }: { service: ServiceTileData }) {
  return (
    <article className="group relative flex h-full flex-col rounded-card border border-navy-100 bg-white p-6 shadow-card transition-shadow hover:shadow-lift">
      <ServiceIcon icon={service.icon} />
      <h3 className="mt-5 text-3xl">
        <Link
          to={`/services/${service.slug}`}
          className="after:absolute after:inset-0 after:rounded-card"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-muted">{service.summary}</p>
      <p
        aria-hidden="true"
        className="mt-4 flex items-center gap-1.5 font-semibold text-navy-700 group-hover:underline"
      >
        Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  );
}
