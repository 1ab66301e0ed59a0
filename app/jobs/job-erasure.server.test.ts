import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { deleteLead, deleteLeadsReceivedBefore } from "~/leads/lead-deletion.server";
import { processPhotos } from "~/photos/photo-store.server";
import { removeDir } from "../../tests/support/test-app";
import { acceptedJob, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { smallJpeg } from "../../tests/support/test-photos";
import type { Clock } from "../../tests/support/test-quotes";
import { jobFilesOfLeads } from "./job-folders.server";
import { recordPayment } from "./job-payments.server";
import type { JobServices } from "./job-services.server";
import { jobOfLead } from "./job-store.server";
import { postUpdate } from "./job-updates.server";

/**
 * A lead's job goes with it, deleted by the owner or by retention: its rows by the schema's
 * cascade, its photo and document files from disk once the rows are gone (handed to the leads'
 * deletion as `moreFiles`). Its payments stay, with their receipts, their job NULL: a receipt is
 * an accounting record (six years, HMRC).
 */

let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };
let root: string;
/** The leads' own photos: none here. */
const photosDir = "/nonexistent/photos";

beforeEach(() => {
  db = openDatabase(":memory:");
  clock = { now: Date.parse("2027-03-01T10:00:00Z") };
  services = jobServices(db, clock);
  owner = insertUser(db, "owner@example.com");
  root = mkdtempSync(path.join(tmpdir(), "job-erasure-"));
});
afterEach(() => {
  db.close();
  removeDir(root);
  removeDir(path.dirname(services.photosDir));
});

/** A lead with a job: its deposit paid, an update with a photo, a handover document. */
async function leadWithJob(receivedAt: string) {
  const leadId = insertLead(db, { receivedAt });
  const { job } = await acceptedJob(db, clock, { leadId, owner });
  const deposit = db
    .prepare("SELECT id FROM job_stages WHERE job_id = ? AND position = 1")
    .pluck()
    .get(job.id) as number;
  recordPayment(services, {
    jobId: job.id,
    stageId: deposit,
    pence: 76_012,
    on: "2027-03-01",
    user: owner,
  });
  const upload = path.join(root, `upload-${randomBytes(4).toString("hex")}.part`);
  writeFileSync(upload, await smallJpeg());
  const photos = await processPhotos([{ tempPath: upload, originalName: "wall.jpg" }], {
    photosDir: services.photosDir,
    most: 1,
  });
  if (!photos.ok) throw new Error("photo refused");
  postUpdate(services, { jobId: job.id, text: "Footings dug", photos: photos.photos, user: owner });
  // A document as its store keeps it: a random name in the documents' folder, and its row.
  const document = `${randomBytes(16).toString("hex")}.pdf`;
  mkdirSync(services.documentsDir, { recursive: true });
  writeFileSync(path.join(services.documentsDir, document), "%PDF-1.7\n%%EOF\n");
  db.prepare(
    `INSERT INTO job_documents (job_id, kind, title, dated_on, file_name, content_type, bytes,
       original_name, added_at, added_by)
     VALUES (?, 'electrical', 'Certificate', '2027-03-01', ?, 'application/pdf', 15, 'c.pdf', ?, ?)`,
  ).run(job.id, document, new Date(clock.now).toISOString(), owner.email);
  const files = [
    ...photos.photos.flatMap((photo) => [photo.fileName, photo.thumbFileName]),
    document,
  ];
  return { leadId, jobId: job.id, files };
}

const onDisk = () =>
  [services.photosDir, services.documentsDir].flatMap((dir) =>
    existsSync(dir) ? readdirSync(dir) : [],
  );

const payments = () =>
  db
    .prepare(
      "SELECT job_id AS jobId, job_stage_id AS stageId, reference, pence, receipt FROM job_payments ORDER BY id",
    )
    .all() as {
    jobId: number | null;
    stageId: number | null;
    reference: string;
    pence: number;
    receipt: string;
  }[];

describe("erasing a lead with a job", () => {
  it("deleting the lead removes its job and its files, keeps its payment with the receipt, job NULL", async () => {
    const gone = await leadWithJob("2027-02-20T10:00:00.000Z");
    const kept = await leadWithJob("2027-02-21T10:00:00.000Z");
    expect(onDisk().sort()).toEqual([...gone.files, ...kept.files].sort());
    const receipt = payments()[0]?.receipt;
    expect(receipt).toContain("Amount paid: £760.12");

    const moreFiles = jobFilesOfLeads(services);
    expect(
      deleteLead(db, { leadId: gone.leadId, user: owner, photosDir, moreFiles }),
    ).not.toBeNull();

    expect(jobOfLead(db, gone.leadId)).toBeNull();
    for (const table of ["job_updates", "job_stages", "job_documents"])
      expect(
        db.prepare(`SELECT count(*) FROM ${table} WHERE job_id = ?`).pluck().get(gone.jobId),
        table,
      ).toBe(0);
    expect(db.prepare("SELECT count(*) FROM job_photos").pluck().get()).toBe(1);
    expect(onDisk().sort()).toEqual([...kept.files].sort());
    expect(payments()).toEqual([
      { jobId: null, stageId: null, reference: "Q-0001-1", pence: 76_012, receipt },
      expect.objectContaining({ jobId: kept.jobId, reference: "Q-0002-1" }),
    ]);
  });

  it("retention removes the jobs and files of the leads it deletes, and only theirs", async () => {
    const old = await leadWithJob("2024-02-01T10:00:00.000Z");
    const recent = await leadWithJob("2024-04-01T10:00:00.000Z");
    const moreFiles = jobFilesOfLeads(services);
    const cutoff = new Date("2024-03-01T00:00:00.000Z");
    expect(deleteLeadsReceivedBefore(db, { cutoff, photosDir, moreFiles })).toBe(1);
    expect(jobOfLead(db, old.leadId)).toBeNull();
    expect(jobOfLead(db, recent.leadId)?.id).toBe(recent.jobId);
    expect(onDisk().sort()).toEqual([...recent.files].sort());
    expect(payments().map(({ jobId, reference }) => [jobId, reference])).toEqual([
      [null, "Q-0001-1"],
      [recent.jobId, "Q-0002-1"],
    ]);
    // Nothing older left: a second run deletes nothing, and no file.
    expect(deleteLeadsReceivedBefore(db, { cutoff, photosDir, moreFiles })).toBe(0);
    expect(onDisk()).toHaveLength(recent.files.length);
  });
});
