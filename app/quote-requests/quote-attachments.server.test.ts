import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { commitPhotos, processPhotos } from "~/photos/photo-store.server";
import { removeDir } from "../../tests/support/test-app";
import { insertLead } from "../../tests/support/test-leads";
import { noisyJpeg, smallJpeg } from "../../tests/support/test-photos";
import {
  attachmentLimits,
  encodedSize,
  ownerEmailAttachments,
  photoAttachments,
  photosReceivedSentence,
  shrinkForEmail,
} from "./quote-attachments.server";

const root = mkdtempSync(path.join(tmpdir(), "email-attachments-"));
const photosDir = path.join(root, "photos");
const uploadsDir = path.join(root, "uploads");
let db: Db;
let leadId: number;

beforeAll(async () => {
  mkdirSync(uploadsDir, { recursive: true });
  db = openDatabase(path.join(root, "site.db"));
  // Six photos as stored: 2,560 px, each nearly 1 MB of hard-to-compress detail.
  const files = [];
  for (let i = 0; i < 6; i++) {
    const tempPath = path.join(uploadsDir, `upload-${i}.part`);
    writeFileSync(tempPath, await noisyJpeg(2560, 1920));
    files.push({
      tempPath,
      originalName: i === 0 ? 'x"\r\nBcc: victim@example.com.jpg' : `IMG_${i}.jpg`,
    });
  }
  const result = await processPhotos(files, { photosDir, most: 6 });
  if (!result.ok) throw new Error("refused");
  leadId = db.transaction(() => {
    const id = insertLead(db);
    commitPhotos(db, id, result.photos);
    return id;
  })();
}, 60_000);
afterAll(() => {
  db.close();
  removeDir(root);
});

describe("ownerEmailAttachments", () => {
  it("gives each photo as a JPEG under 1 MB named after the request, and the email stays under 10 MB", async () => {
    const started = performance.now();
    const attachments = await ownerEmailAttachments(db, photosDir, leadId);
    const elapsed = performance.now() - started;
    const reference = `MC-${String(leadId).padStart(5, "0")}`;
    expect(attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [`${reference}-photo-${n}.jpg`, "image/jpeg"]),
    );
    for (const { content } of attachments) {
      expect(content.length).toBeLessThan(1_000_000);
      const metadata = await sharp(content).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(1600);
      expect(metadata.exif).toBeUndefined();
    }

    // The whole message as nodemailer builds it.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const { message } = await transport.sendMail({
      from: "site@example.com",
      to: "owner@example.com",
      subject: `New quote request ${reference}`,
      text: "x".repeat(5000),
      html: `<p>${"x".repeat(5000)}</p>`,
      attachments,
    });
    const eml = (message as Buffer).toString("latin1");
    console.log(
      `owner's email with 6 photos: ${attachments.map((a) => (a.content.length / 1e3).toFixed(0)).join(", ")} kB attached, ` +
        `${((message as Buffer).length / 1e6).toFixed(2)} MB in all, made in ${elapsed.toFixed(0)} ms`,
    );
    expect((message as Buffer).length).toBeLessThan(10_000_000);
    expect(eml).not.toContain("Bcc: victim");
    expect(eml).not.toContain("IMG_");
    expect(eml).toContain(`filename=${reference}-photo-1.jpg`);
  }, 60_000);

  it("shrinks a photo further, step by step, until it fits", async () => {
    const detailed = path.join(root, "detailed.jpg");
    writeFileSync(
      detailed,
      await sharp(await noisyJpeg(2560, 1920, 0xff))
        .jpeg({ quality: 95 })
        .toBuffer(),
    );
    const fitted = await shrinkForEmail(detailed, 200_000);
    expect(fitted.length).toBeLessThanOrEqual(200_000);
    expect((await sharp(fitted).metadata()).width).toBeLessThan(1600);
  });

  it("shares the 10 MB between the photos when 1 MB each would not fit", async () => {
    const photos = Array.from({ length: 6 }, (_, i) => ({ fileName: "x.jpg", position: i + 1 }));
    const many = [...photos, ...photos, ...photos];
    const shrink = path.join(root, "x.jpg");
    writeFileSync(shrink, await noisyJpeg(2560, 1920));
    const attachments = await photoAttachments(many, { photosDir: root, reference: "MC-00001" });
    const total = attachments.reduce((sum, { content }) => sum + encodedSize(content.length), 0);
    expect(total).toBeLessThan(attachmentLimits.maxEmailBytes - attachmentLimits.textAllowance);
  }, 60_000);

  it("leaves out a photo whose file is missing, and gives none for a request without photos or gone", async () => {
    writeFileSync(path.join(root, "x.jpg"), await smallJpeg());
    const photos = [
      { fileName: "gone.jpg", position: 1 },
      { fileName: "x.jpg", position: 2 },
    ];
    const attachments = await photoAttachments(photos, { photosDir: root, reference: "MC-00009" });
    expect(attachments.map((attachment) => attachment.filename)).toEqual(["MC-00009-photo-2.jpg"]);
    expect(await ownerEmailAttachments(db, photosDir, insertLead(db))).toEqual([]);
    expect(await ownerEmailAttachments(db, photosDir, 424_242)).toEqual([]);
    rmSync(path.join(root, "x.jpg"));
  });
});

describe("photosReceivedSentence", () => {
  it("counts the photos for the customer's acknowledgement", () => {
    expect(photosReceivedSentence(0)).toBeNull();
    expect(photosReceivedSentence(1)).toBe("We received 1 photo.");
    expect(photosReceivedSentence(3)).toBe("We received 3 photos.");
  });
});
