import type { Request } from "express";
import { siteContent } from "../../app/content/site-content.server";
import type { OwnerArea } from "../../app/owner/owner-area";
import type { Services } from "../services";

/** What a request under /owner gets to work with (see `OwnerArea`). */
export function ownerAreaFor(
  request: Request,
  services: Pick<Services, "db" | "guards">,
  { https, siteUrl }: { https: boolean; siteUrl: string },
): OwnerArea {
  return {
    db: services.db,
    https,
    ipHash: services.guards.ipHash(request.ip ?? "unknown"),
    companyName: siteContent.company.tradingName,
    siteUrl,
  };
}
