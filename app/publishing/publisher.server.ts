import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { ContentCatalogue, DatabaseContent } from "~/content/content-catalogue";
import type { ContentErrors } from "~/content/content-reader.server";
import type { Db } from "~/db/database.server";
import type { ContentHistory } from "./content-history.server";
import type { DraftChange, Drafts } from "./drafts.server";
import { releasesDirIn } from "./live-release.server";
import { PublishFailure } from "./publish-failure.server";
import { PublishRecords, type PublishRequest, type PublishRow } from "./publish-records.server";
import { removeRelease, renderRelease } from "./release-renderer.server";
import { replaceFolder } from "./replace-folder.server";
import type { SiteSource } from "./site-source.server";
import { publishedContentIn, publishWorkDirIn } from "./workspace.server";

export interface PublisherOptions {
  db: Db;
  dataDir: string;
  /** What the site is built from: its code, and the content the drafts apply to. */
  source: SiteSource;
  drafts: Drafts;
  history: ContentHistory;
  logger: Logger;
  /**
   * Makes a finished release the live site, in this process (`server/live-release-files.ts`);
   * none in tests that only look at the releases made.
   */
  goLive?: (release: { id: string; dir: string }) => Promise<void>;
  /** The build the site serves when it starts, whose code and assets a release reuses. */
  codeDir: string;
  /** Renders a page with the running site's routes (`renderRelease`). */
  renderPage: (page: string) => Promise<Response>;
  /** What stops content being published, in the owner's words. */
  describeProblems: (errors: ContentErrors, contentDir: string) => string[];
  /** How the content is read, and what it makes. */
  catalogue: ContentCatalogue;
  /** The content kept in the database (verified reviews) as it is now: every publish takes it in. */
  fromDatabase?: () => DatabaseContent;
  /** Builds kept besides the live one, for a quick switch back. */
  keepReleases?: number;
}

/**
 * Publishing: one publish at a time, in the background, of the content with the drafts applied
 * (or an earlier version's content, to restore it). Content that cannot be published leaves the
 * live site and content/ as they were. Otherwise its pages are rendered into a release
 * (DATA_DIR/releases/ID, `release-renderer.server.ts`), its content is written to content/ and
 * recorded as a version, and the site switches to the release (`goLive`).
 */
export class Publisher {
  readonly records: PublishRecords;
  private draining = false;
  private running: Promise<void> = Promise.resolve();

  /** The release (or the build) the site serves, whose code and assets a new one reuses. */
  private codeDir: string;

  constructor(private readonly options: PublisherOptions) {
    this.records = new PublishRecords(options.db);
    this.codeDir = options.codeDir;
  }

  /**
   * Queues a publish of the drafts, of an earlier version (`restoreOf`), or of the content as
   * it is (`withDrafts: false`, after a new release's content was taken in); starts it if idle.
   */
  request(change: PublishRequest): number {
    const id = this.records.queue(change);
    void this.runQueued();
    return id;
  }

  /**
   * When the site starts: a publish a restart cut short is failed, saying so; a switch to a
   * release other than the one it runs did not happen. Publishes still queued go on here.
   */
  resume(liveReleaseId: number | undefined) {
    this.records.failUnfinished(liveReleaseId);
    void this.runQueued();
  }

  /** Publishes what is queued, in order; while that runs, the same run (which takes new ones too). */
  runQueued(): Promise<void> {
    if (!this.draining) {
      this.draining = true;
      this.running = this.drainQueue();
    }
    return this.running;
  }

  /** Resolves once no publish is running: the database can then be closed. */
  idle(): Promise<void> {
    return this.draining ? this.running : Promise.resolve();
  }

  private async drainQueue() {
    try {
      for (let next = this.records.nextQueued(); next; next = this.records.nextQueued())
        await this.publish(next);
    } finally {
      // In the same step that found the queue empty: a request queued after it starts a new run.
      this.draining = false;
    }
  }

  private async publish(row: PublishRow): Promise<void> {
    const { drafts, history, dataDir, logger } = this.options;
    this.records.start(row.id);
    const releaseId = `${row.id}-${Date.now()}`;
    const releaseDir = path.join(releasesDirIn(dataDir), releaseId);
    try {
      const { contentDir } = this.options.source;
      const restoring = row.restoreOf !== null ? this.records.find(row.restoreOf) : undefined;
      let published: Record<string, DraftChange> = {};
      const contentFrom = path.join(publishWorkDirIn(dataDir), "content");
      rmSync(contentFrom, { recursive: true, force: true });
      if (restoring) {
        if (!restoring.version) throw new PublishFailure("That version cannot be found any more.");
        history.contentAt(restoring.version, contentFrom);
      } else if (!row.withDrafts) {
        cpSync(contentDir, contentFrom, { recursive: true, preserveTimestamps: true });
      } else {
        const conflicts = drafts.conflicts();
        if (conflicts.length > 0)
          throw new PublishFailure(
            `Someone changed ${conflicts.join(", ")} on the server since you began editing. Nothing was published. Open each one: your draft is kept, and you can make your change again on the new version.`,
          );
        published = drafts.changes();
        cpSync(contentDir, contentFrom, { recursive: true, preserveTimestamps: true });
        drafts.applyTo(contentFrom, published);
      }
      mkdirSync(releasesDirIn(dataDir), { recursive: true });
      const started = Date.now();
      await renderRelease({
        contentDir: contentFrom,
        codeDir: this.codeDir,
        releaseDir,
        cacheDir: this.options.source.cacheDir,
        nodeModulesDir: path.join(this.options.source.codeDir, "node_modules"),
        renderPage: this.options.renderPage,
        describeProblems: this.options.describeProblems,
        catalogue: this.options.catalogue,
        fromDatabase: this.options.fromDatabase?.(),
      });
      logger.info({ publish: row.id, ms: Date.now() - started }, "release rendered");

      // The release is made: content/ becomes what it shows, and a version.
      replaceFolder(contentDir, contentFrom);
      replaceFolder(publishedContentIn(dataDir), contentFrom);
      const version = history.record({
        message: row.summary,
        author: { name: row.requestedBy, email: row.requestedBy },
      });
      drafts.clear(published);
      this.records.switching(row.id, { releaseDir, version });
      await this.options.goLive?.({ id: String(row.id), dir: releaseDir });
      this.records.finish(row.id, "live");
      // The next publish starts from what is live now.
      this.codeDir = releaseDir;
      this.pruneReleases(releaseDir);
    } catch (error) {
      removeRelease(releaseDir);
      const message =
        error instanceof PublishFailure
          ? error.message
          : "Publishing stopped on an unexpected error. The live site is unchanged. The server's log has the details for your developer.";
      if (!(error instanceof PublishFailure)) logger.error({ err: error }, "publish failed");
      this.records.finish(row.id, "failed", message);
    }
  }

  private pruneReleases(live: string) {
    const dir = releasesDirIn(this.options.dataDir);
    const keep = this.options.keepReleases ?? 2;
    const old = readdirSync(dir)
      .map((name) => path.join(dir, name))
      .filter((release) => release !== live)
      .sort(
        (a, b) => Number.parseInt(path.basename(b), 10) - Number.parseInt(path.basename(a), 10),
      );
    for (const release of old.slice(keep)) rmSync(release, { recursive: true, force: true });
  }
}
