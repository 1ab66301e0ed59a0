/** Writes a sample drawing for every picture that has no file yet. */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import {
  firmName,
  IMAGE_EXTENSIONS,
  PHOTO_EXTENSIONS,
  type PictureRef,
  scanContent,
} from "./content";
import { KINDS, kindFromName } from "./kinds";
import { GENERATOR_MARK, renderSample } from "./render";

export interface RunOptions {
  contentDir: string;
  /** Also redraw .svg files this generator made earlier. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RunResult {
  written: string[];
  redrawn: string[];
  unchanged: number;
  present: number;
  problems: string[];
}

/** True when the file starts like an SVG this generator wrote. */
export function isGenerated(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(1024);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, length).toString("utf8").includes(GENERATOR_MARK);
  } finally {
    closeSync(fd);
  }
}

function drawingNumber(picture: PictureRef): string {
  const base = path.basename(picture.key);
  const lead = /^(\d+)/.exec(base)?.[1];
  return String(lead ? Number(lead) : picture.index).padStart(2, "0");
}

export function generateSamples(options: RunOptions): RunResult {
  const log = options.log ?? (() => {});
  const contentDir = path.resolve(options.contentDir);
  const { pictures, problems } = scanContent(contentDir);
  const firm = firmName(contentDir);
  const result: RunResult = { written: [], redrawn: [], unchanged: 0, present: 0, problems };
  const seen = new Set<string>();
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  for (const picture of pictures) {
    if (seen.has(picture.resolved)) continue;
    seen.add(picture.resolved);
    const extension = path.extname(picture.resolved).toLowerCase();
    let target: string;
    if (extension === ".svg") {
      target = picture.resolved;
    } else if ((PHOTO_EXTENSIONS as readonly string[]).includes(extension)) {
      if (existsSync(picture.resolved)) result.present += 1;
      else
        problems.push(
          `${shown(picture.file)}: "${picture.src}" names a photo that is not there; add the photo, or drop the extension to get a sample drawing`,
        );
      continue;
    } else {
      const existing = IMAGE_EXTENSIONS.map((ext) => picture.resolved + ext).filter((candidate) =>
        existsSync(candidate),
      );
      target = `${picture.resolved}.svg`;
      if (existing.some((file) => !file.endsWith(".svg"))) {
        result.present += 1;
        continue;
      }
    }
    const exists = existsSync(target);
    if (exists && !(options.force && isGenerated(target))) {
      result.present += 1;
      continue;
    }
    const baseName = path.basename(picture.key);
    const kind = kindFromName(baseName);
    if (!kind) {
      problems.push(
        `${shown(picture.file)}: picture "${picture.src}" has no drawing kind in its file name; put one of these words in it: ${KINDS.join(", ")}`,
      );
      continue;
    }
    const svg = renderSample({
      key: picture.key,
      kind,
      title: picture.title,
      firm,
      number: drawingNumber(picture),
    });
    if (exists) {
      if (readFileSync(target, "utf8") === svg) {
        result.unchanged += 1;
        continue;
      }
      writeFileSync(target, svg);
      result.redrawn.push(target);
      log(`redrew ${shown(target)} (${kind})`);
    } else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, svg);
      result.written.push(target);
      log(`wrote  ${shown(target)} (${kind})`);
    }
  }
  return result;
}
