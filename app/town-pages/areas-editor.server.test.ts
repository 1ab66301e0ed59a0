import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { neighbourTowns, wordsAbout } from "../../tests/support/neighbour-towns";
import { publishingWithContent, submit } from "../../tests/support/site-editing";
import { withContent } from "../content/site-content.server";
import { listItemFormId } from "../site-editing/list-file.server";
import { areaForm, areaNames, areasPage, areaWords, changeAreas } from "./areas-editor.server";

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

const editors = () => publishingWithContent("areas-editor", { "areas.yaml": areasYaml });
type Site = ReturnType<typeof editors>;

/** The Areas page as the owner sees it, the site showing the content before any draft. */
const page = (site: Site) => withContent(site.live, () => areasPage(site));

/** One area's form sent, as the page sends it. */
const send = ({ drafts }: Site, fields: Record<string, string>) =>
  submit(
    areaForm(areaNames(drafts)),
    fields,
    (area) => changeAreas(drafts, area, "o@example.com"),
    { words: areaWords, form: listItemFormId },
  );

/** Weeton (the second area) saved as it is, with `about` as the owner's words for its page. */
async function saveWeetonAbout(site: Site, about: string) {
  const weeton = YAML.parse(areasYaml)[1];
  return send(site, {
    intent: "save",
    index: "1",
    version: (await page(site)).version,
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
    const site = editors();
    const { drafts, contentDir } = site;
    const saved = await send(site, {
      intent: "save",
      index: "1",
      version: (await page(site)).version,
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
    const site = editors();
    const { drafts } = site;
    const save = (about: string) => saveWeetonAbout(site, about);
    const about =
      "Most of the cottages on Church Road  are brick under slate.\r\n\r\nThe ground by the\ncamp is wet clay, so we dig deeper there.";
    expect(await save(about)).toMatchObject({ ok: true });
    expect(YAML.parse(drafts.read("areas.yaml").text ?? "")[1].about).toEqual([
      "Most of the cottages on Church Road are brick under slate.",
      "The ground by the camp is wet clay, so we dig deeper there.",
    ]);
    expect((await page(site)).areas[1]?.about).toBe(
      "Most of the cottages on Church Road are brick under slate.\n\nThe ground by the camp is wet clay, so we dig deeper there.",
    );

    expect(await save("")).toMatchObject({ ok: true });
    expect(YAML.parse(drafts.read("areas.yaml").text ?? "")[1]).not.toHaveProperty("about");
  });

  it("refuses a paragraph too short for a town's page, beside the box, saving nothing", async () => {
    const site = editors();
    const { drafts } = site;
    const before = drafts.read("areas.yaml").text;
    const refused = await saveWeetonAbout(
      site,
      "A long enough first paragraph about the village.\n\nToo short.",
    );
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { about: ["Write at least 20 characters in each paragraph."] },
    });
    expect(drafts.read("areas.yaml").text).toBe(before);
  });

  it("says which towns have a page of their own and what would give one to the others", async () => {
    const site = editors();
    // No project of the site's content is in the test's own villages, and no review: no page.
    const [littleMarton] = (await page(site)).areas;
    expect(littleMarton?.page.path).toBeUndefined();
    expect(littleMarton?.page.text).toMatch(/^No page of its own yet/);
    expect(littleMarton?.page.text).toMatch(/80 words of your own about it \(now \d+\)/);
  });

  it("adds an area from a place pasted from a map, in its place by distance", async () => {
    const site = editors();
    const { drafts } = site;
    const added = await send(site, {
      intent: "add",
      version: (await page(site)).version,
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
    expect((await page(site)).areas.map((place) => place.name)).toEqual([
      "Little Marton",
      "Singleton",
      "Weeton",
    ]);
    await send(site, { intent: "remove", index: "0", version: (await page(site)).version });
    expect((await page(site)).areas.map((place) => place.name)).toEqual(["Singleton", "Weeton"]);
  });

  it("refuses an area off the map, too far, or already listed, beside each answer, and saves nothing", async () => {
    const site = editors();
    const { drafts } = site;
    const refused = await send(site, {
      intent: "add",
      version: (await page(site)).version,
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
    const tooFar = await send(site, {
      intent: "save",
      index: "0",
      version: (await page(site)).version,
      ...singleton,
      distanceMiles: "75",
    });
    expect(tooFar.fieldErrors).toEqual({
      distanceMiles: ["The site covers places up to 60 miles away."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("refuses a change made on a page opened before another change was saved", async () => {
    const site = editors();
    const stale = (await page(site)).version;
    await send(site, { intent: "remove", index: "0", version: stale });
    const second = await send(site, {
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
    expect((await page(site)).areas.map((place) => place.name)).toEqual(["Weeton"]);
  });
});

describe("the town pages a publish would take down", () => {
  const neighbours = () =>
    publishingWithContent("areas-taken-down", { "areas.yaml": neighbourTowns });
  const [upton, downton] = YAML.parse(neighbourTowns);

  it("names, before Publish, the live page that words written about another town would take down, and why", async () => {
    const site = neighbours();
    const before = await page(site);
    expect(before.areas[1]?.page.text).toMatch(/^Has its own page/);
    expect(before.takenDown).toEqual([]);

    // The owner gives Upton, listed first, Downton's words with Upton's name.
    const saved = await send(site, {
      intent: "save",
      index: "0",
      version: before.version,
      name: upton.name,
      distanceMiles: String(upton.distanceMiles),
      description: upton.description,
      about: wordsAbout("Upton"),
    });
    expect(saved).toMatchObject({ ok: true });

    const after = await page(site);
    expect(after.takenDown).toEqual([
      {
        town: "Downton",
        path: "/areas-we-cover/downton",
        at: 1,
        why: expect.stringMatching(/^\d+% of what it has of its own .* is the same as Upton's/),
      },
    ]);
    expect(after.areas[1]?.page).toMatchObject({
      goes: true,
      path: undefined,
      text: expect.stringMatching(/^Its page comes down when you publish: \d+% of what it has/),
    });
    expect(after.areas[0]?.page.text).toMatch(/^Gets its own page when you publish/);
  });

  it("names a live page whose own words are cut below what a page needs", async () => {
    const site = neighbours();
    const saved = await send(site, {
      intent: "save",
      index: "1",
      version: (await page(site)).version,
      name: downton.name,
      distanceMiles: String(downton.distanceMiles),
      description: downton.description,
      about: "",
    });
    expect(saved).toMatchObject({ ok: true });
    const [taken] = (await page(site)).takenDown;
    expect(taken?.town).toBe("Downton");
    expect(taken?.why).toMatch(
      /^it has nothing of its own: .* \d+ words of your own about it, where a page needs 80$/,
    );
  });
});
