import { ArrowRight, Check, FileText } from "lucide-react";
import { ResponsiveImage } from "~/components/responsive-image";
import { ServiceIcon } from "~/components/service-icon";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { Picture } from "~/content/responsive-image";
import type { Service } from "~/services/service";

type ServiceCardData = Pick<Service, "slug" | "title" | "icon" | "description" | "features"> & {
  image: Picture;
};

export function ServiceCard({
  service,
  priority,
}: {
  service: ServiceCardData;
  priority?: boolean;
}) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <ResponsiveImage
        image={service.image}
        priority={priority}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
        className="aspect-[3/2] overflow-hidden"
        imgClassName="h-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <ServiceIcon icon={service.icon} size="md" />
          <h2 className="text-3xl">{service.title}</h2>
        </div>
        <p className="mt-3">{service.description}</p>
        <ul className="mt-4 flex-1 space-y-2">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
          <ButtonLink to={`/contact?service=${service.slug}`} size="sm">
            <FileText aria-hidden="true" />
            Get Your Quote<span className="sr-only"> for {service.title.toLowerCase()}</span>
          </ButtonLink>
          <ButtonLink to={`/services/${service.slug}`} size="sm" variant="outline">
            {service.title} details
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
