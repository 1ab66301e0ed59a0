import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { type Db, openDatabase } from "~/db/database.server";
import { processPhotos } from "~/photos/photo-store.server";
import { projectOfLead } from "~/projects/lead-project.server";
import { addNewProject } from "~/projects/new-project.server";
import { readProject } from "~/projects/project-editor.server";
import type { Drafts } from "~/publishing/drafts.server";
import { editorsWithContent } from "../../tests/support/site-editing";
import { acceptedJob, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { headersFor, multipartBuffer, type Part, smallJpeg } from "../../tests/support/test-photos";
import type { Clock } from "../../tests/support/test-quotes";
import { jobPhotosForProjects } from "./job-photos-for-project.server";
import type { JobServices } from "./job-services.server";
import { jobPhotoFiles, postUpdate, updatesOfJob } from "./job-updates.server";

/**
 * A finished job's progress photos go into its project (issue 49): offered on the new
 * project's page, the ones ticked copied into the project's draft as uploads are (the job
 * keeps its files), and only that lead's job's photos taken.
 */

const clock: Clock = { now: Date.parse("2027-03-01T09:00:00Z") };
let db: Db;
let owner: { id: number; email: string };
let jobs: JobServices;
let drafts: Drafts;
let workDir: string;
let lead: number;
let jobId: number;
/** The lead's job's two photos, oldest first, and another job's one. */
let photoIds: number[];
let otherJobsPhoto: number;

/** Accepts the lead's quote and posts an update of its job with photos of these colours. */
async function postPhotos(leadId: number, text: string, colours: string[]) {
  const { job } = await acceptedJob(db, clock, { leadId, owner });
  mkdirSync(jobs.uploadsDir, { recursive: true });
  const files = await Promise.all(
    colours.map(async (colour, index) => {
      const tempPath = path.join(jobs.uploadsDir, `${leadId}-${index}.jpg`);
      writeFileSync(tempPath, await smallJpeg(640, 480, colour));
      return { tempPath, originalName: `IMG_${index}.jpg` };
    }),
  );
  const prepared = await processPhotos(files, { photosDir: jobs.photosDir, most: 12 });
  if (!prepared.ok) throw new Error("The job's photos were refused");
  postUpdate(jobs, { jobId: job.id, text, photos: prepared.photos, user: owner });
  return { job, ids: updatesOfJob(db, job.id)[0]?.photos.map((photo) => photo.id) ?? [] };
}

beforeEach(async () => {
  db = openDatabase(":memory:");
  owner = insertUser(db, "owner@example.com");
  jobs = jobServices(db, clock);
  lead = insertLead(db);
  const posted = await postPhotos(lead, "Old porch before we took it down", ["#c33", "#3c3"]);
  jobId = posted.job.id;
  photoIds = posted.ids;
  [otherJobsPhoto = 0] = (await postPhotos(insertLead(db), "Another job", ["#33c"])).ids;
  const editors = editorsWithContent("job-photos", {
    "services/roofing.yaml": YAML.stringify({ slug: "roofing", order: 1, title: "Roofing" }),
  });
  drafts = editors.drafts;
  workDir = path.join(editors.root, "work");
});

const details = {
  section: "details",
  title: "Porch in Garstang",
  category: "Extension",
  location: "Garstang",
  type: "A new porch",
  completed: "2027",
  duration: "2 weeks",
  summary: "A brick porch with a slate roof in place of a rotten timber one, built in a fortnight.",
  description:
    "We took down the old porch, dug new footings and built the walls in matching brick.",
  features: "Slate roof\nMatching brick\nOak door\nTiled floor",
  servicesProvided: "roofing",
  seoDescription: "A new brick porch with a slate roof in Garstang, in place of a rotten one.",
};

/** The new project's form sent as its page sends it: what the page then shows, or where it goes. */
async function send(
  fields: Record<string, string | string[]>,
  uploads: Buffer[] = [],
): Promise<{
  status?: number;
  location?: string;
  message?: string;
  errors: Record<string, string[] | null>;
}> {
  const parts: Part[] = Object.entries({ ...details, ...fields }).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => ({ name, value: one })),
  );
  for (const [index, content] of uploads.entries())
    parts.push({ name: "photos", filename: `new-${index}.jpg`, content });
  const request = new Request("http://localhost/owner/site/projects/new", {
    method: "POST",
    headers: headersFor(),
    body: new Uint8Array(multipartBuffer(parts)),
  });
  const publishing = { drafts, photoWorkDir: workDir, preparePhoto: () => {} };
  let reply: Awaited<ReturnType<typeof addNewProject>>;
  try {
    reply = await addNewProject(
      { publishing, db, jobPhotos: jobPhotosForProjects(jobs) },
      request,
      owner.email,
    );
  } catch (thrown) {
    // Done: on to the project's editor.
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") ?? "", errors: {} };
    throw thrown;
  }
  const [answer, status] = "init" in reply ? [reply.data, reply.init?.status] : [reply, 200];
  return { status, message: answer.message, errors: answer.result.error ?? {} };
}

const slugOf = (location = "") => /\/owner\/site\/projects\/([a-z0-9-]+)\?/.exec(location)?.[1];
const jobFiles = () => readdirSync(jobs.photosDir).length;

describe("a finished job's photos", () => {
  it("are offered for its project, oldest first, with their update's words", () => {
    const offered = jobPhotosForProjects(jobs).of(lead);
    expect(offered.map((photo) => photo.id)).toEqual(photoIds);
    expect(offered[0]).toMatchObject({
      src: `/owner/jobs/${jobId}/photos/${photoIds[0]}?size=small`,
      width: 480,
      height: 360,
      alt: "Old porch before we took it down (photo 1 of 2)",
    });
    expect(jobPhotosForProjects(jobs).of(insertLead(db))).toEqual([]);
  });

  it("go into the new project as copies of the chosen ones, the job keeping both", async () => {
    expect(jobFiles()).toBe(6);
    const added = await send({ lead: String(lead), jobPhotos: [String(photoIds[1])] });
    expect(added).toMatchObject({ status: 302, location: expect.stringMatching(/\?added=1$/) });
    const slug = slugOf(added.location) ?? "";
    const project = readProject(drafts, slug)?.project;
    expect(project?.gallery).toEqual([{ src: expect.stringMatching(/^gallery\/photo-/), alt: "" }]);
    const [file] = drafts.list(`projects/${slug}/gallery`);
    expect(file).toBe(`projects/${slug}/${project?.gallery[0]?.src}`);
    // The one ticked (green), re-encoded as an upload is: at most 2,560 px, bare JPEG.
    const drafted = drafts.readBytes(file ?? "") ?? Buffer.alloc(0);
    const { dominant } = await sharp(drafted).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
    expect(await sharp(drafted).metadata()).toMatchObject({ format: "jpeg", width: 640 });
    expect(projectOfLead(db, lead)).toBe(slug);
    // The job still has both its photos, files and all; nothing is left in the work folder.
    expect(jobFiles()).toBe(6);
    for (const id of photoIds) {
      const files = jobPhotoFiles(db, jobId, id);
      expect(existsSync(path.join(jobs.photosDir, files?.fileName ?? "missing"))).toBe(true);
    }
    expect(readdirSync(workDir)).toEqual([]);
  });

  it("come first, with the photos uploaded after them", async () => {
    const added = await send({ lead: String(lead), jobPhotos: photoIds.map(String) }, [
      await smallJpeg(320, 240, "#999"),
    ]);
    expect(added).toMatchObject({ status: 302, location: expect.stringMatching(/\?added=3$/) });
    expect(readProject(drafts, slugOf(added.location) ?? "")?.project.gallery).toHaveLength(3);
    expect(jobFiles()).toBe(6);
  });

  it("are only the lead's own job's: another job's photo or a made-up one is refused, nothing kept", async () => {
    for (const forged of [String(otherJobsPhoto), "999999", "1 OR 1=1"]) {
      const refused = await send({ lead: String(lead), jobPhotos: [String(photoIds[0]), forged] }, [
        await smallJpeg(),
      ]);
      expect(refused.status, forged).toBe(400);
      expect(refused.errors.jobPhotos, forged).toEqual([
        expect.stringMatching(/Tick only this job's photos/),
      ]);
      expect(refused.errors.photos).toEqual([expect.stringMatching(/Choose these photos again/)]);
    }
    // A job's photo without its lead is no photo of this project's job either.
    expect((await send({ jobPhotos: [String(photoIds[0])] })).errors.jobPhotos).toHaveLength(1);
    expect(drafts.changes()).toEqual({});
    expect(projectOfLead(db, lead)).toBeNull();
    expect(readdirSync(workDir)).toEqual([]);
    expect(jobFiles()).toBe(6);
  });

  it("count as the project's photos: none ticked and none uploaded is refused", async () => {
    const refused = await send({ lead: String(lead) });
    expect(refused.status).toBe(400);
    expect(refused.errors.photos).toEqual(["Tick at least one of the job's photos, or add one."]);
    expect(drafts.changes()).toEqual({});
  });
});
