import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { photoStoreFixture, runChild } from "../../tests/support/photo-store";
import { listDir, noisyJpeg } from "../../tests/support/test-photos";

const { env, upload } = photoStoreFixture("photo-memory-");

describe("processPhotos memory", () => {
  /**
   * Measured in a fresh process (this one's memory is full of the test's own images). Ten
   * requests at once, as the benchmark sends, and glibc held to two malloc arenas (the
   * image library's advice for servers: most of the growth is memory freed but kept by
   * per-thread arenas) only with MEASURE_PHOTO_MEMORY=1: they take half a minute.
   */
  const measureRuns: [string, number, Record<string, string>, number][] = [
    ["1 request", 1, {}, 300e6],
    ...(process.env.MEASURE_PHOTO_MEMORY
      ? ([
          ["1 request, MALLOC_ARENA_MAX=2", 1, { MALLOC_ARENA_MAX: "2" }, 200e6],
          ["10 requests at once", 10, {}, 500e6],
          ["10 requests at once, MALLOC_ARENA_MAX=2", 10, { MALLOC_ARENA_MAX: "2" }, 300e6],
        ] as [string, number, Record<string, string>, number][])
      : []),
  ];
  it.each(measureRuns)(
    "processes 6 photos of 4 MB within a modest amount of memory: %s",
    async (label, requests, childEnv, maxGrowth) => {
      const files = [];
      for (let i = 0; i < 6; i++) files.push(upload(await noisyJpeg(4032, 3024), `IMG_${i}.jpg`));
      const sizes = files.map((file) => readFileSync(file.tempPath).length);
      expect(sizes.every((size) => size > 3.5e6)).toBe(true);
      const output = await runChild(
        "photo-measure-child.ts",
        [env.photosDir, String(requests), ...files.map((file) => file.tempPath)],
        childEnv,
      );
      const measured = JSON.parse(output) as {
        elapsedMs: number;
        rssBefore: number;
        rssPeak: number;
        stored: { width: number; height: number; bytes: number }[];
        concurrency: number;
        slots: number;
      };
      const growth = measured.rssPeak - measured.rssBefore;
      const photos = measured.stored.length;
      console.log(
        `${label}, 6 photos of ${sizes.map((size) => (size / 1e6).toFixed(1)).join(", ")} MB (4032 x 3024) each: ` +
          `${measured.elapsedMs.toFixed(0)} ms (${(measured.elapsedMs / photos).toFixed(0)} ms a photo), ` +
          `peak RSS ${(measured.rssPeak / 1e6).toFixed(0)} MB (+${(growth / 1e6).toFixed(0)} MB over ${(measured.rssBefore / 1e6).toFixed(0)} MB at start); ` +
          `stored ${((measured.stored[0]?.bytes ?? 0) / 1e6).toFixed(2)} MB at ` +
          `${measured.stored[0]?.width} x ${measured.stored[0]?.height}; sharp concurrency ${measured.concurrency}, ${measured.slots} image slot(s)`,
      );
      expect(photos).toBe(6 * requests);
      expect(measured.stored.every((photo) => photo.width === 2560 && photo.height === 1920)).toBe(
        true,
      );
      expect(growth).toBeLessThan(maxGrowth);
      expect(listDir(env.photosDir)).toEqual([]);
    },
    120_000,
  );
});
