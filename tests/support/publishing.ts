import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { codeEntries } from "../../app/publishing/site-source.server";

/**
 * For tests: a folder with what a build needs as the workspace copies it (folders empty,
 * files "{}"), and a content/faqs.yaml whose text a stand-in build can show.
 */
export function standInSources(root: string): string {
  const sourceDir = path.join(root, "site");
  mkdirSync(sourceDir, { recursive: true });
  for (const entry of [...codeEntries, "content", "node_modules"]) {
    if (entry.includes(".")) writeFileSync(path.join(sourceDir, entry), "{}");
    else mkdirSync(path.join(sourceDir, entry), { recursive: true });
  }
  writeFileSync(path.join(sourceDir, "content", "faqs.yaml"), "- q: live\n");
  return sourceDir;
}
