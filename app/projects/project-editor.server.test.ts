import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import type { Drafts } from "~/publishing/drafts.server";
import type { SitePublishing } from "~/publishing/site-publishing.server";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import {
  createProject,
  newSlug,
  projectDetailsForm,
  projectsPage,
  projectWords,
  readProject,
  removeProject,
  saveDetails,
} from "./project-editor.server";
import {
  addToGallery,
  changePhotos,
  photoFileOf,
  photosForm,
  undescribedPhotos,
} from "./project-photos.server";

const by = "owner@example.com";
const details = {
  title: "Old Mill House",
  category: "Renovation" as const,
  location: "Garstang",
  type: "Renovation of a mill house",
  completed: "2024",
  duration: "16 weeks",
  summary: "A mill house by the river renovated from the roof down, for a family of five.",
  description: ["A paragraph about the mill house, long enough for the schema's sixty characters."],
  features: ["New roof", "New floors", "New windows", "New heating"],
  servicesProvided: ["roofing"],
  seoDescription: "Renovation of a mill house in Garstang: roof, floors, windows and heating.",
};

/** Owner drafts whose content/ holds one project with two photos and one service naming it. */
function editors() {
  const { drafts, root } = editorsWithContent("projects", {
    "projects/old-mill-house/gallery/front.jpg": "jpeg bytes",
    "projects/old-mill-house/gallery/back.svg": "<svg/>",
    "projects/old-mill-house/project.yaml": `# The mill house\n${YAML.stringify({
      slug: "old-mill-house",
      order: 1,
      ...details,
      status: "Completed",
      gallery: [
        { src: "gallery/front", alt: "The mill house from the lane." },
        { src: "gallery/back", alt: "The back of the mill house." },
      ],
    })}`,
    "services/roofing.yaml": YAML.stringify({
      slug: "roofing",
      order: 1,
      title: "Roofing",
      relatedProjects: ["old-mill-house"],
    }),
  });
  const publishing = {
    drafts,
    photoWorkDir: path.join(root, "work"),
    thumbsDir: path.join(root, "thumbs"),
  };
  return { publishing: publishing as unknown as SitePublishing, drafts };
}

const textFields = {
  ...details,
  description: details.description.join("\n\n"),
  features: details.features.join("\n"),
};

/** The project's words sent, as its form sends them. */
const sendDetails = (drafts: Drafts, fields: Record<string, string | string[]>) =>
  submit(
    projectDetailsForm(["roofing"]),
    { section: "details", ...fields },
    (sent) => saveDetails(drafts, "old-mill-house", sent, by),
    { words: projectWords },
  );

/** The photos form sent: each photo's caption and description, and the button pressed. */
const sendPhotos = (drafts: Drafts, fields: Record<string, string>) =>
  submit(photosForm, { section: "photos", ...fields }, (sent) =>
    changePhotos(drafts, "old-mill-house", sent, by),
  );

describe("the owner's projects", () => {
  it("finds a photo as the build does (a photo before a drawing) and nothing outside the project", async () => {
    const { drafts } = editors();
    expect(photoFileOf(drafts, "old-mill-house", "gallery/front")).toBe(
      "projects/old-mill-house/gallery/front.jpg",
    );
    expect(photoFileOf(drafts, "old-mill-house", "gallery/back")).toBe(
      "projects/old-mill-house/gallery/back.svg",
    );
    for (const outside of ["../../services/roofing.yaml", "project.yaml", "../other/gallery/front"])
      expect(photoFileOf(drafts, "old-mill-house", outside), outside).toBeUndefined();
  });

  it("saves the words with the build's rules, keeping the photos and the file's comment", async () => {
    const { drafts } = editors();
    const { version } = readProject(drafts, "old-mill-house") ?? { version: "" };
    const refused = await sendDetails(drafts, { ...textFields, features: "Roof", version });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { features: [expect.stringMatching(/at least 4 features/)] },
    });
    expect(
      (await sendDetails(drafts, { ...textFields, servicesProvided: ["plumbing"], version }))
        .fieldErrors,
    ).toEqual({ servicesProvided: ["Tick only services on the list."] });
    expect(drafts.changes()).toEqual({});

    const saved = await sendDetails(drafts, { ...textFields, title: "The Old Mill", version });
    expect(saved.ok).toBe(true);
    const text = drafts.read("projects/old-mill-house/project.yaml").text ?? "";
    expect(text).toMatch(/^# The mill house/);
    expect(readProject(drafts, "old-mill-house")?.project).toMatchObject({
      title: "The Old Mill",
      gallery: [{ src: "gallery/front" }, { src: "gallery/back" }],
    });
    // The same form again is stale now.
    expect((await sendDetails(drafts, { ...textFields, version })).ok).toBe(false);
  });

  it("gives a new project an address of its own and waits for every photo's description before publishing", async () => {
    const { drafts } = editors();
    const slug = newSlug(drafts, "Old Mill House!", "Garstang");
    expect(slug).toBe("old-mill-house-garstang");
    const made = createProject(drafts, {
      slug,
      details,
      photos: ["gallery/a.jpg", "gallery/b.jpg"],
      by,
    });
    expect(made.ok).toBe(true);
    expect(undescribedPhotos(drafts)).toEqual([{ slug, title: "Old Mill House", count: 2 }]);
    expect(projectsPage(drafts).projects.map((project) => [project.slug, project.waiting])).toEqual(
      [
        ["old-mill-house", 0],
        [slug, 2],
      ],
    );
  });

  it("describes photos (the caption standing in for an empty description), moves them and chooses the cover", async () => {
    const { drafts } = editors();
    const { version } = readProject(drafts, "old-mill-house") ?? { version: "" };
    const added = addToGallery(drafts, "old-mill-house", ["gallery/new.jpg"], version, by);
    expect(added.ok).toBe(true);
    const current = () => readProject(drafts, "old-mill-house");

    const described = {
      "photos[0].alt": "The mill house from the lane.",
      "photos[0].caption": "",
      "photos[1].alt": "The back of the mill house.",
      "photos[1].caption": "",
    };
    const tooShort = await sendPhotos(drafts, {
      version: current()?.version ?? "",
      ...described,
      "photos[2].alt": "Hi",
      "photos[2].caption": "",
    });
    expect(tooShort).toMatchObject({
      ok: false,
      fieldErrors: { "photos[2].alt": ["Describe the photo in 5 to 200 characters."] },
    });

    const saved = await sendPhotos(drafts, {
      version: current()?.version ?? "",
      ...described,
      "photos[2].alt": "",
      "photos[2].caption": "The new kitchen",
      intent: "cover:2",
    });
    expect(saved).toMatchObject({
      ok: true,
      message: expect.stringMatching(/caption was used as the description of 1 photo/),
    });
    expect(current()?.project.gallery).toEqual([
      { src: "gallery/new.jpg", alt: "The new kitchen", caption: "The new kitchen" },
      { src: "gallery/front", alt: "The mill house from the lane." },
      { src: "gallery/back", alt: "The back of the mill house." },
    ]);
    expect(undescribedPhotos(drafts)).toEqual([]);
  });

  it("keeps a project to 40 photos, saying how many more fit", async () => {
    const { drafts } = editors();
    const { version } = readProject(drafts, "old-mill-house") ?? { version: "" };
    const many = Array.from({ length: 39 }, (_, index) => `gallery/new-${index}.jpg`);
    expect(addToGallery(drafts, "old-mill-house", many, version, by)).toMatchObject({
      ok: false,
      fieldErrors: { photos: [expect.stringMatching(/this one has 2: add at most 38/)] },
    });
  });

  it("removes a photo with its file, but never the last one", async () => {
    const { drafts } = editors();
    const version = () => readProject(drafts, "old-mill-house")?.version ?? "";
    expect((await sendPhotos(drafts, { version: version(), intent: "remove:1" })).ok).toBe(true);
    expect(drafts.list("projects/old-mill-house/gallery")).toEqual([
      "projects/old-mill-house/gallery/front.jpg",
    ]);
    const last = await sendPhotos(drafts, { version: version(), intent: "remove:0" });
    expect(last).toMatchObject({ ok: false, message: expect.stringMatching(/at least one photo/) });
  });

  it("removes a project with its photos and its name from the drafts that show it", async () => {
    const { drafts } = editors();
    const { version } = readProject(drafts, "old-mill-house") ?? { version: "" };
    expect(removeProject(drafts, "old-mill-house", { version: "stale" }, by).ok).toBe(false);
    expect(removeProject(drafts, "old-mill-house", { version }, by).ok).toBe(true);
    expect(drafts.list("projects")).toEqual([]);
    expect(YAML.parse(drafts.read("services/roofing.yaml").text ?? "")).toMatchObject({
      relatedProjects: [],
    });
  });
});
