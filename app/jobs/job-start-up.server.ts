import type { Logger } from "pino";
import { cleanUpOrphanPhotos } from "~/photos/photo-store.server";
import { cleanUpJobDocuments } from "./document-files.server";
import { createJobServices, type JobServices } from "./job-services.server";
import { startUpdateDigests } from "./job-updates.server";

/**
 * Jobs at the server's start, before any request: the job files a crash or a rollback left with
 * no row go, and the evening email of updates starts on the clock. Returns the services the job pages are handed, and what stops the clock.
 */
export function startJobs(given: Parameters<typeof createJobServices>[0] & { logger: Logger }): {
  jobs: JobServices;
  stop: () => void;
} {
  const { logger, ...settings } = given;
  const jobs = createJobServices(settings);
  cleanUpOrphanPhotos(jobs.db, jobs.photosDir, { logger, table: "job_photos" });
  const strays = cleanUpJobDocuments(jobs.db, jobs.documentsDir);
  if (strays > 0) logger.info({ deleted: strays }, "jobs: deleted documents no job refers to");
  const digests = startUpdateDigests(jobs, logger);
  return { jobs, stop: () => digests.stop() };
}
