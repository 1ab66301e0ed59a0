import type { RouterContextProvider } from "react-router";
import { feedMediaType, subscriptionFeed } from "~/calendars/ics";
import { photoAnswer, storedPhoto } from "~/photos/photo-answer.server";
import { smallNameOf } from "~/photos/small-copies.server";
import { openLink } from "~/private-links/private-page.server";
import { nextVisits, visitEvent } from "./job-dates.server";
import { jobLinkPurpose } from "./job-links.server";
import { type JobServices, jobsContext } from "./job-services.server";
import { type Job, jobById } from "./job-store.server";
import { jobPhotoFiles } from "./job-updates.server";

/**
 * What a job's link serves besides its page: the calendar of its visits, its photos and its
 * documents. Only to the link's holder; private, never kept by a shared cache. (`nosniff` is on
 * every answer of the server: `server/security/headers.ts`.)
 */

export const privateFile = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The job a link opens, or why not (`openLink`: a stranger, a guesser). */
export function openJobLink(context: Readonly<RouterContextProvider>, token: string | undefined) {
  const services = context.get(jobsContext);
  const opened = openLink(context, jobLinkPurpose, token);
  if (opened.problem) return opened;
  const job = jobById(services.db, opened.opens);
  if (!job) return { problem: "unknown" as const };
  return { problem: null, job, services };
}

/** The job a link opens, or the response that says why not (429 guessing, 404 no such link). */
export function jobOfLink(context: Readonly<RouterContextProvider>, token: string | undefined) {
  const opened = openJobLink(context, token);
  if (opened.problem)
    return {
      refused:
        opened.problem === "busy"
          ? new Response("Too many requests", {
              status: 429,
              headers: { ...privateFile, "Retry-After": "600" },
            })
          : new Response("Not found", { status: 404, headers: privateFile }),
    };
  return { job: opened.job, services: opened.services };
}

/** The job's visits to come, as a calendar file the customer's phone opens. */
export function visitsCalendar(
  context: Readonly<RouterContextProvider>,
  token: string | undefined,
): Response {
  const opened = jobOfLink(context, token);
  if (opened.refused) return opened.refused;
  const { job, services } = opened;
  const now = services.now();
  const events = nextVisits(services.db, job.id, now).map((visit) =>
    visitEvent(services, job, visit, "CONFIRMED"),
  );
  const body = subscriptionFeed(events, {
    stamp: new Date(now),
    name: `${services.mail().company.tradingName}: ${job.title}`,
  });
  return new Response(body, {
    headers: {
      ...privateFile,
      "Content-Type": feedMediaType,
      "Content-Disposition": 'attachment; filename="visits.ics"',
    },
  });
}

/**
 * A photo of the job (`?size=small`: its 480 px thumbnail; `?size=tiny`: its 240 px copy), named
 * after the job, never the sender's file.
 */
export async function jobPhotoResponse(
  services: JobServices,
  job: Job,
  photoId: string | undefined,
  request: Request,
): Promise<Response> {
  const photo = /^\d{1,12}$/.test(photoId ?? "")
    ? jobPhotoFiles(services.db, job.id, Number(photoId))
    : undefined;
  if (!photo) return new Response("Not found", { status: 404, headers: privateFile });
  const size = new URL(request.url).searchParams.get("size");
  const thumb = () => storedPhoto(services.photosDir, photo.thumbFileName);
  const bytes =
    size === "tiny"
      ? await storedPhoto(services.photosDir, smallNameOf(photo.fileName)).catch(thumb)
      : size === "small"
        ? await thumb()
        : await storedPhoto(services.photosDir, photo.fileName);
  const answer = photoAnswer(bytes, `job-${job.id}-photo-${photoId}${size ? `-${size}` : ""}.jpg`);
  for (const [name, value] of Object.entries(privateFile)) answer.headers.set(name, value);
  return answer;
}

/** The customer's view of a photo: through their job's link only. */
export async function customerJobPhoto(
  context: Readonly<RouterContextProvider>,
  token: string | undefined,
  photoId: string | undefined,
  request: Request,
) {
  const opened = jobOfLink(context, token);
  if (opened.refused) return opened.refused;
  return jobPhotoResponse(opened.services, opened.job, photoId, request);
}
