import cluster from "node:cluster";
import path from "node:path";
import type { Logger } from "pino";
import type { Db } from "../db/database";
import { isLiveMessage } from "../site/worker-messages";
import { contentHistory } from "./content-history";
import { Drafts } from "./drafts";
import { Previewer } from "./previewer";
import { Publisher } from "./publisher";
import { publishWorkDirIn } from "./workspace";

/** The owner's editing: drafts of content/, and the publisher that puts them live. */
export interface SitePublishing {
  drafts: Drafts;
  publisher: Publisher;
  /** The owner's preview of the drafts, built aside. */
  previewer: Previewer;
  /** Where the owner's photo uploads are checked and re-encoded before they become drafts. */
  photoWorkDir: string;
  /** Small copies of the projects' photos for the owner's editor, by the photo's hash. */
  thumbsDir: string;
}

/**
 * Sets publishing up in the site's worker: a finished build goes to the supervisor to switch
 * to; the worker it starts is told when it has taken over, and marks that publish live.
 */
export function sitePublishing({
  db,
  dataDir,
  sourceDir,
  logger,
}: {
  db: Db;
  dataDir: string;
  sourceDir: string;
  logger: Logger;
}): SitePublishing {
  const contentDir = path.join(sourceDir, "content");
  const drafts = new Drafts(path.join(dataDir, "drafts"), contentDir);
  const publisher = new Publisher({
    db,
    dataDir,
    sourceDir,
    drafts,
    history: contentHistory(contentDir, path.join(dataDir, "versions")),
    logger,
    goLive: ({ id, dir }) => {
      if (!cluster.isWorker || !process.send) return false;
      process.send({ type: "go-live", releaseId: id, releaseDir: dir });
      return true;
    },
  });
  const releaseId = Number(process.env.SITE_RELEASE_ID) || undefined;
  if (cluster.isWorker && releaseId !== undefined)
    process.on("message", (message) => {
      if (isLiveMessage(message)) publisher.markLive(releaseId);
    });
  publisher.resume(releaseId);
  return {
    drafts,
    publisher,
    previewer: new Previewer({ dataDir, sourceDir, drafts, logger }),
    photoWorkDir: path.join(publishWorkDirIn(dataDir), "uploads"),
    thumbsDir: path.join(publishWorkDirIn(dataDir), "thumbs"),
  };
}
