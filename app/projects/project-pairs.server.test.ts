import { describe, expect, it } from "vitest";
import YAML from "yaml";
import type { Drafts } from "~/publishing/drafts.server";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import { projectWords, readProject } from "./project-editor.server";
import { changePairs, maxPairs, pairsForm } from "./project-pairs.server";

const by = "owner@example.com";
const slug = "corner-shop";

/** Owner drafts whose content/ holds one project with three photos. */
function editors() {
  return editorsWithContent("project-pairs", {
    [`projects/${slug}/project.yaml`]: YAML.stringify({
      slug,
      order: 1,
      title: "Corner Shop",
      category: "Commercial",
      location: "Fleetwood",
      type: "Shopfront restoration",
      status: "Completed",
      completed: "2025",
      duration: "8 weeks",
      summary: "A corner shop's front restored to its Victorian pattern, with a flat above it.",
      description: ["A paragraph about the corner shop, long enough for the schema's sixty."],
      features: ["Timber shopfront", "New sashes", "Repointing", "New signboard"],
      servicesProvided: ["joinery"],
      seoDescription: "A corner shop in Fleetwood restored to its Victorian shopfront pattern.",
      gallery: [
        { src: "gallery/front-before", alt: "The shopfront before the work." },
        { src: "gallery/front-after", alt: "The restored shopfront." },
        { src: "gallery/sign", alt: "The new signboard." },
        { src: "gallery/flat", alt: "The flat above the shop." },
      ],
    }),
  });
}

const send = (drafts: Drafts, fields: Record<string, string>) =>
  submit(
    pairsForm,
    { section: "pairs", version: readProject(drafts, slug)?.version ?? "", ...fields },
    ({ section: _, ...sent }) => changePairs(drafts, slug, sent, by),
    { words: projectWords, form: "pairs" },
  );
const pairsOf = (drafts: Drafts) => readProject(drafts, slug)?.project.beforeAfter;

describe("before and after pairs", () => {
  it("adds a pair of the project's photos and removes it again", async () => {
    const { drafts } = editors();
    const added = await send(drafts, {
      intent: "add",
      before: "gallery/front-before",
      after: "gallery/front-after",
    });
    expect(added).toMatchObject({ ok: true, message: expect.stringMatching(/pair added/) });
    expect(pairsOf(drafts)).toEqual([
      { before: "gallery/front-before", after: "gallery/front-after" },
    ]);
    expect(await send(drafts, { intent: "remove:0" })).toMatchObject({ ok: true });
    expect(pairsOf(drafts)).toEqual([]);
    expect(drafts.read(`projects/${slug}/project.yaml`).text).not.toContain("beforeAfter");
  });

  it("refuses a photo that is not the project's, or the same photo twice, beside its menu", async () => {
    const { drafts } = editors();
    expect(
      await send(drafts, { intent: "add", before: "../../../etc/passwd", after: "gallery/sign" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { before: ["Choose the photo from before the work."] },
    });
    expect(
      await send(drafts, { intent: "add", before: "gallery/sign", after: "gallery/sign" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { after: ["Choose another photo than the one before."] },
    });
    expect(await send(drafts, { intent: "add" })).toMatchObject({ ok: false });
    expect(pairsOf(drafts)).toEqual([]);
  });

  it("refuses a pair made already, a pair no longer there, and more than the page can show", async () => {
    const { drafts } = editors();
    const pair = { intent: "add", before: "gallery/front-before", after: "gallery/front-after" };
    await send(drafts, pair);
    expect(await send(drafts, pair)).toMatchObject({
      ok: false,
      message: "Those two photos are a pair already.",
    });
    expect(await send(drafts, { intent: "remove:3" })).toMatchObject({ ok: false });
    const photos = ["gallery/front-before", "gallery/front-after", "gallery/sign", "gallery/flat"];
    const pairs = photos.flatMap((before) =>
      photos.filter((after) => after !== before).map((after) => ({ before, after })),
    );
    for (const each of pairs.slice(1, maxPairs)) await send(drafts, { intent: "add", ...each });
    expect(pairsOf(drafts)).toHaveLength(maxPairs);
    expect(await send(drafts, { intent: "add", ...pairs.at(-1) })).toMatchObject({
      ok: false,
      message: `A project shows at most ${maxPairs} pairs: remove one first.`,
    });
    expect(pairsOf(drafts)).toHaveLength(maxPairs);
  });
});
