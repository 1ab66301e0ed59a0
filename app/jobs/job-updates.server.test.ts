import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { processPhotos } from "~/photos/photo-store.server";
import { acceptedJob, jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { listDir } from "../../tests/support/test-photos";
import type { Clock } from "../../tests/support/test-quotes";
import type { JobServices } from "./job-services.server";
import type { Job } from "./job-store.server";
import {
  digestTime,
  jobPhotoFiles,
  postUpdate,
  sendUpdateDigests,
  updatesOfJob,
} from "./job-updates.server";

/** Progress: photos kept upright and bare, and one email a day at most, on a controlled clock. */

let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };
let job: Job;

const at = (day: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return instantOnDay(day, hours * 60 + minutes);
};

beforeEach(async () => {
  db = openDatabase(":memory:");
  clock = { now: at("2027-03-01", "09:00") };
  services = jobServices(db, clock);
  owner = insertUser(db, "owner@example.com");
  ({ job } = await acceptedJob(db, clock, { leadId: insertLead(db), owner }));
});

const post = (text: string) =>
  postUpdate(services, { jobId: job.id, text, photos: [], user: owner });
const digests = () => jobEmails(db).filter((email) => email.kind === "job-updates");

describe("the evening email of updates", () => {
  it("waits for 6 pm, groups the day's updates, and goes once", () => {
    expect(digestTime(at("2027-03-01", "09:00"))).toBe(at("2027-03-01", "18:00"));
    expect(digestTime(at("2027-03-01", "19:30"))).toBe(at("2027-03-02", "18:00"));
    post("Footings dug.");
    clock.now = at("2027-03-01", "15:00");
    post("Concrete poured.");
    clock.now = at("2027-03-01", "17:59");
    expect(sendUpdateDigests(services)).toEqual([]);
    clock.now = at("2027-03-01", "18:00");
    expect(sendUpdateDigests(services)).toEqual([job.id]);
    expect(sendUpdateDigests(services)).toEqual([]);
    const [email] = digests();
    expect(email?.subject).toBe("News of your job: Rear single-storey extension");
    expect(email?.text).toMatch(/Footings dug\.[\s\S]*Concrete poured\./);
  });

  it("holds an update posted after 6 pm to the next evening: one email a day at most", () => {
    post("Footings dug.");
    clock.now = at("2027-03-01", "18:05");
    sendUpdateDigests(services);
    clock.now = at("2027-03-01", "19:30");
    post("Skip collected.");
    clock.now = at("2027-03-02", "09:00");
    post("Bricks delivered.");
    clock.now = at("2027-03-02", "17:00");
    expect(sendUpdateDigests(services)).toEqual([]);
    clock.now = at("2027-03-02", "18:00");
    expect(sendUpdateDigests(services)).toEqual([job.id]);
    const [first, second] = digests();
    expect(first?.text).not.toContain("Skip collected.");
    expect(second?.text).toMatch(/Skip collected\.[\s\S]*Bricks delivered\./);
    expect(second?.text).not.toContain("Footings dug.");
    expect(digests()).toHaveLength(2);
  });
});

describe("an update's photos", () => {
  it("are kept upright, without EXIF or GPS, private to the job's folder", async () => {
    const upload = path.join(services.uploadsDir, "upload.jpg");
    mkdirSync(services.uploadsDir, { recursive: true });
    const fromThePhone = await sharp({
      create: { width: 600, height: 400, channels: 3, background: "#8a5a3c" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "TestPhone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 44/1 1234/100" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(fromThePhone).metadata()).exif?.includes("TestPhone")).toBe(true);
    writeFileSync(upload, fromThePhone);
    const prepared = await processPhotos([{ tempPath: upload, originalName: "IMG_0001.jpg" }], {
      photosDir: services.photosDir,
      most: 12,
    });
    if (!prepared.ok) throw new Error("refused");
    postUpdate(services, {
      jobId: job.id,
      text: "First fix done, plastering Tuesday",
      photos: prepared.photos,
      user: owner,
    });
    const [update] = updatesOfJob(db, job.id);
    const [photo] = update?.photos ?? [];
    expect(photo).toMatchObject({ width: 400, height: 600 });
    const files = jobPhotoFiles(db, job.id, photo?.id ?? 0);
    expect(listDir(services.photosDir)).toEqual([files?.fileName, files?.thumbFileName].sort());
    const kept = await sharp(path.join(services.photosDir, files?.fileName ?? "")).metadata();
    expect(kept.exif).toBeUndefined();
    expect(jobPhotoFiles(db, job.id + 1, photo?.id ?? 0)).toBeUndefined();
  });
});
