import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { ContentCatalogue, DatabaseContent } from "~/content/content-catalogue";
import { liveContent } from "~/content/site-content.server";
import { type DraftContent, draftContent, draftPictureFile } from "./draft-content.server";
import { type Drafts, hashText } from "./drafts.server";
import type { SiteSource } from "./site-source.server";
import { publishWorkDirIn } from "./workspace.server";

/**
 * The owner's preview of their drafts: the content with the drafts applied, read as a publish
 * would read it and kept while the drafts stay the same; its pages are rendered when the owner
 * opens them (`app/site/preview-pages.server.ts`), so there is nothing to wait for.
 * Each set of drafts gets a folder of its own (DATA_DIR/publish/preview/HASH), so a page being
 * shown never sees the next set being written.
 */
export class Previewer {
  private current: { drafts: string; content: Promise<DraftContent> } | undefined;

  constructor(
    private readonly options: {
      dataDir: string;
      source: SiteSource;
      drafts: Drafts;
      /** The address under which a picture only the drafts have is served. */
      pictureUrl: (key: string) => string;
      catalogue: ContentCatalogue;
      fromDatabase?: () => DatabaseContent;
    },
  ) {}

  private get dir(): string {
    return path.join(publishWorkDirIn(this.options.dataDir), "preview");
  }

  private draftsNow(): string {
    return hashText(JSON.stringify(this.options.drafts.changes())).slice(0, 16);
  }

  /** The drafts as the pages would read them, or the problems that stop them being published. */
  content(): Promise<DraftContent> {
    const drafts = this.draftsNow();
    if (this.current?.drafts !== drafts) {
      this.removeFoldersBut(this.current?.drafts);
      this.current = {
        drafts,
        content: draftContent({
          contentDir: this.options.source.contentDir,
          drafts: this.options.drafts,
          workDir: path.join(this.dir, drafts),
          live: liveContent(),
          originalUrl: this.options.pictureUrl,
          catalogue: this.options.catalogue,
          fromDatabase: this.options.fromDatabase?.(),
        }),
      };
      // A set of drafts that failed to read is read again next time rather than kept.
      this.current.content.catch(() => {
        this.current = undefined;
      });
    }
    return this.current.content;
  }

  /** A picture of the drafts being previewed, by its key (its path under content/). */
  pictureFile(key: string): string | undefined {
    return this.current && draftPictureFile(path.join(this.dir, this.current.drafts), key);
  }

  /** Keeps the folder of the set of drafts on show (a page may be reading it) and the new one. */
  private removeFoldersBut(keep: string | undefined) {
    let folders: string[] = [];
    try {
      folders = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const folder of folders)
      if (folder !== keep) rmSync(path.join(this.dir, folder), { recursive: true, force: true });
  }
}
