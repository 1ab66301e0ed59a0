import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { siteContent } from "../app/content/site-content.server";
import type { OwnerArea } from "../app/server-context";
import type { Services } from "./services";

/** What a request under /owner gets to work with (see `OwnerArea`). */
export function ownerServicesFor(
  request: Request,
  services: Pick<
    Services,
    | "db"
    | "guards"
    | "outbox"
    | "mail"
    | "push"
    | "photosDir"
    | "publishing"
    | "reviews"
    | "pageViews"
    | "credentialLapses"
    | "dataDir"
    | "diskSpace"
  >,
  {
    mailFrom,
    ...site
  }: Pick<OwnerArea, "https" | "siteUrl" | "renderPage"> & { mailFrom?: string },
): OwnerArea {
  const { company } = siteContent();
  const { siteUrl } = site;
  const { db, photosDir, push, publishing, reviews } = services;
  return {
    ...site,
    db,
    photosDir,
    dataDir: services.dataDir,
    push,
    publishing,
    reviews,
    ipHash: services.guards.ipHash(request.ip ?? "unknown"),
    wakeOutbox: () => services.outbox.wake(),
    writeCounts: () => services.pageViews.flush(),
    credentials: () => services.credentialLapses.credentials(),
    diskSpace: services.diskSpace,
    sendEmail: mailFrom
      ? async (message) => {
          const from = { name: `${company.tradingName} website`, address: mailFrom };
          const messageId = `<${randomUUID()}@${new URL(siteUrl).hostname}>`;
          const sent = await services.mail.send(
            { ...message, from, to: { address: message.to } },
            messageId,
          );
          return sent.ok;
        }
      : undefined,
  };
}
