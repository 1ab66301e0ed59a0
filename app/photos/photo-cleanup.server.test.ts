import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deleteLead, deleteLeadsReceivedBefore } from "~/leads/lead-deletion.server";
import { here, photoStoreFixture } from "../../tests/support/photo-store";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { listDir, noisyJpeg, smallJpeg } from "../../tests/support/test-photos";
import {
  cleanUpOrphanPhotos,
  commitPhotos,
  photoFilesOf,
  photosOf,
  removePhotoFiles,
} from "./photo-store.server";

const { env, upload, prepare, storeWithPhotos } = photoStoreFixture("photo-cleanup-");

describe("deleting photos", () => {
  async function leadWithPhotos(receivedAt?: string) {
    const prepared = await prepare([upload(await smallJpeg()), upload(await smallJpeg())]);
    return env.db.transaction(() => {
      const leadId = insertLead(env.db, { receivedAt });
      commitPhotos(env.db, leadId, prepared);
      return leadId;
    })();
  }

  it("deleting a lead deletes its photos' rows and files and leaves the others'", async () => {
    const one = await leadWithPhotos();
    const other = await leadWithPhotos();
    const user = insertUser(env.db);
    expect(deleteLead(env.db, { leadId: one, user, photosDir: env.photosDir })).toMatch(/^MC-/);
    expect(photosOf(env.db, one)).toEqual([]);
    expect(listDir(env.photosDir)).toEqual(photoFilesOf(env.db, other).sort());
  });

  it("removePhotoFiles deletes only names the store makes, never a path", async () => {
    const one = await leadWithPhotos();
    const files = photoFilesOf(env.db, one);
    removePhotoFiles(env.photosDir, [...files, "../site.db", "/etc/passwd"]);
    expect(listDir(env.photosDir)).toEqual([]);
    expect(existsSync(path.join(env.photosDir, "..", "site.db"))).toBe(true);
  });

  it("retention deletes the photos of requests received before the cutoff", async () => {
    const old = await leadWithPhotos("2023-01-10T10:00:00.000Z");
    const recent = await leadWithPhotos("2026-03-02T10:00:00.000Z");
    const cutoff = new Date("2024-03-02T00:00:00Z");
    expect(deleteLeadsReceivedBefore(env.db, { cutoff, photosDir: env.photosDir })).toBe(1);
    expect(photosOf(env.db, old)).toEqual([]);
    expect(listDir(env.photosDir)).toEqual(photoFilesOf(env.db, recent).sort());
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
      env.db.transaction(() => {
        commitPhotos(env.db, insertLead(env.db), rolledBack);
        throw new Error("crash");
      })(),
    ).toThrow();
    // A request whose files are gone.
    const missing = storeWithPhotos(await prepare([upload(await smallJpeg())]));
    const missingFiles = photoFilesOf(env.db, missing);
    removePhotoFiles(env.photosDir, missingFiles);
    writeFileSync(path.join(env.photosDir, "README.txt"), "not ours");
    const warnings: unknown[] = [];

    const report = cleanUpOrphanPhotos(env.db, env.photosDir, {
      uploadsDir: env.uploadsDir,
      logger: { warn: (object, message) => warnings.push([object, message]) },
    });
    expect(report).toEqual({
      deletedTemporary: 2 + 4,
      deletedUnreferenced: 2,
      missing: missingFiles.sort(),
    });
    expect(listDir(env.photosDir)).toEqual([...photoFilesOf(env.db, kept), "README.txt"].sort());
    expect(listDir(env.uploadsDir)).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it("kill -9 while storing requests with photos: after the next start's clean-up every stored request has all its photos and no file is left over", async () => {
    const photos = [];
    for (let i = 0; i < 3; i++) {
      const photo = path.join(env.root, `crash-photo-${i}.jpg`);
      writeFileSync(photo, await noisyJpeg(1600, 1200));
      photos.push(photo);
    }
    const databaseFile = path.join(path.dirname(env.photosDir), "site.db");
    const child = here("photo-crash-child.ts");
    let stored = 0;
    for (let kill = 0; kill < 5; kill++) {
      const proc = spawn(
        process.execPath,
        ["--import", "tsx", child, databaseFile, env.photosDir, env.uploadsDir, ...photos],
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

      cleanUpOrphanPhotos(env.db, env.photosDir, { uploadsDir: env.uploadsDir });
      const requests = env.db.prepare("SELECT id FROM quote_requests").pluck().all() as number[];
      const expected = requests.flatMap((id) => {
        const files = photoFilesOf(env.db, id);
        expect(files).toHaveLength(2 * photos.length);
        return files;
      });
      expect(listDir(env.photosDir)).toEqual(expected.sort());
      expect(listDir(env.uploadsDir)).toEqual([]);
      stored = requests.length;
    }
    console.log(`kill -9 test: ${stored} requests stored over 5 kills, none without its photos`);
    expect(stored).toBeGreaterThanOrEqual(5);
  }, 120_000);
});
