/**
 * Writes a brotli (.br) and a gzip (.gz) twin of every text file in build/client, once at build
 * time at the highest settings, so neither the server nor a CDN compresses on each request.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { writeCompressedTwins } from "../app/publishing/release-files.server";
import { textExtensions } from "../server/static/text-files";

const clientDir = path.resolve(process.argv[2] ?? "build/client");

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !textExtensions.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < 512) continue;
  after += await writeCompressedTwins(file, body, 11);
  files++;
  before += body.length;
}
console.log(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB brotli`,
);
