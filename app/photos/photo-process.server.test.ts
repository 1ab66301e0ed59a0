import { chmodSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoStoreFixture } from "../../tests/support/photo-store";
import { listDir, noisyJpeg, smallJpeg } from "../../tests/support/test-photos";
import { photoFilesOf, photosOf, processPhotos } from "./photo-store.server";

const { env, upload, prepare, storeWithPhotos } = photoStoreFixture("photo-process-");

const pixel = async (image: Buffer, left: number, top: number) => [
  ...(await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()),
];
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 200 && r < 60 && g < 60;

describe("processPhotos", () => {
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
    expect(listDir(env.photosDir).every((name) => name.startsWith("tmp-"))).toBe(true);
    const id = storeWithPhotos(prepared);

    const stored = photosOf(env.db, id);
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
    expect(listDir(env.photosDir)).toEqual(photoFilesOf(env.db, id).sort());
    for (const photo of stored) {
      expect(photo.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
      expect(photo.thumbFileName).toMatch(/^[0-9a-f]{32}\.thumb\.jpg$/);
      const file = readFileSync(path.join(env.photosDir, photo.fileName));
      expect(file.length).toBe(photo.bytes);
      expect(await sharp(file).metadata()).toMatchObject({
        format: "jpeg",
        width: photo.width,
        height: photo.height,
      });
      const thumb = await sharp(path.join(env.photosDir, photo.thumbFileName)).metadata();
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
    return photosOf(env.db, id).map((photo) => ({
      ...photo,
      file: readFileSync(path.join(env.photosDir, photo.fileName)),
      thumb: readFileSync(path.join(env.photosDir, photo.thumbFileName)),
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
      { photosDir: env.photosDir, most: 6 },
    );
    expect(
      result.ok || result.refusals.map((refusal) => [refusal.fileName, refusal.problem]),
    ).toEqual([
      ["fake.jpg", "unsupported-format"],
      ["x.svg", "unsupported-format"],
    ]);
    expect(existsSync(env.photosDir) ? listDir(env.photosDir) : []).toEqual([]);
  });

  it("keeps nothing when one photo is cut short (found while re-encoding)", async () => {
    const whole = await noisyJpeg(800, 600);
    const result = await processPhotos(
      [
        upload(await smallJpeg()),
        upload(whole.subarray(0, whole.length / 2), "cut.jpg"),
        upload(await smallJpeg()),
      ],
      { photosDir: env.photosDir, most: 6 },
    );
    expect(result).toEqual({
      ok: false,
      refusals: [expect.objectContaining({ fileName: "cut.jpg", problem: "damaged" })],
    });
    expect(listDir(env.photosDir)).toEqual([]);
  });

  it("deletes what it wrote and rejects when the photo folder cannot be written", async () => {
    mkdirSync(env.photosDir, { recursive: true });
    chmodSync(env.photosDir, 0o500);
    try {
      if (process.getuid?.() === 0) return; // root writes anyway
      await expect(
        processPhotos([upload(await smallJpeg())], { photosDir: env.photosDir, most: 6 }),
      ).rejects.toThrow(/EACCES/);
    } finally {
      chmodSync(env.photosDir, 0o700);
    }
    expect(listDir(env.photosDir)).toEqual([]);
  });
});
