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
    "db" | "guards" | "outbox" | "mail" | "push" | "photosDir" | "publishing" | "reviews"
  >,
  {
    https,
    siteUrl,
    mailFrom,
    renderPage,
  }: {
    https: boolean;
    siteUrl: string;
    mailFrom?: string;
    renderPage: OwnerArea["renderPage"];
  },
): OwnerArea {
  const { company } = siteContent();
  return {
    db: services.db,
    https,
    ipHash: services.guards.ipHash(request.ip ?? "unknown"),
    siteUrl,
    photosDir: services.photosDir,
    wakeOutbox: () => services.outbox.wake(),
    push: services.push,
    publishing: services.publishing,
    reviews: services.reviews,
    renderPage,
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
