import { copyFileSync, linkSync, mkdirSync, readdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A hard link, or a copy where the kernel refuses one: a release installed under /opt is on
 * another disk than DATA_DIR, or owned by root (Linux lets the site's user link only its own
 * files).
 */
export function linkOrCopy(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Hard-links every file of `from` into `to`, but those `skip` names (paths relative, with /). */
export function linkTree(from: string, to: string, skip: (relative: string) => boolean) {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, file).split(path.sep).join("/");
    if (skip(relative)) continue;
    mkdirSync(path.join(to, path.dirname(relative)), { recursive: true });
    linkOrCopy(file, path.join(to, relative));
  }
}

/**
 * Writes a brotli (`file.br`) and a gzip (`file.gz`) twin of `body`, each only where smaller,
 * so that the server never compresses on a request. Files under 512 bytes get none. Returns
 * the brotli size.
 */
export async function writeCompressedTwins(
  file: string,
  body: Buffer,
  brotliQuality: number,
): Promise<number> {
  if (body.length < 512) return body.length;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return br.length;
}
