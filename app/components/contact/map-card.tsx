import { ExternalLink, MapPinned } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatAddress } from "~/company/contact-format";
import { FyldeMap } from "~/components/fylde-map";
import { PostalAddress } from "~/components/postal-address";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { usePagePath } from "~/lib/react-router-internals";
import { useCompany } from "~/site/use-company";
import type { MapPlace } from "~/town-pages/service-area";

interface MapCardProps {
  title: string;
  text: string;
  places: MapPlace[];
  /** True when the page was asked for with ?map=show (the no-JavaScript way to load the map). */
  initiallyShown: boolean;
}

/**
 * A map that asks first: a drawn preview, and the real map from OpenStreetMap only once the
 * visitor chooses "Show map". Nothing from a third party loads before that.
 */
export function MapCard({ title, text, places, initiallyShown }: MapCardProps) {
  const company = useCompany();
  // The page the card is on, for the no-JavaScript "Show map" link.
  const pathname = usePagePath();
  const [shown, setShown] = useState(initiallyShown);
  const { latitude, longitude } = company.geo;
  const span = { lat: 0.012, lon: 0.022 };
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - span.lon}%2C${latitude - span.lat}%2C${longitude + span.lon}%2C${latitude + span.lat}&layer=mapnik&marker=${latitude}%2C${longitude}`;
  const openInMaps = `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;

  return (
    <Card id="map" className="overflow-hidden">
      {/* Drawn only when it comes near the screen: its size is fixed by the aspect ratio, so
          skipping it moves nothing (decision 015). */}
      <div className="aspect-[4/3] bg-navy-800 [content-visibility:auto]">
        {shown ? (
          <iframe
            title={`Map showing ${company.tradingName}, ${formatAddress(company.address)}`}
            src={embed}
            className="size-full border-0"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <FyldeMap
            places={places}
            headOffice={{ name: company.tradingName, ...company.geo }}
            className="size-full object-cover"
            title={`Drawn map of the Fylde coast with our head office in ${company.address.locality ?? company.address.town} and the towns we cover`}
          />
        )}
      </div>
      <div className="p-6">
        <h3 className="text-2xl">{title}</h3>
        <p className="mt-2 text-muted">{text}</p>
        <PostalAddress address={company.address} className="mt-3 font-semibold text-navy-900" />
        <div className="mt-5 flex flex-wrap gap-3">
          {shown ? null : (
            <Link
              to={{ pathname, search: "?map=show", hash: "map" }}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setShown(true);
              }}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              <MapPinned aria-hidden="true" />
              Show map
            </Link>
          )}
          <a href={openInMaps} className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
            <ExternalLink aria-hidden="true" />
            Open in maps
          </a>
        </div>
        {shown ? null : (
          <p className="mt-3 text-muted text-xs">
            The map comes from OpenStreetMap and only loads when you choose to show it.
          </p>
        )}
      </div>
    </Card>
  );
}
