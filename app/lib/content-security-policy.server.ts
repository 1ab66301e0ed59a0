import { createHash } from "node:crypto";
import { inlineScripts } from "./content-security-policy";

/** A CSP source expression for an exact piece of inline code. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Hashes of every inline script of a page that runs, for its `script-src`. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(sha256Source))];
}
