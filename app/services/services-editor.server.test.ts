import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import type { Drafts } from "~/publishing/drafts.server";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import {
  saveService,
  serviceFields,
  serviceForm,
  servicePage,
  servicesPage,
} from "./services-editor.server";

const sentence = (words: string) =>
  `${words} ${"and a little more to say about it all ".repeat(3)}`.trim();

/** A service of the test's own, in the shape the build's schema asks for, with comments. */
const chimneys = `# A service for the tests: chimney work.
slug: chimneys
order: 4
title: Chimneys
icon: house # the icon stays
summary: Chimney stacks rebuilt, repointed and capped, with new flashings and pots.
description: >-
  ${sentence("We take down unsafe stacks, rebuild them in matching brick, and fit new leadwork so water stays out")}
features:
  - Stacks rebuilt in matching brick
  - Lead flashings renewed
  - Pots and cowls fitted
image:
  src: images/chimney-stack
  alt: A rebuilt brick chimney stack with new pots.
hero:
  title: Chimneys that stand straight again
  text: >-
    ${sentence("Leaning, cracked or leaking stacks taken down and built again from the roof line up")}
highlights:
  - title: Matching brick
    text: Bricks chosen to match the house, laid in lime.
  - title: Proper leadwork
    text: Soakers and flashings dressed to keep water out.
  - title: Safe access
    text: Scaffold with a loading bay, checked every week.
process:
  - title: Survey
    description: ${sentence("We look at the stack from the roof")}
  - title: Quote
    description: ${sentence("A fixed price for the stack and its leadwork")}
  - title: Build
    description: ${sentence("Taken down course by course and rebuilt")}
  - title: Sign-off
    description: ${sentence("Checked with a camera down the flue")}
body:
  - ${sentence("Chimneys suffer more than any other part of a roof from wind and frost")}
gallery:
  - src: images/chimney-one
    alt: A chimney under repair on a terrace.
  - src: images/chimney-two
    alt: New chimney pots against the sky.
relatedProjects: []
seoDescription: Chimney rebuilding, repointing and leadwork on homes across the coast.
`;

const editors = () => editorsWithContent("services-editor", { "services/chimneys.yaml": chimneys });

/** The service's form as shown, with `changes` typed over it. */
function shown(drafts: Drafts, changes: Record<string, string>) {
  const page = servicePage(drafts, "chimneys");
  return { ...page.values, version: page.version, ...changes };
}

const send = (drafts: Drafts, fields: Record<string, string>) =>
  submit(serviceForm, fields, (sent) => saveService(drafts, "chimneys", sent, "o@example.com"));

describe("the drafts editor", () => {
  it("lists the drafts by their names, as drafted", async () => {
    const { drafts } = editors();
    expect(servicesPage(drafts, ["chimneys"]).services).toEqual([
      {
        slug: "chimneys",
        title: "Chimneys",
        summary: "Chimney stacks rebuilt, repointed and capped, with new flashings and pots.",
      },
    ]);
  });

  it("shows every text as the form shows it: features one per line", async () => {
    const { drafts } = editors();
    const { values } = servicePage(drafts, "chimneys");
    expect(Object.keys(values)).toEqual(serviceFields.map((field) => field.name));
    expect(values.features).toBe(
      "Stacks rebuilt in matching brick\nLead flashings renewed\nPots and cowls fitted",
    );
    expect(values["highlights-1-title"]).toBe("Proper leadwork");
    expect(values["process-3-description"]).toMatch(/^Checked with a camera/);
  });

  it("drafts the new words and keeps the rest of the file, its comments and its folded text", async () => {
    const { drafts, contentDir } = editors();
    const saved = await send(
      drafts,
      shown(drafts, {
        title: "Chimney repairs",
        features: "Stacks rebuilt in matching brick\n\n  Leadwork   renewed \nCowls against birds",
        "hero-title": "Chimneys made safe and dry again",
      }),
    );
    expect(saved).toMatchObject({ ok: true, message: expect.stringContaining("Chimney repairs") });
    const text = drafts.read("services/chimneys.yaml").text ?? "";
    expect(text).toContain("# A service for the tests: chimney work.");
    expect(text).toContain("icon: house # the icon stays");
    expect(text).toContain("description: >-");
    const service = YAML.parse(text);
    expect(service).toMatchObject({
      slug: "chimneys",
      order: 4,
      title: "Chimney repairs",
      features: ["Stacks rebuilt in matching brick", "Leadwork renewed", "Cowls against birds"],
      hero: { title: "Chimneys made safe and dry again" },
      image: { src: "images/chimney-stack", alt: "A rebuilt brick chimney stack with new pots." },
      process: [{ title: "Survey" }, { title: "Quote" }, { title: "Build" }, { title: "Sign-off" }],
    });
    expect(service.gallery).toHaveLength(2);
    // The live file is untouched until publishing.
    expect(readFileSync(path.join(contentDir, "services", "chimneys.yaml"), "utf8")).toBe(chimneys);
    expect(servicePage(drafts, "chimneys").title).toBe("Chimney repairs");
  });

  it("refuses wrong answers, names each beside its field, and saves nothing", async () => {
    const { drafts } = editors();
    const refused = await send(
      drafts,
      shown(drafts, {
        title: "",
        features: "Stacks rebuilt\nLeadwork",
        "highlights-2-text": "Too short.",
        body: `${sentence("A first paragraph about chimneys and the weather on the coast")}\n\nShort.`,
      }),
    );
    expect(refused.ok).toBe(false);
    expect(refused.fieldErrors).toEqual({
      title: ["Write at least 3 characters."],
      features: ["List exactly three features, one per line."],
      "highlights-2-text": ["Write at least 30 characters."],
      body: ["Paragraph 2: write at least 60 characters."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("names the line of a feature that is too short", async () => {
    const { drafts } = editors();
    const refused = await send(
      drafts,
      shown(drafts, { features: "Stacks rebuilt\nOK\nCowls fitted" }),
    );
    expect(refused.fieldErrors).toEqual({
      features: ["Line 2: write at least 3 characters."],
    });
  });

  it("refuses a form opened before another change was saved", async () => {
    const { drafts } = editors();
    const stale = shown(drafts, { title: "Chimney work" });
    expect((await send(drafts, shown(drafts, { title: "Chimney stacks" }))).ok).toBe(true);
    expect(await send(drafts, stale)).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(servicePage(drafts, "chimneys").title).toBe("Chimney stacks");
  });
});
