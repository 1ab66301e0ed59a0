/**
 * Test helper, run as a child process by photo-memory.test.ts so its memory is measured from a
 * fresh start: re-encodes the given uploads as `requests` quote requests at once would, and
 * prints what it took. Usage: node --import tsx measure-child.ts <photos dir> <requests> <upload>...
 */
import sharp from "sharp";
import { imageSlots, setImageSlots } from "../../app/photos/image-slots.server";
import { discardPrepared, processPhotos } from "../../app/photos/photo-store.server";

const [photosDir, requests = "1", ...uploads] = process.argv.slice(2);
if (!photosDir) throw new Error("usage: measure-child photos requests upload...");

if (process.env.IMAGE_SLOTS) setImageSlots(Number(process.env.IMAGE_SLOTS));

// Load the image library and its code paths first, so the baseline is a warmed-up server's.
const warmUp = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#888" } })
  .jpeg()
  .toBuffer();
await sharp(warmUp).resize(320).jpeg().toBuffer();
global.gc?.();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 2);
const started = performance.now();
const results = await Promise.all(
  Array.from({ length: Number(requests) }, () =>
    processPhotos(
      uploads.map((tempPath, index) => ({ tempPath, originalName: `IMG_${index}.jpg` })),
      { photosDir, most: 6 },
    ),
  ),
);
const elapsedMs = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const stored = [];
for (const result of results) {
  if (!result.ok) throw new Error(result.refusals[0]?.message);
  stored.push(...result.photos.map(({ width, height, bytes }) => ({ width, height, bytes })));
  await discardPrepared(result.photos);
}
process.stdout.write(
  JSON.stringify({
    elapsedMs,
    rssBefore,
    rssPeak: peak,
    stored,
    concurrency: sharp.concurrency(),
    slots: imageSlots().limit,
  }),
);
