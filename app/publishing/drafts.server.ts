import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/**
 * The owner's unpublished changes to `content/`: whole files, kept in DATA_DIR/drafts until a
 * publish puts them live. Every change names the version of the file it was made on (its
 * hash, carried by the form that showed it), so that neither a second tab nor a change the
 * developer made in git is ever silently overwritten:
 * - saving refuses a form read from an older version than the draft or live file now is;
 * - publishing refuses a draft whose file changed in `content/` since the draft began.
 */
export interface DraftChange {
  /** Hash of the live file when the first draft of it was saved; null for a new file. */
  baseHash: string | null;
  /** The draft's own text; null when the draft removes the file. */
  hash: string | null;
  by: string;
  at: string;
}

export interface FileVersion {
  /** null when there is no such file (or the draft removes it). */
  text: string | null;
  /** The version a form carries back: the text's hash, or "none". */
  hash: string;
  drafted: boolean;
}

export class EditConflict extends Error {
  override name = "EditConflict";
}

const noFile = "none";
/** A file's version: the hash of its bytes (a text hashes as its UTF-8 bytes). */
export const hashText = (text: string | Buffer | null) =>
  text === null ? noFile : createHash("sha256").update(text).digest("hex").slice(0, 16);

/** A content file's path: relative, forward slashes, inside content/, no dot-folders. */
export function contentPath(file: string): string {
  const normal = path.posix.normalize(file.replaceAll("\\", "/"));
  if (
    normal.startsWith("../") ||
    normal.startsWith("/") ||
    normal === ".." ||
    normal.split("/").some((part) => part.startsWith("."))
  )
    throw new Error(`not a content file: ${file}`);
  return normal;
}

export class Drafts {
  private readonly filesDir: string;
  private readonly indexFile: string;

  constructor(
    /** DATA_DIR/drafts */
    private readonly dir: string,
    /** The live content: the site's content/ folder. */
    private readonly contentDir: string,
  ) {
    this.filesDir = path.join(dir, "files");
    this.indexFile = path.join(dir, "changes.json");
  }

  changes(): Record<string, DraftChange> {
    try {
      return JSON.parse(readFileSync(this.indexFile, "utf8")) as Record<string, DraftChange>;
    } catch {
      return {};
    }
  }

  /** The file as the owner's editor should show it: the draft if there is one, else live. */
  read(file: string): FileVersion {
    const name = contentPath(file);
    const change = this.changes()[name];
    const bytes = change
      ? change.hash === null
        ? null
        : readBytes(path.join(this.filesDir, name))
      : readBytes(path.join(this.contentDir, name));
    return { text: bytes?.toString("utf8") ?? null, hash: hashText(bytes), drafted: !!change };
  }

  /** The bytes of the file as the editor sees it (a photo), or null when there is none. */
  readBytes(file: string): Buffer | null {
    const name = contentPath(file);
    const change = this.changes()[name];
    if (change) return change.hash === null ? null : readBytes(path.join(this.filesDir, name));
    return readBytes(path.join(this.contentDir, name));
  }

  /**
   * The files under `folder` as the editor sees them: live ones not removed in a draft, and
   * drafted new ones. Paths relative to content/, sorted.
   */
  list(folder: string): string[] {
    const prefix = `${contentPath(folder)}/`;
    const changes = this.changes();
    const names = new Set(
      listFiles(path.join(this.contentDir, prefix)).map((file) => prefix + file),
    );
    for (const [name, change] of Object.entries(changes)) {
      if (!name.startsWith(prefix)) continue;
      if (change.hash === null) names.delete(name);
      else names.add(name);
    }
    return [...names].sort();
  }

  /** The live file, ignoring drafts. */
  readLive(file: string): FileVersion {
    const bytes = readBytes(path.join(this.contentDir, contentPath(file)));
    return { text: bytes?.toString("utf8") ?? null, hash: hashText(bytes), drafted: false };
  }

  /**
   * Saves a draft of `file` (null: remove it). `readHash` is the version the change was made
   * on; when the file has changed since, nothing is saved.
   */
  save(
    file: string,
    text: string | Buffer | null,
    { readHash, by }: { readHash: string; by: string },
  ) {
    const name = contentPath(file);
    const current = this.read(name);
    if (current.hash !== readHash)
      throw new EditConflict(
        "This was changed by someone else (or in another tab) after you opened it. Nothing was saved: here is the latest version, make your change again.",
      );
    const changes = this.changes();
    const baseHash = changes[name]?.baseHash ?? nullIfNone(this.readLive(name).hash);
    const target = path.join(this.filesDir, name);
    if (text === null) rmSync(target, { force: true });
    else writeAtomically(target, text);
    changes[name] = {
      baseHash,
      hash: text === null ? null : hashText(text),
      by,
      at: new Date().toISOString(),
    };
    // A draft that brings the file back to what is live is no change at all.
    if (nullIfNone(hashText(text)) === baseHash) {
      delete changes[name];
      rmSync(target, { force: true });
    }
    this.writeChanges(changes);
  }

  /** Drafted files whose live file changed (in git, by the developer) since the draft began. */
  conflicts(): string[] {
    return Object.entries(this.changes())
      .filter(([name, change]) => nullIfNone(this.readLive(name).hash) !== change.baseHash)
      .map(([name]) => name);
  }

  /**
   * Writes every draft over `contentDir` (a copy of the live content, or the live content). A
   * folder a removal leaves empty goes too: the build reads every project folder as a project.
   */
  applyTo(contentDir: string, changes = this.changes()) {
    for (const [name, change] of Object.entries(changes)) {
      const target = path.join(contentDir, name);
      if (change.hash === null) {
        rmSync(target, { force: true });
        removeEmptyFolders(path.dirname(target), contentDir);
      } else writeAtomically(target, readFileSync(path.join(this.filesDir, name)));
    }
  }

  /** Forgets the drafts that are now live (those unchanged since `published` was taken). */
  clear(published: Record<string, DraftChange>) {
    const changes = this.changes();
    for (const [name, change] of Object.entries(published)) {
      if (changes[name]?.hash !== change.hash) continue;
      delete changes[name];
      rmSync(path.join(this.filesDir, name), { force: true });
    }
    this.writeChanges(changes);
  }

  discard() {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private writeChanges(changes: Record<string, DraftChange>) {
    writeAtomically(this.indexFile, JSON.stringify(changes, null, 2));
  }
}

const nullIfNone = (hash: string) => (hash === noFile ? null : hash);

function readBytes(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll("\\", "/"),
    );
}

function removeEmptyFolders(dir: string, stopAt: string) {
  for (let folder = dir; folder.startsWith(`${stopAt}${path.sep}`); folder = path.dirname(folder)) {
    if (!existsSync(folder) || readdirSync(folder).length > 0) return;
    rmdirSync(folder);
  }
}

function writeAtomically(file: string, text: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}
