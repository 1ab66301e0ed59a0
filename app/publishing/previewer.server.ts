import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Drafts } from "./drafts.server";
import { hashText } from "./drafts.server";
import { PublishFailure, runSiteBuild } from "./site-build.server";
import { cannotBuildFrom, type SiteSource } from "./site-source.server";
import { prepareWorkspace, publishWorkDirIn } from "./workspace.server";

export interface PreviewState {
  status: "building" | "ready" | "failed";
  by: string;
  startedAt: string;
  finishedAt?: string;
  message?: string;
  /** Which drafts it shows (a hash of the list of changes). */
  drafts: string;
}

/**
 * The owner's preview of their drafts: the site built exactly as a publish would build it, in
 * a workspace of its own, but kept aside (DATA_DIR/publish/preview/site) for the owner to look
 * at instead of going live. One at a time; a new one replaces the last. Builds never overlap
 * with a publish's (`runSiteBuild` runs one at a time).
 */
export class Previewer {
  private readonly dir: string;
  private running: Promise<void> | undefined;

  constructor(
    private readonly options: {
      dataDir: string;
      source: SiteSource;
      drafts: Drafts;
      logger: Logger;
      buildCommand?: string[];
    },
  ) {
    this.dir = path.join(publishWorkDirIn(options.dataDir), "preview");
    const state = this.readState();
    // A worker that stopped (a restart, a publish's switch) while building left this behind.
    if (state?.status === "building" && !this.running)
      this.writeState({
        ...state,
        status: "failed",
        message: "The preview was interrupted by a restart of the site. Make it again.",
      });
  }

  /** The preview's prerendered site: DATA_DIR/publish/preview/site (build/client of its build). */
  get siteDir(): string {
    return path.join(this.dir, "site");
  }

  /** The last preview asked for, and whether the drafts have changed since (`stale`). */
  state(): (PreviewState & { stale: boolean }) | undefined {
    const state = this.readState();
    return state && { ...state, stale: state.drafts !== this.draftsNow() };
  }

  /** Starts a preview of the drafts as they are now, unless one is being made. */
  request(by: string): void {
    if (this.running) return;
    const state: PreviewState = {
      status: "building",
      by,
      startedAt: new Date().toISOString(),
      drafts: this.draftsNow(),
    };
    this.writeState(state);
    this.running = this.build(state).finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when the preview being made is made (tests). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async build(state: PreviewState) {
    const { source, drafts, logger } = this.options;
    const workDir = path.join(this.dir, "work");
    const contentFrom = path.join(this.dir, "content");
    try {
      const cannotBuild = cannotBuildFrom(source);
      if (cannotBuild) throw new PublishFailure(cannotBuild);
      rmSync(contentFrom, { recursive: true, force: true });
      cpSync(source.contentDir, contentFrom, { recursive: true, preserveTimestamps: true });
      drafts.applyTo(contentFrom);
      prepareWorkspace(source, workDir, contentFrom);
      await runSiteBuild(workDir, this.options);
      const previous = `${this.siteDir}.previous`;
      rmSync(previous, { recursive: true, force: true });
      if (existsSync(this.siteDir)) renameSync(this.siteDir, previous);
      renameSync(path.join(workDir, "build", "client"), this.siteDir);
      rmSync(previous, { recursive: true, force: true });
      this.writeState({ ...state, status: "ready", finishedAt: new Date().toISOString() });
    } catch (error) {
      if (!(error instanceof PublishFailure)) logger.error({ err: error }, "preview failed");
      const message =
        error instanceof PublishFailure
          ? error.message.replace(/^Nothing was published: /, "The preview could not be made: ")
          : "The preview could not be made because of an unexpected error. The server's log has the details for your developer.";
      this.writeState({
        ...state,
        status: "failed",
        finishedAt: new Date().toISOString(),
        message,
      });
    } finally {
      rmSync(workDir, { recursive: true, force: true });
      rmSync(contentFrom, { recursive: true, force: true });
    }
  }

  private draftsNow(): string {
    return hashText(JSON.stringify(this.options.drafts.changes()));
  }

  private readState(): PreviewState | undefined {
    try {
      return JSON.parse(readFileSync(path.join(this.dir, "state.json"), "utf8")) as PreviewState;
    } catch {
      return undefined;
    }
  }

  private writeState(state: PreviewState) {
    mkdirSync(this.dir, { recursive: true });
    const file = path.join(this.dir, "state.json");
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  }
}
