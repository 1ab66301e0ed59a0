/**
 * What the benchmarks measure a job on: a job started by a quote accepted online, with 40
 * updates of 3 photos each (120), as the owner's phone posts them, its questions answered and
 * a payment recorded. Three photos are encoded once, then copied under new names for each
 * update: the page shows 120 photo files, at the cost of three encodes.
 */

import { randomBytes, randomFillSync } from "node:crypto";
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import type { Db } from "../../app/db/database.server";
import { jobPhotosDirIn } from "../../app/jobs/job-folders.server";
import { linkOfJob } from "../../app/jobs/job-links.server";
import type { JobServices } from "../../app/jobs/job-services.server";
import { postUpdate } from "../../app/jobs/job-updates.server";
import type { ActingUser } from "../../app/leads/lead-deletion.server";
import { type PreparedPhoto, processPhotos } from "../../app/photos/photo-store.server";
import { makeSmallCopies } from "../../app/photos/small-copies.server";
import { storeLead } from "../../tests/support/owner-fixtures";
import { content } from "../../tests/support/site-content";
import { acceptedJob, jobServices } from "../../tests/support/test-jobs";
import { threeLineQuote } from "../../tests/support/test-quotes";
import type { ProductionServer } from "./production-server";

/**
 * A photo as hard on the bytes as a real one of a building site: brickwork (blocks of random
 * shades with mortar lines) keeps detail at every size, so its thumbnail weighs what a real
 * one does (about 45 kB), where noise would average out to a few kB.
 */
export function brickPhoto(width: number, height: number, block = 32): Promise<Buffer> {
  const perRow = Math.ceil(width / block);
  const shades = Buffer.alloc(perRow * Math.ceil(height / block) * 3);
  randomFillSync(shades);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const brick = (Math.floor(y / block) * perRow + Math.floor(x / block)) * 3;
      const mortar = x % block === 0 || y % block === 0;
      for (let channel = 0; channel < 3; channel++)
        raw[(y * width + x) * 3 + channel] = mortar
          ? 200
          : 60 + ((shades[brick + channel] as number) >> 1);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Copies of prepared photos under new temporary names, as if each had been posted anew. */
function copiesOf(photos: readonly PreparedPhoto[]): PreparedPhoto[] {
  return photos.map((photo) => {
    const id = randomBytes(16).toString("hex");
    const copy = {
      ...photo,
      fileName: `${id}.jpg`,
      thumbFileName: `${id}.thumb.jpg`,
      tempFile: path.join(photo.dir, `tmp-${id}.jpg`),
      tempThumb: path.join(photo.dir, `tmp-${id}.thumb.jpg`),
    };
    copyFileSync(path.join(photo.dir, photo.fileName), copy.tempFile);
    copyFileSync(path.join(photo.dir, photo.thumbFileName), copy.tempThumb);
    return copy;
  });
}

export async function seedJob(
  { dataDir, databasePath }: ProductionServer,
  ownerEmail: string,
  { updates = 40, photosEach = 3 } = {},
): Promise<{ jobId: number; jobPage: string }> {
  const db = new Database(databasePath, { timeout: 5000 }) as unknown as Db;
  db.pragma("foreign_keys = ON");
  try {
    const owner = db.prepare("SELECT id, email FROM users WHERE email = ?").get(ownerEmail) as
      | ActingUser
      | undefined;
    if (!owner) throw new Error(`No account ${ownerEmail} to post the job's updates`);
    const { id: leadId } = storeLead(
      {
        firstName: "Nadia",
        lastName: "Shah",
        email: "nadia@example.org",
        phone: "07700 900456",
        projectType: "extension",
        message: "A rear extension.",
      },
      dataDir,
    );
    const start = Date.now() - updates * 86_400_000;
    const clock = { now: start };
    const vatRegistered = Boolean(content.company.vatNumber);
    const { job } = await acceptedJob(db, clock, {
      leadId,
      owner,
      content: threeLineQuote(vatRegistered),
      vatRegistered,
    });
    const services: JobServices = {
      ...jobServices(db, clock, { vatRegistered }),
      photosDir: jobPhotosDirIn(dataDir),
    };
    mkdirSync(services.uploadsDir, { recursive: true });
    const uploads = await Promise.all(
      Array.from({ length: photosEach }, async (_, index) => {
        const file = path.join(services.uploadsDir, `bench-${index}.jpg`);
        await sharp(await brickPhoto(2016, 1512, 24 + index * 8)).toFile(file);
        return { tempPath: file, originalName: `IMG_000${index}.jpg` };
      }),
    );
    const encoded = await processPhotos(uploads, {
      photosDir: services.photosDir,
      most: photosEach,
    });
    if (!encoded.ok) throw new Error("The bench's photos were refused");
    for (let day = 0; day < updates; day++) {
      clock.now = start + day * 86_400_000 + 10 * 3_600_000;
      const photos = day === 0 ? encoded.photos : copiesOf(encoded.photos);
      postUpdate(services, {
        jobId: job.id,
        text: `Day ${day + 1}: ${["Footings dug and concrete poured", "Blockwork to damp course", "Joists on, first fix started", "Roof felted and battened"][day % 4]}.`,
        photos,
        user: owner,
      });
      await makeSmallCopies(services.photosDir, photos);
    }
    const page = linkOfJob(db, services.secret, job.id);
    if (!page) throw new Error("The bench's job has no link");
    return { jobId: job.id, jobPage: page };
  } finally {
    db.close();
  }
}
