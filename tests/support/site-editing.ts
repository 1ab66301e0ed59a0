import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OwnerServices } from "../../app/owner/owner-services";
import { Drafts } from "../../app/publishing/drafts.server";

/**
 * For the site editors' tests: an owner's area in a new temporary folder (named after `name`),
 * whose content/ holds `files` (each a path in content/ and its text), with drafts of its own.
 */
export function editorsWithContent(name: string, files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const contentDir = path.join(root, "content");
  mkdirSync(contentDir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    writeFileSync(path.join(contentDir, file), text);
  }
  const drafts = new Drafts(path.join(root, "drafts"), contentDir);
  return {
    services: { publishing: { drafts } } as unknown as OwnerServices,
    drafts,
    contentDir,
    root,
  };
}

/** A form as posted: a list is one field sent once per value (a group of checkboxes). */
export function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
}
