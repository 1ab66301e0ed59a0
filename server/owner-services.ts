import type { Request } from "express";
import type { RouterContextProvider } from "react-router";
import { type OwnerRequest, ownerRequestContext } from "../app/accounts/signed-in.server";
import { calendarReadingContext } from "../app/calendars/calendar-reading.server";
import { siteContent } from "../app/content/site-content.server";
import { credentialsContext } from "../app/credentials/credential-lapses.server";
import { diskSpaceContext } from "../app/disk-space/disk-space.server";
import { jobFilesOfLeads } from "../app/jobs/job-folders.server";
import { leadsContext } from "../app/leads/lead-forms.server";
import { publishingContext } from "../app/publishing/site-publishing.server";
import { pushContext } from "../app/push/push-alerts.server";
import { reviewsContext } from "../app/reviews/review-services.server";
import { visitCountsContext } from "../app/traffic/page-views.server";
import type { Services } from "./services";

/** What a request under /owner gets to work with, each part in its feature's context. */
export function setOwnerServices(
  context: RouterContextProvider,
  request: Request,
  services: Pick<
    Services,
    | "db"
    | "guards"
    | "outbox"
    | "mail"
    | "push"
    | "photosDir"
    | "jobs"
    | "publishing"
    | "reviews"
    | "pageViews"
    | "credentialLapses"
    | "dataDir"
    | "diskSpace"
    | "calendarReading"
  >,
  { mailFrom, ...site }: Pick<OwnerRequest, "https" | "siteUrl"> & { mailFrom?: string },
) {
  const { company } = siteContent();
  const { db } = services;
  context.set(ownerRequestContext, {
    ...site,
    db,
    ipHash: services.guards.ipHash(request.ip ?? "unknown"),
    mail: mailFrom
      ? {
          from: { name: `${company.tradingName} website`, address: mailFrom },
          queued: () => services.outbox.wake(),
        }
      : undefined,
  });
  context.set(leadsContext, {
    photosDir: services.photosDir,
    // A lead deleted takes its job's photos and documents with it.
    moreFiles: jobFilesOfLeads(services.jobs),
    wakeOutbox: () => services.outbox.wake(),
  });
  context.set(publishingContext, services.publishing);
  context.set(pushContext, services.push);
  context.set(reviewsContext, services.reviews);
  context.set(visitCountsContext, { writeCounts: () => services.pageViews.flush() });
  context.set(diskSpaceContext, services.diskSpace);
  context.set(calendarReadingContext, services.calendarReading);
  context.set(credentialsContext, {
    credentials: () => services.credentialLapses.credentials(),
    dataDir: services.dataDir,
  });
}
