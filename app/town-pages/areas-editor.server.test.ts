import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import type { Drafts } from "../publishing/drafts.server";
import { listItemFormId } from "../site-editing/list-file.server";
import { areaForm, areasPage, areaWords, changeAreas } from "./areas-editor.server";

/** Two places of the test's own, with a comment at the top. */
const areasYaml = `# Test areas, nearest first.

- name: Little Marton
  distanceMiles: 3
  latitude: 53.79
  longitude: -2.99
  description: >-
    A small village of farm cottages and bungalows where we mostly build porches, garages and
    garden rooms.
- name: Weeton
  distanceMiles: 6
  latitude: 53.8
  longitude: -2.94
  postcodes: [PR4]
  description: >-
    A quiet village near the camp with brick cottages, where we repair roofs and chimneys and
    build the odd extension.
`;

const editors = () => editorsWithContent("areas-editor", { "areas.yaml": areasYaml });

/** One area's form sent, as the page sends it. */
const send = (drafts: Drafts, fields: Record<string, string>) =>
  submit(
    areaForm(areasPage(drafts).areas.map((area) => area.name)),
    fields,
    (area) => changeAreas(drafts, area, "o@example.com"),
    { words: areaWords, form: listItemFormId },
  );

/** Weeton (the second area) saved as it is, with `about` as the owner's words for its page. */
function saveWeetonAbout(drafts: Drafts, about: string) {
  const weeton = YAML.parse(areasYaml)[1];
  return send(drafts, {
    intent: "save",
    index: "1",
    version: areasPage(drafts).version,
    name: weeton.name,
    distanceMiles: String(weeton.distanceMiles),
    description: weeton.description,
    about,
  });
}

const singleton = {
  name: "Singleton",
  distanceMiles: "7",
  description:
    "A village of old estate cottages and newer homes, where we renovate and extend with care.",
};

describe("the areas editor", () => {
  it("saves an area's words and distance, keeping its place on the map, its postcodes and the file's comment", async () => {
    const { drafts, contentDir } = editors();
    const saved = await send(drafts, {
      intent: "save",
      index: "1",
      version: areasPage(drafts).version,
      name: "Weeton  village",
      distanceMiles: "5.5",
      description:
        "A quiet village with brick cottages and farmhouses, where we repair roofs and chimneys.",
    });
    expect(saved).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Area saved as a draft\./),
    });
    const text = drafts.read("areas.yaml").text ?? "";
    expect(text).toMatch(/^# Test areas, nearest first\./);
    const [first, second] = YAML.parse(text);
    expect(first).toEqual(YAML.parse(areasYaml)[0]);
    expect(second).toEqual({
      name: "Weeton village",
      distanceMiles: 5.5,
      latitude: 53.8,
      longitude: -2.94,
      postcodes: ["PR4"],
      description:
        "A quiet village with brick cottages and farmhouses, where we repair roofs and chimneys.",
    });
    expect(readFileSync(path.join(contentDir, "areas.yaml"), "utf8")).toBe(areasYaml);
  });

  it("keeps the owner's words for a town's page as paragraphs; an empty box takes them out", async () => {
    const { drafts } = editors();
    const save = (about: string) => saveWeetonAbout(drafts, about);
    const about =
      "Most of the cottages on Church Road  are brick under slate.\r\n\r\nThe ground by the\ncamp is wet clay, so we dig deeper there.";
    expect(await save(about)).toMatchObject({ ok: true });
    expect(YAML.parse(drafts.read("areas.yaml").text ?? "")[1].about).toEqual([
      "Most of the cottages on Church Road are brick under slate.",
      "The ground by the camp is wet clay, so we dig deeper there.",
    ]);
    expect(areasPage(drafts).areas[1]?.about).toBe(
      "Most of the cottages on Church Road are brick under slate.\n\nThe ground by the camp is wet clay, so we dig deeper there.",
    );

    expect(await save("")).toMatchObject({ ok: true });
    expect(YAML.parse(drafts.read("areas.yaml").text ?? "")[1]).not.toHaveProperty("about");
  });

  it("refuses a paragraph too short for a town's page, beside the box, saving nothing", async () => {
    const { drafts } = editors();
    const before = drafts.read("areas.yaml").text;
    const refused = await saveWeetonAbout(
      drafts,
      "A long enough first paragraph about the village.\n\nToo short.",
    );
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { about: ["Write at least 20 characters in each paragraph."] },
    });
    expect(drafts.read("areas.yaml").text).toBe(before);
  });

  it("says which towns have a page of their own and what would give one to the others", () => {
    const { drafts } = editors();
    // No project of the site's content is in the test's own villages, and no review: no page.
    const [littleMarton] = areasPage(drafts).areas;
    expect(littleMarton?.page.path).toBeUndefined();
    expect(littleMarton?.page.text).toMatch(/^No page of its own yet/);
    expect(littleMarton?.page.text).toMatch(/80 words of your own about it \(now \d+\)/);
  });

  it("adds an area from a place pasted from a map, in its place by distance", async () => {
    const { drafts } = editors();
    const added = await send(drafts, {
      intent: "add",
      version: areasPage(drafts).version,
      ...singleton,
      distanceMiles: "5",
      latitude: "53.8395, -2.9412",
      longitude: "",
    });
    expect(added).toMatchObject({ ok: true });
    expect(YAML.parse(drafts.read("areas.yaml").text ?? "")[1]).toMatchObject({
      name: "Singleton",
      distanceMiles: 5,
      latitude: 53.8395,
      longitude: -2.9412,
    });
    expect(areasPage(drafts).areas.map((place) => place.name)).toEqual([
      "Little Marton",
      "Singleton",
      "Weeton",
    ]);
    await send(drafts, { intent: "remove", index: "0", version: areasPage(drafts).version });
    expect(areasPage(drafts).areas.map((place) => place.name)).toEqual(["Singleton", "Weeton"]);
  });

  it("refuses an area off the map, too far, or already listed, beside each answer, and saves nothing", async () => {
    const { drafts } = editors();
    const refused = await send(drafts, {
      intent: "add",
      version: areasPage(drafts).version,
      name: "weeton",
      distanceMiles: "ten",
      latitude: "51.5",
      longitude: "",
      description: "Too short.",
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/^Nothing was saved/),
    });
    expect(refused.fieldErrors).toEqual({
      name: ["Weeton is already in the list."],
      distanceMiles: ["Enter the distance as a number of miles, like 8."],
      latitude: ["The map shows the Fylde coast and around: this must be between 53.5 and 54.5."],
      longitude: ["Enter a number, like the hint shows."],
      description: ["Write at least 60 characters."],
    });
    const tooFar = await send(drafts, {
      intent: "save",
      index: "0",
      version: areasPage(drafts).version,
      ...singleton,
      distanceMiles: "75",
    });
    expect(tooFar.fieldErrors).toEqual({
      distanceMiles: ["The site covers places up to 60 miles away."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("refuses a change made on a page opened before another change was saved", async () => {
    const { drafts } = editors();
    const stale = areasPage(drafts).version;
    await send(drafts, { intent: "remove", index: "0", version: stale });
    const second = await send(drafts, {
      intent: "add",
      version: stale,
      ...singleton,
      latitude: "53.84",
      longitude: "-2.94",
    });
    expect(second).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(areasPage(drafts).areas.map((place) => place.name)).toEqual(["Weeton"]);
  });
});
