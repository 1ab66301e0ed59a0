import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { acceptedJob, jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { minimalPdf } from "../../tests/support/test-pdf";
import { pngBomb } from "../../tests/support/test-photos";
import type { Clock } from "../../tests/support/test-quotes";
import {
  cleanUpJobDocuments,
  discardDocument,
  pdfProblem,
  prepareDocument,
} from "./document-files.server";
import type { DocumentKind } from "./handover-documents";
import {
  documentsOfJob,
  handoverOf,
  jobDocumentFileNames,
  jobDocumentResponse,
  setNeededKinds,
  storeDocument,
} from "./job-documents.server";
import type { JobServices } from "./job-services.server";
import type { Job } from "./job-store.server";

/** Handover documents: only real PDFs and photos kept, served back as kept, one email each. */

let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };
let job: Job;

beforeEach(async () => {
  db = openDatabase(":memory:");
  clock = { now: instantOnDay("2027-03-10", 10 * 60) };
  services = jobServices(db, clock);
  owner = insertUser(db, "owner@example.com");
  ({ job } = await acceptedJob(db, clock, { leadId: insertLead(db), owner }));
  mkdirSync(services.uploadsDir, { recursive: true });
});

let uploads = 0;
/** An upload as the reader leaves it: a temporary file, the sender's name and claimed type. */
function upload(bytes: Buffer, originalName: string, declaredType = "application/octet-stream") {
  const tempPath = path.join(services.uploadsDir, `upload-${++uploads}.part`);
  writeFileSync(tempPath, bytes);
  return { tempPath, originalName, declaredType };
}

const documentFiles = () =>
  existsSync(services.documentsDir) ? readdirSync(services.documentsDir).sort() : [];
const rows = () => db.prepare("SELECT count(*) FROM job_documents").pluck().get();

async function addDocument(
  bytes: Buffer,
  name: string,
  {
    kind = "electrical",
    title = "Electrical Installation Certificate",
    datedOn = "2027-03-03",
    onJob = job,
  }: { kind?: DocumentKind; title?: string; datedOn?: string; onJob?: Job } = {},
) {
  const checked = await prepareDocument(services.documentsDir, upload(bytes, name));
  if (!checked.ok) throw new Error(checked.message);
  try {
    return storeDocument(services, {
      jobId: onJob.id,
      kind,
      title,
      datedOn,
      document: checked.document,
      user: owner,
    });
  } catch (error) {
    await discardDocument(checked.document);
    throw error;
  }
}

describe("a PDF", () => {
  it("is kept as sent under a random private name, and served back byte for byte", async () => {
    const pdf = minimalPdf();
    const id = await addDocument(pdf, "../../EIC <kitchen>.pdf");
    const [stored] = documentsOfJob(db, job.id);
    expect(stored).toMatchObject({
      id,
      kind: "electrical",
      contentType: "application/pdf",
      bytes: pdf.length,
      originalName: "../../EIC <kitchen>.pdf",
      addedBy: "owner@example.com",
    });
    expect(stored?.fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(documentFiles()).toEqual([stored?.fileName]);
    expect(jobDocumentFileNames(db, job.id)).toEqual([stored?.fileName]);
    const file = path.join(services.documentsDir, stored?.fileName ?? "");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const served = await jobDocumentResponse(services, job, String(id));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
      "content-disposition": `inline; filename="job-${job.id}-electrical.pdf"`,
    });
  });

  it("is refused, and nothing kept, when it is not one: a web page named .pdf, locked, cut off", async () => {
    const pdf = minimalPdf();
    const cases = [
      ["cert.pdf", Buffer.from("<html><script>alert(1)</script></html>"), "is not a PDF"],
      ["locked.pdf", minimalPdf(" /Encrypt 4 0 R"), "locked with a password"],
      ["cut.pdf", pdf.subarray(0, pdf.indexOf("xref")), "cut off or damaged"],
      ["notes.txt", Buffer.from("Just some notes"), "neither a PDF nor a photo"],
    ] as const;
    for (const [name, bytes, words] of cases) {
      const checked = await prepareDocument(
        services.documentsDir,
        upload(Buffer.from(bytes), name, name.endsWith(".txt") ? "text/plain" : "application/pdf"),
      );
      expect(checked, name).toMatchObject({ ok: false, status: 400 });
      if (!checked.ok) expect(checked.message).toContain(words);
    }
    expect(rows()).toBe(0);
    expect(documentFiles()).toEqual([]);
    expect(jobEmails(db).filter((email) => email.kind === "job-document")).toEqual([]);
  });

  it("is looked at by its bytes: the header, the end mark, the size and no /Encrypt key", () => {
    expect(pdfProblem(minimalPdf())).toBeNull();
    expect(
      pdfProblem(Buffer.from(minimalPdf().toString("latin1").replace("1.7", "2.0"), "latin1")),
    ).toBeNull();
    expect(pdfProblem(Buffer.from(`%PDF-3.0\n${"x".repeat(50)}\n%%EOF`))).toBe("not-a-pdf");
    expect(pdfProblem(minimalPdf(" /EncryptMetadata false"))).toBeNull();
    expect(pdfProblem(minimalPdf("/Encrypt<</Filter/Standard>>"))).toBe("encrypted");
    const padded = Buffer.concat([minimalPdf(), Buffer.alloc(2000, 0x20)]);
    expect(pdfProblem(padded)).toBe("cut-off");
    const huge = Buffer.concat([minimalPdf(), Buffer.alloc(15_000_001)]);
    expect(pdfProblem(huge)).toBe("too-large");
  });
});

describe("a photo of a document", () => {
  it("is kept re-encoded, without its EXIF or GPS position, as a JPEG", async () => {
    const located = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#eee" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "TestPhone", Model: "Model X" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "53/1 44/1 1234/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "3/1 1/1 4321/100",
        },
      })
      .toBuffer();
    expect((await sharp(located).metadata()).exif?.includes("TestPhone")).toBe(true);
    const id = await addDocument(located, "guarantee.jpg", { kind: "guarantee" });
    const [stored] = documentsOfJob(db, job.id);
    expect(stored?.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    // The full-size photo only: no thumbnail, no temporary file left.
    expect(documentFiles()).toEqual([stored?.fileName]);
    const kept = readFileSync(path.join(services.documentsDir, stored?.fileName ?? ""));
    const after = await sharp(kept).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 400, height: 300 });
    expect(after.exif).toBeUndefined();
    for (const trace of ["Exif", "TestPhone", "GPS"])
      expect(kept.toString("latin1")).not.toContain(trace);
    const served = await jobDocumentResponse(services, job, String(id));
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="job-${job.id}-guarantee.jpg"`,
    );
  });

  it("is refused when it is a picture bomb, and nothing is kept", async () => {
    const checked = await prepareDocument(
      services.documentsDir,
      upload(await pngBomb(8000, 8000), "cert.png", "image/png"),
    );
    expect(checked).toMatchObject({ ok: false, status: 400 });
    if (!checked.ok) expect(checked.message).toContain("too large in pixels");
    expect(documentFiles()).toEqual([]);
    expect(rows()).toBe(0);
  });
});

describe("a job's handover", () => {
  it("lists its documents, the latest dated first, and the kinds needed still to come", async () => {
    setNeededKinds(db, job.id, ["building-control", "electrical", "guarantee"]);
    expect(handoverOf(db, job.id).stillToCome).toEqual([
      "Building Control completion certificate",
      "Electrical installation certificate",
      "Guarantee or warranty",
    ]);
    await addDocument(minimalPdf(), "eic.pdf", { datedOn: "2027-03-03" });
    await addDocument(minimalPdf(), "manual.pdf", {
      kind: "manual",
      title: "Boiler manual",
      datedOn: "2027-03-08",
    });
    const handover = handoverOf(db, job.id);
    expect(handover.stillToCome).toEqual([
      "Building Control completion certificate",
      "Guarantee or warranty",
    ]);
    expect(
      handover.documents.map(({ kindWords, title, dated, type }) => ({
        kindWords,
        title,
        dated,
        type,
      })),
    ).toEqual([
      {
        kindWords: "Manual or instructions",
        title: "Boiler manual",
        dated: "dated 8 March 2027",
        type: "PDF",
      },
      {
        kindWords: "Electrical installation certificate",
        title: "Electrical Installation Certificate",
        dated: "dated 3 March 2027",
        type: "PDF",
      },
    ]);
    // Ticked again: what is no longer ticked is no longer needed.
    setNeededKinds(db, job.id, ["electrical"]);
    expect(handoverOf(db, job.id).stillToCome).toEqual([]);
    setNeededKinds(db, job.id, []);
    expect(handoverOf(db, job.id).stillToCome).toEqual([]);
  });

  it("emails the customer once for each document, with its title and date, markup as text", async () => {
    await addDocument(minimalPdf(), "eic.pdf", { title: "<script>alert(1)</script> EIC" });
    await addDocument(minimalPdf(), "gas.pdf", {
      kind: "gas",
      title: "Gas Safe record",
      datedOn: "2027-03-09",
    });
    const emails = jobEmails(db).filter((email) => email.kind === "job-document");
    expect(emails.map((email) => email.about).sort()).toEqual(
      documentsOfJob(db, job.id)
        .map((document) => `document ${document.id}`)
        .sort(),
    );
    expect(emails[0]?.to.address).toBe("sarah.mills@example.org");
    expect(emails[0]?.text).toContain(
      "Electrical installation certificate: <script>alert(1)</script> EIC, dated 3 March 2027.",
    );
    expect(emails[0]?.html).not.toContain("<script>");
    expect(emails[1]?.text).toContain("Gas Safe certificate: Gas Safe record, dated 9 March 2027.");
  });

  it("serves a document to its own job only", async () => {
    const id = await addDocument(minimalPdf(), "eic.pdf");
    const other = await acceptedJob(db, clock, {
      leadId: insertLead(db, { email: "other@example.org" }),
      owner,
    });
    expect((await jobDocumentResponse(services, other.job, String(id))).status).toBe(404);
    expect((await jobDocumentResponse(services, job, "99999")).status).toBe(404);
    expect((await jobDocumentResponse(services, job, "1; DROP")).status).toBe(404);
  });

  it("leaves no stray file after a restart: temporary and unnamed files are cleaned up", async () => {
    await addDocument(minimalPdf(), "eic.pdf");
    const checked = await prepareDocument(services.documentsDir, upload(minimalPdf(), "x.pdf"));
    expect(checked.ok).toBe(true);
    writeFileSync(path.join(services.documentsDir, `${"a".repeat(32)}.pdf`), "orphan");
    writeFileSync(path.join(services.documentsDir, "keep-me.txt"), "not ours");
    expect(cleanUpJobDocuments(db, services.documentsDir)).toBe(2);
    expect(documentFiles()).toEqual([...jobDocumentFileNames(db, job.id), "keep-me.txt"].sort());
  });
});
