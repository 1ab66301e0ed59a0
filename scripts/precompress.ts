/**
 * Writes a brotli (.br) and a gzip (.gz) twin of every text file in build/client, once at build
 * time at the highest settings, so neither the server nor a CDN compresses on each request.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { textExtensions } from "../server/static/text-files";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const clientDir = path.resolve(process.argv[2] ?? "build/client");

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !textExtensions.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < 512) continue;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  files++;
  before += body.length;
  after += br.length;
}
console.log(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB brotli`,
);
