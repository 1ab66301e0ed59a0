/** File types the build precompresses (`scripts/precompress.ts`) and the server keeps in memory. */
export const textExtensions: ReadonlySet<string> = new Set([
  ".html",
  ".data",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
]);
