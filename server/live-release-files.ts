import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { siteAddresses } from "../app/addresses.server";
import {
  readBuiltContent,
  replaceLiveContent,
  withContent,
} from "../app/content/site-content.server";
import { codeStampOf, recordLiveRelease } from "../app/publishing/live-release.server";
import { checkBuiltContent } from "../app/site/site-content";
import { prepareNotFoundPage } from "./not-found-page";
import {
  indexStaticFiles,
  type NotFoundPage,
  type StaticIndex,
  serveStaticFiles,
} from "./static-files";

/**
 * The files of the release the site serves (pages, their data, pictures, scripts), which a
 * publish replaces in one step, in this process: the new release's files are indexed and its
 * 404 page rendered first, then the files and the content switch together between two
 * requests (`switchTo`). The code stays the same, so nothing is imported again and memory
 * stays flat however often the owner publishes (decision 030).
 */
export class LiveReleaseFiles {
  private index: StaticIndex;
  private serve: ReturnType<typeof serveStaticFiles>;
  private readonly queryReadBy: (pagePath: string) => readonly string[];

  constructor(
    clientDir: string,
    private readonly options: { https: boolean; build: ServerBuild; dataDir: string },
    notFoundPage?: NotFoundPage,
  ) {
    this.index = indexStaticFiles(clientDir, options);
    this.queryReadBy = siteAddresses(options.build).queryReadBy;
    this.serve = serveStaticFiles(this.index, notFoundPage, this.queryReadBy);
  }

  readonly handler = (request: Request, response: Response, next: NextFunction) =>
    this.serve(request, response, next);

  /** Serves release `id` (a folder laid out as a build) from now on, and after a restart. */
  async switchTo({ id, dir }: { id: string; dir: string }) {
    const content = readBuiltContent(
      path.join(dir, "server", "site-content.json"),
      checkBuiltContent,
    );
    const notFoundPage = await withContent(content, () =>
      prepareNotFoundPage(this.options.build, { https: this.options.https }),
    );
    // The files the publish linked unchanged keep what is in memory of them already.
    const index = indexStaticFiles(path.join(dir, "client"), this.options, this.index);
    const serve = serveStaticFiles(index, notFoundPage, this.queryReadBy);
    // Recorded first: if that fails, nothing has switched and the publish says so.
    recordLiveRelease(this.options.dataDir, { id, dir, codeStamp: codeStampOf(dir) });
    // One synchronous step: no request sees the new pages with the old content, or the reverse.
    this.index = index;
    this.serve = serve;
    replaceLiveContent(content);
  }
}
