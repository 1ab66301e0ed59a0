import { spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/database";
import { insertLead } from "../leads/test-leads";
import { removeDir } from "../testing/test-app";
import {
  cleanUpOrphanPhotos,
  commitPhotos,
  deletePhotosOf,
  deletePhotosReceivedBefore,
  discardPrepared,
  photoFilesOf,
  photosOf,
  processPhotos,
  removePhotoFiles,
} from "./photo-store";
import { listDir, noisyJpeg, smallJpeg } from "./test-photos";

const root = mkdtempSync(path.join(tmpdir(), "photo-store-"));
afterAll(() => removeDir(root));

let db: Db;
let photosDir: string;
let uploadsDir: string;
let run = 0;
beforeEach(() => {
  const dir = path.join(root, `run-${++run}`);
  photosDir = path.join(dir, "photos");
  uploadsDir = path.join(dir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  db = openDatabase(path.join(dir, "site.db"));
  return () => db.close();
});

let uploads = 0;
function upload(content: Buffer | string, originalName = `photo-${uploads + 1}.jpg`) {
  const tempPath = path.join(uploadsDir, `upload-${String(++uploads).padStart(32, "0")}.part`);
  writeFileSync(tempPath, content);
  return { tempPath, originalName };
}

async function prepare(files: { tempPath: string; originalName: string }[]) {
  const result = await processPhotos(files, { photosDir });
  if (!result.ok) throw new Error(result.refusals.map((refusal) => refusal.message).join("; "));
  return result.photos;
}

/** Stores a request and its photos in one transaction, as the quote desk will. */
function storeWithPhotos(prepared: Awaited<ReturnType<typeof prepare>>) {
  const id = db.transaction(() => {
    const leadId = insertLead(db);
    commitPhotos(db, leadId, prepared);
    return leadId;
  })();
  return id;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Runs a helper script in a fresh Node process; resolves to what it printed. */
function runChild(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ["--expose-gc", "--import", "tsx", here(script), ...args],
      {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...env },
      },
    );
    let output = "";
    let errors = "";
    proc.stdout.on("data", (chunk) => {
      output += chunk;
    });
    proc.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    proc.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(errors))));
  });
}

const pixel = async (image: Buffer, left: number, top: number) => [
  ...(await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()),
];
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 200 && r < 60 && g < 60;

describe("processPhotos and commitPhotos", () => {
  it("stores each photo re-encoded, with a thumbnail, under random names, tied to the request", async () => {
    const big = await sharp({
      create: { width: 6000, height: 4000, channels: 3, background: "#4a7" },
    })
      .png()
      .toBuffer();
    const prepared = await prepare([
      upload(await smallJpeg(300, 200), "../crack.jpg"),
      upload(big, "roof.png"),
    ]);
    // Nothing final yet: temporary names only, no rows.
    expect(listDir(photosDir).every((name) => name.startsWith("tmp-"))).toBe(true);
    const id = storeWithPhotos(prepared);

    const stored = photosOf(db, id);
    expect(
      stored.map(({ position, originalName, width, height, contentType }) => ({
        position,
        originalName,
        width,
        height,
        contentType,
      })),
    ).toEqual([
      {
        position: 1,
        originalName: "../crack.jpg",
        width: 300,
        height: 200,
        contentType: "image/jpeg",
      },
      {
        position: 2,
        originalName: "roof.png",
        width: 2560,
        height: 1707,
        contentType: "image/jpeg",
      },
    ]);
    expect(listDir(photosDir)).toEqual(photoFilesOf(db, id).sort());
    for (const photo of stored) {
      expect(photo.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
      expect(photo.thumbFileName).toMatch(/^[0-9a-f]{32}\.thumb\.jpg$/);
      const file = readFileSync(path.join(photosDir, photo.fileName));
      expect(file.length).toBe(photo.bytes);
      expect(await sharp(file).metadata()).toMatchObject({
        format: "jpeg",
        width: photo.width,
        height: photo.height,
      });
      const thumb = await sharp(path.join(photosDir, photo.thumbFileName)).metadata();
      expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(480);
      expect([thumb.width, thumb.height]).toEqual([photo.thumbWidth, photo.thumbHeight]);
    }
  });

  it("keeps no GPS position, EXIF, XMP or ICC profile", async () => {
    const located = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#4a7" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "TestPhone", Model: "Model X", Software: "Camera 1.0" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "53/1 44/1 1234/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "3/1 1/1 4321/100",
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="53,44.2N"/></rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile("p3")
      .toBuffer();
    const before = await sharp(located).metadata();
    expect(before.exif?.includes("TestPhone")).toBe(true);
    // The GPS sub-directory pointer (tag 0x8825) is in the input's EXIF.
    expect(
      before.exif?.includes(Buffer.from([0x25, 0x88])) ||
        before.exif?.includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const [photo] = storeAndRead(await prepare([upload(located)]));
    for (const file of [photo?.file, photo?.thumb]) {
      const after = await sharp(file).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      const bytes = file?.toString("latin1") ?? "";
      for (const trace of [
        "Exif",
        "TestPhone",
        "GPS",
        "53,44",
        "http://ns.adobe.com",
        "ICC_PROFILE",
      ])
        expect(bytes).not.toContain(trace);
    }
  });

  function storeAndRead(prepared: Awaited<ReturnType<typeof prepare>>) {
    const id = storeWithPhotos(prepared);
    return photosOf(db, id).map((photo) => ({
      ...photo,
      file: readFileSync(path.join(photosDir, photo.fileName)),
      thumb: readFileSync(path.join(photosDir, photo.thumbFileName)),
    }));
  }

  it("turns a photo upright by its EXIF orientation (6: rotate 90 degrees clockwise)", async () => {
    // Stored sideways, as a phone held upright writes it: red on top, blue below, 300 x 200.
    const sideways = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#00f" },
    })
      .composite([
        {
          input: { create: { width: 300, height: 100, channels: 3, background: "#f00" } },
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [photo] = storeAndRead(await prepare([upload(sideways)]));
    expect([photo?.width, photo?.height]).toEqual([200, 300]);
    const file = photo?.file as Buffer;
    // Turned clockwise, the top (red) is now on the right and the bottom (blue) on the left.
    expect(isRed(await pixel(file, 170, 150))).toBe(true);
    expect(isBlue(await pixel(file, 30, 150))).toBe(true);
    expect((await sharp(file).metadata()).orientation).toBeUndefined();
    expect(await sharp(photo?.thumb).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it("puts a PNG's transparency on white", async () => {
    const clear = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const [photo] = storeAndRead(await prepare([upload(clear, "logo.png")]));
    expect((await pixel(photo?.file as Buffer, 25, 25)).every((value) => value > 245)).toBe(true);
  });

  it("keeps nothing when one photo is not a photo, and names each one refused", async () => {
    const result = await processPhotos(
      [
        upload(await smallJpeg()),
        upload("<html><script>alert(1)</script></html>", "fake.jpg"),
        upload(await smallJpeg()),
        upload("<svg xmlns='http://www.w3.org/2000/svg'/>", "x.svg"),
      ],
      { photosDir },
    );
    expect(
      result.ok || result.refusals.map((refusal) => [refusal.fileName, refusal.problem]),
    ).toEqual([
      ["fake.jpg", "unsupported-format"],
      ["x.svg", "unsupported-format"],
    ]);
    expect(existsSync(photosDir) ? listDir(photosDir) : []).toEqual([]);
  });

  it("keeps nothing when one photo is cut short (found while re-encoding)", async () => {
    const whole = await noisyJpeg(800, 600);
    const result = await processPhotos(
      [
        upload(await smallJpeg()),
        upload(whole.subarray(0, whole.length / 2), "cut.jpg"),
        upload(await smallJpeg()),
      ],
      { photosDir },
    );
    expect(result).toEqual({
      ok: false,
      refusals: [expect.objectContaining({ fileName: "cut.jpg", problem: "damaged" })],
    });
    expect(listDir(photosDir)).toEqual([]);
  });

  it("keeps nothing when the transaction storing the request fails after the photos are placed", async () => {
    const prepared = await prepare([upload(await smallJpeg()), upload(await smallJpeg())]);
    expect(() =>
      db.transaction(() => {
        const leadId = insertLead(db);
        commitPhotos(db, leadId, prepared);
        throw new Error("the outbox insert failed");
      })(),
    ).toThrow("the outbox insert failed");
    await discardPrepared(prepared);
    expect(listDir(photosDir)).toEqual([]);
    expect(db.prepare("SELECT COUNT(*) FROM quote_photos").pluck().get()).toBe(0);
  });

  it("refuses a row for a request that does not exist (and the caller discards)", async () => {
    const prepared = await prepare([upload(await smallJpeg())]);
    expect(() => db.transaction(() => commitPhotos(db, 99_999, prepared))()).toThrow(/FOREIGN KEY/);
    await discardPrepared(prepared);
    expect(listDir(photosDir)).toEqual([]);
  });

  it("a duplicate request keeps none of the second copy's photos", async () => {
    const first = await prepare([upload(await smallJpeg())]);
    const id = storeWithPhotos(first);
    // The same request again: the desk finds it stored and commits nothing.
    const second = await prepare([upload(await smallJpeg())]);
    await discardPrepared(second);
    expect(listDir(photosDir)).toEqual(photoFilesOf(db, id).sort());
  });

  it("deletes what it wrote and rejects when the photo folder cannot be written", async () => {
    mkdirSync(photosDir, { recursive: true });
    chmodSync(photosDir, 0o500);
    try {
      if (process.getuid?.() === 0) return; // root writes anyway
      await expect(processPhotos([upload(await smallJpeg())], { photosDir })).rejects.toThrow(
        /EACCES/,
      );
    } finally {
      chmodSync(photosDir, 0o700);
    }
    expect(listDir(photosDir)).toEqual([]);
  });

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
    async (label, requests, env, maxGrowth) => {
      const files = [];
      for (let i = 0; i < 6; i++) files.push(upload(await noisyJpeg(4032, 3024), `IMG_${i}.jpg`));
      const sizes = files.map((file) => readFileSync(file.tempPath).length);
      expect(sizes.every((size) => size > 3.5e6)).toBe(true);
      const output = await runChild(
        "measure-child.ts",
        [photosDir, String(requests), ...files.map((file) => file.tempPath)],
        env,
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
      expect(listDir(photosDir)).toEqual([]);
    },
    120_000,
  );
});

describe("deleting photos", () => {
  async function leadWithPhotos(receivedAt?: string) {
    const prepared = await prepare([upload(await smallJpeg()), upload(await smallJpeg())]);
    return db.transaction(() => {
      const leadId = insertLead(db, { receivedAt });
      commitPhotos(db, leadId, prepared);
      return leadId;
    })();
  }

  it("deletePhotosOf removes one request's rows and files and leaves the others", async () => {
    const one = await leadWithPhotos();
    const other = await leadWithPhotos();
    expect(deletePhotosOf(db, photosDir, one)).toBe(2);
    expect(photosOf(db, one)).toEqual([]);
    expect(listDir(photosDir)).toEqual(photoFilesOf(db, other).sort());
  });

  it("deletePhotosOf will not run inside a transaction (a rollback cannot bring files back)", async () => {
    const one = await leadWithPhotos();
    expect(() => db.transaction(() => deletePhotosOf(db, photosDir, one))()).toThrow(
      /outside a transaction/,
    );
    expect(photosOf(db, one)).toHaveLength(2);
  });

  it("photoFilesOf before and removePhotoFiles after a lead's deletion; the rows go with the lead", async () => {
    const one = await leadWithPhotos();
    const files = photoFilesOf(db, one);
    db.transaction(() => {
      db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(one);
      db.prepare("DELETE FROM quote_requests WHERE id = ?").run(one);
    })();
    expect(db.prepare("SELECT COUNT(*) FROM quote_photos").pluck().get()).toBe(0);
    removePhotoFiles(photosDir, [...files, "../site.db", "/etc/passwd"]);
    expect(listDir(photosDir)).toEqual([]);
    expect(existsSync(path.join(photosDir, "..", "site.db"))).toBe(true);
  });

  it("retention deletes the photos of requests received before the cutoff", async () => {
    const old = await leadWithPhotos("2023-01-10T10:00:00.000Z");
    const recent = await leadWithPhotos("2026-03-02T10:00:00.000Z");
    expect(deletePhotosReceivedBefore(db, photosDir, new Date("2024-03-02T00:00:00Z"))).toBe(2);
    expect(photosOf(db, old)).toEqual([]);
    expect(listDir(photosDir)).toEqual(photoFilesOf(db, recent).sort());
  });
});

describe("cleanUpOrphanPhotos", () => {
  it("deletes temporary files, stale uploads and unreferenced photos; keeps stored ones; logs missing ones", async () => {
    const kept = storeWithPhotos(await prepare([upload(await smallJpeg())]));
    // Prepared and never committed (a crash before the transaction).
    await prepare([upload(await smallJpeg())]);
    // Placed under final names, but the transaction never committed (a crash within it).
    const rolledBack = await prepare([upload(await smallJpeg())]);
    expect(() =>
      db.transaction(() => {
        commitPhotos(db, insertLead(db), rolledBack);
        throw new Error("crash");
      })(),
    ).toThrow();
    // A request whose files are gone.
    const missing = storeWithPhotos(await prepare([upload(await smallJpeg())]));
    const missingFiles = photoFilesOf(db, missing);
    removePhotoFiles(photosDir, missingFiles);
    writeFileSync(path.join(photosDir, "README.txt"), "not ours");
    const warnings: unknown[] = [];

    const report = cleanUpOrphanPhotos(db, photosDir, {
      uploadsDir,
      logger: { warn: (object, message) => warnings.push([object, message]) },
    });
    expect(report).toEqual({
      deletedTemporary: 2 + 4,
      deletedUnreferenced: 2,
      missing: missingFiles.sort(),
    });
    expect(listDir(photosDir)).toEqual([...photoFilesOf(db, kept), "README.txt"].sort());
    expect(listDir(uploadsDir)).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it("kill -9 while storing requests with photos: after the next start's clean-up every stored request has all its photos and no file is left over", async () => {
    const photos = [];
    for (let i = 0; i < 3; i++) {
      const photo = path.join(root, `crash-photo-${i}.jpg`);
      writeFileSync(photo, await noisyJpeg(1600, 1200));
      photos.push(photo);
    }
    const databaseFile = path.join(path.dirname(photosDir), "site.db");
    const child = here("crash-child.ts");
    let stored = 0;
    for (let kill = 0; kill < 5; kill++) {
      const proc = spawn(
        process.execPath,
        ["--import", "tsx", child, databaseFile, photosDir, uploadsDir, ...photos],
        {
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let errors = "";
      proc.stderr.on("data", (chunk) => {
        errors += chunk;
      });
      // Wait until it has stored at least one, then kill it at a random moment.
      await new Promise<void>((resolve, reject) => {
        proc.stdout.on("data", function onData(chunk: Buffer) {
          if (chunk.toString().includes("stored")) {
            proc.stdout.off("data", onData);
            resolve();
          }
        });
        proc.on("exit", () => reject(new Error(`the child stopped by itself: ${errors}`)));
      });
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 400));
      const exited = new Promise((resolve) => proc.on("exit", resolve));
      proc.kill("SIGKILL");
      await exited;

      cleanUpOrphanPhotos(db, photosDir, { uploadsDir });
      const requests = db.prepare("SELECT id FROM quote_requests").pluck().all() as number[];
      const expected = requests.flatMap((id) => {
        const files = photoFilesOf(db, id);
        expect(files).toHaveLength(2 * photos.length);
        return files;
      });
      expect(listDir(photosDir)).toEqual(expected.sort());
      expect(listDir(uploadsDir)).toEqual([]);
      stored = requests.length;
    }
    console.log(`kill -9 test: ${stored} requests stored over 5 kills, none without its photos`);
    expect(stored).toBeGreaterThanOrEqual(5);
  }, 120_000);
});
