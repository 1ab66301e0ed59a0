import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import { siteContent } from "../content/site-content.server";
import type { Drafts } from "../publishing/drafts.server";
import { listItemFormId } from "../site-editing/list-file.server";
import {
  changePriceGuide,
  priceGuideForm,
  priceGuidePage,
  priceGuideWords,
  pricesToCheck,
} from "./price-guide-editor.server";

// The test's own priced jobs; their service is one the site's content has.
const service = siteContent().services[0]?.slug ?? "";
const pricesYaml = `# Test prices.
- slug: porch
  title: Porch
  service: ${service}
  vatIncluded: true
  sample: true
  reviewed: 2025-01-10
  questions:
    - label: Size
      choices:
        - { label: Small, from: 4000, to: 6000 }
        - { label: Large, from: 7000, to: 11000 }
  included:
    - Brickwork and roof
`;
const now = Date.parse("2026-11-27T12:00:00Z");
const editors = () => editorsWithContent("prices-editor", { "price-guide.yaml": pricesYaml });

const send = (drafts: Drafts, fields: Record<string, string>) =>
  submit(priceGuideForm, fields, (sent) => changePriceGuide(drafts, sent, "o@example.com", now), {
    words: priceGuideWords,
    form: listItemFormId,
  });

const porchForm = (drafts: Drafts) => ({
  ...priceGuidePage(drafts, now).guides[0]?.form,
  version: priceGuidePage(drafts, now).version,
});
const saved = (drafts: Drafts) => YAML.parse(drafts.read("price-guide.yaml").text ?? "");

describe("the price guide's editor", () => {
  it("saves the prices as typed on a phone, marks them checked today and the owner's own", async () => {
    const { drafts } = editors();
    const answer = await send(drafts, {
      ...porchForm(drafts),
      intent: "save",
      index: "0",
      q1Answers: "Small : 4500-6500\n  Large: £7,000 to £12,000  \n\n",
      q2: "Roof",
      q2Answers: "Tiled: £0\nGlass <b>roof</b>: 1500 to 2500",
      vatIncluded: "",
    });
    expect(answer).toMatchObject({ ok: true, message: expect.stringMatching(/^Prices saved/) });
    const [porch] = saved(drafts);
    expect(porch).toEqual({
      slug: "porch",
      title: "Porch",
      service,
      vatIncluded: false,
      reviewed: "2026-11-27",
      questions: [
        {
          label: "Size",
          choices: [
            { label: "Small", from: 4500, to: 6500 },
            { label: "Large", from: 7000, to: 12000 },
          ],
        },
        {
          label: "Roof",
          choices: [
            { label: "Tiled", from: 0, to: 0 },
            { label: "Glass <b>roof</b>", from: 1500, to: 2500 },
          ],
        },
      ],
      included: ["Brickwork and roof"],
    });
  });

  it("refuses an answer it cannot read, beside its box, saving nothing", async () => {
    const { drafts } = editors();
    const before = drafts.read("price-guide.yaml").text;
    const refused = await send(drafts, {
      ...porchForm(drafts),
      intent: "save",
      index: "0",
      q1Answers: "Small: 4000 to 6000\nLarge about seven thousand",
      q2Answers: "Tiled: £0\nSlate: £900",
    });
    expect(refused.ok).toBe(false);
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors.q1Answers?.[0]).toMatch(/^Line 2 \(“Large about seven thousand”\)/);
    expect(refused.fieldErrors.q2).toEqual(["Write the question these answers are for."]);
    const smaller = await send(drafts, {
      ...porchForm(drafts),
      intent: "save",
      index: "0",
      q1Answers: "Small: 6000 to 4000\nLarge: 7000",
    });
    expect(smaller.fieldErrors.q1Answers).toEqual(["To: must be at least as much as from."]);
    expect(drafts.read("price-guide.yaml").text).toBe(before);
  });

  it("“Prices still right” marks them checked today and changes nothing else", async () => {
    const { drafts } = editors();
    expect(priceGuidePage(drafts, now).guides[0]).toMatchObject({ dueACheck: true, sample: true });
    const answer = await send(drafts, {
      intent: "checked",
      index: "0",
      version: priceGuidePage(drafts, now).version,
    });
    expect(answer).toMatchObject({ ok: true });
    const [porch] = saved(drafts);
    expect(porch.reviewed).toBe("2026-11-27");
    expect(porch.sample).toBeUndefined();
    expect(porch.questions).toEqual(YAML.parse(pricesYaml)[0].questions);
    expect(priceGuidePage(drafts, now).guides[0]?.dueACheck).toBe(false);
  });

  it("adds a job under a new address, refuses a second of the same name, and keeps at least one", async () => {
    const { drafts } = editors();
    const shed = {
      intent: "add",
      version: priceGuidePage(drafts, now).version,
      title: "Shed base",
      service,
      vatIncluded: "on",
      q1: "Size",
      q1Answers: "Small: 500 to 800\nLarge: 900 to 1500",
      included: "A concrete base",
    };
    expect(await send(drafts, shed)).toMatchObject({ ok: true });
    expect(saved(drafts)[1]).toMatchObject({ slug: "shed-base", title: "Shed base" });
    const again = await send(drafts, { ...shed, version: priceGuidePage(drafts, now).version });
    expect(again.fieldErrors.title).toEqual(["There is already a priced job with this name."]);

    const remove = (index: string) =>
      send(drafts, { intent: "remove", index, version: priceGuidePage(drafts, now).version });
    expect(await remove("0")).toMatchObject({ ok: true });
    expect(await remove("0")).toMatchObject({
      ok: false,
      message: "Keep at least one priced job: add another before removing this one.",
    });
  });

  it("refuses a service the site does not have", async () => {
    const { drafts } = editors();
    const refused = await send(drafts, {
      ...porchForm(drafts),
      intent: "save",
      index: "0",
      service: "no-such-service",
    });
    expect(refused.fieldErrors.service).toEqual(["Choose the service it belongs to."]);
  });

  it("puts prices unchecked for twelve months on the list of what to fix", () => {
    const porch = YAML.parse(pricesYaml)[0];
    expect(pricesToCheck([{ ...porch, reviewed: "2025-11-28" }], now)).toEqual([]);
    expect(pricesToCheck([{ ...porch, reviewed: "2025-11-27" }], now)).toEqual([
      "content/price-guide.yaml: the prices for “Porch” were last checked in November 2025, over a year ago; check them and save",
    ]);
  });
});
