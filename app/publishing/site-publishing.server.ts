import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Logger } from "pino";
import { createContext } from "react-router";
import { liveContent, type SiteContent } from "~/content/site-content.server";
import { contentHistory } from "./content-history.server";
import { Drafts } from "./drafts.server";
import { prepareVariants } from "./image-pipeline.server";
import { Previewer } from "./previewer.server";
import { Publisher, type PublisherOptions } from "./publisher.server";
import { takeInReleaseContent } from "./release-content.server";
import { type SiteSource, siteSource } from "./site-source.server";
import { publishWorkDirIn } from "./workspace.server";

/** The owner's editing: drafts of content/, and the publisher that puts them live. */
export type SitePublishing = ReturnType<typeof sitePublishing>;

/** Requests under /owner only. */
export const publishingContext = createContext<SitePublishing>();

/**
 * Sets publishing up in the site's process: a finished release goes live in this process
 * (`goLive`, `server/live-release-files.ts`).
 */
export function sitePublishing({
  sourceDir,
  draftPictureUrl,
  liveReleaseId,
  nameOf,
  ...options
}: {
  sourceDir: string;
  /** Where the preview serves a photo only the drafts have. */
  draftPictureUrl: (key: string) => string;
  /** The publish whose release the site runs; none when it runs the build it was given. */
  liveReleaseId?: string;
  /** A content file as the owner knows it ("FAQs", "Projects: cart lane"). */
  nameOf: (file: string) => string;
} & Omit<PublisherOptions, "source" | "drafts" | "history" | "keepReleases">) {
  const { dataDir, logger, fromDatabase } = options;
  const source = siteSource(sourceDir, dataDir);
  const releaseId = Number(liveReleaseId) || undefined;
  // The site runs a release's own build: just deployed, or never published on.
  const startedFromRelease = source.kind === "release" && releaseId === undefined;
  const takenIn = startedFromRelease ? takeInRelease(source, dataDir, logger) : undefined;
  const drafts = new Drafts(path.join(dataDir, "drafts"), source.contentDir);
  const history = contentHistory(source.contentDir, path.join(dataDir, "versions"));
  const publisher = new Publisher({ ...options, source, drafts, history });
  publisher.resume(releaseId);
  // After resume: a publish a restart cut short is failed by now, and one still queued
  // publishes the owner's content anyway.
  if (takenIn?.differsFromRelease && !publisher.records.inProgress())
    publisher.request({
      by: "Website",
      summary: "Your published changes, put back after your developer updated the site",
      note: bothChangedNote(takenIn.keptOwnersVersion.map(nameOf)),
      withDrafts: false,
    });
  else if (fromDatabase && !publisher.records.inProgress() && !isLive(fromDatabase().content))
    publisher.request({
      by: "Website",
      summary: "Your customers' reviews, put back after your developer updated the site",
      withDrafts: false,
    });
  // An uploaded photo's sizes for the site are made now, in the background, so that publishing
  // it takes no picture work. Two photos at a time: one per core (an encoding uses one thread).
  const lanes: Promise<void>[] = [Promise.resolve(), Promise.resolve()];
  let nextLane = 0;
  const preparePhoto = (bytes: Buffer, fileName: string) => {
    const lane = nextLane++ % lanes.length;
    lanes[lane] = (lanes[lane] ?? Promise.resolve())
      .then(() => prepareVariants(bytes, fileName, path.join(source.cacheDir, "images")))
      .catch((error) =>
        logger.warn({ err: error, photo: fileName }, "a photo's sizes were not made ahead"),
      );
  };
  return {
    drafts,
    publisher,
    /**
     * Renders a public page (a path such as `/faqs`) afresh with the site's routes, as a visitor
     * would get it; `withContent` around it decides which content it shows (the owner's preview).
     */
    renderPage: options.renderPage,
    preparePhoto,
    previewer: new Previewer({
      dataDir,
      source,
      drafts,
      pictureUrl: draftPictureUrl,
      catalogue: options.catalogue,
      fromDatabase,
    }),
    /** Where the owner's photo uploads are checked and re-encoded before they become drafts. */
    photoWorkDir: path.join(publishWorkDirIn(dataDir), "uploads"),
    /** Small copies of the projects' photos for the owner's editor, by the photo's hash. */
    thumbsDir: path.join(publishWorkDirIn(dataDir), "thumbs"),
  };
}

/** Whether the site shows the database's content as it is (a new build has none until it publishes). */
const isLive = (content: Partial<SiteContent>) =>
  Object.entries(content).every(([part, value]) =>
    isDeepStrictEqual(liveContent().content[part as keyof SiteContent], value),
  );

/**
 * A release's content, taken into the data folder when the site starts from the release's own
 * build: the content the owner publishes from gets the developer's changes
 * (`release-content.ts`). Its pictures need no taking in: a publish reuses the build's.
 */
function takeInRelease(source: SiteSource, dataDir: string, logger: Logger) {
  const takenIn = takeInReleaseContent({
    releaseContentDir: path.join(source.codeDir, "content"),
    contentDir: source.contentDir,
    baseDir: path.join(dataDir, "site", "release-content"),
  });
  if (takenIn.keptOwnersVersion.length > 0)
    logger.warn(
      { files: takenIn.keptOwnersVersion },
      "the release changed content files the owner had also changed: the owner's versions were kept",
    );
  return takenIn;
}

/**
 * What the owner is told of a developer's update that changed what the owner had changed too
 * (`bothChanged`, by name): the owner's version was kept.
 */
export function bothChangedNote(bothChanged: string[]): string | undefined {
  const names = [...new Set(bothChanged)];
  if (names.length === 0) return undefined;
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return (
    `Your developer's update changed ${list} too, and your version is the one on the site. ` +
    "If their change is still wanted, ask them to make it again on yours."
  );
}
