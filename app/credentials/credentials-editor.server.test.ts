import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import type { Drafts } from "../publishing/drafts.server";
import { listItemFormId } from "../site-editing/list-file.server";
import {
  changeCredentials,
  credentialsForm,
  credentialsPage,
  credentialWords,
} from "./credentials-editor.server";

const schemesYaml = `# Test schemes.
- name: Test Roofing Scheme
  badgeText: TRS
  description: Roofers checked by a scheme that exists only in this test.
  onAboutPage: true
  sample: true
`;
const coverYaml = `# Test cover.
sample: true
`;
const editors = () =>
  editorsWithContent("credentials-editor", {
    "accreditations.yaml": schemesYaml,
    "cover.yaml": coverYaml,
  });
const send = (drafts: Drafts, fields: Record<string, string>) =>
  submit(credentialsForm, fields, (sent) => changeCredentials(drafts, sent, "o@example.com"), {
    words: credentialWords,
    form: (sent) => (sent.intent === "cover" ? "cover" : listItemFormId(sent)),
  });
const scheme = (drafts: Drafts) => ({
  ...credentialsPage(drafts).accreditations[0]?.form,
  version: credentialsPage(drafts).version,
  intent: "save",
  index: "0",
});
const saved = (drafts: Drafts, file: string) => YAML.parse(drafts.read(file).text ?? "");

describe("the credentials editor", () => {
  it("saves a scheme with its number, check page and date, as the owner's own, hostile words as text", async () => {
    const { drafts } = editors();
    const answer = await send(drafts, {
      ...scheme(drafts),
      name: "Roofers <script>alert(1)</script> Guild",
      membershipNumber: "RG-4471",
      checkUrl: "https://roofers.example.org/check?number=RG-4471",
      expires: "2027-04-30",
    });
    expect(answer).toMatchObject({ ok: true });
    expect(saved(drafts, "accreditations.yaml")[0]).toEqual({
      name: "Roofers <script>alert(1)</script> Guild",
      badgeText: "TRS",
      description: "Roofers checked by a scheme that exists only in this test.",
      onAboutPage: true,
      membershipNumber: "RG-4471",
      checkUrl: "https://roofers.example.org/check?number=RG-4471",
      expires: "2027-04-30",
    });
  });

  it("refuses a check page that is not https, beside its box, saving nothing", async () => {
    const { drafts } = editors();
    const before = drafts.read("accreditations.yaml").text;
    for (const address of ["http://roofers.example.org/check", "javascript:alert(1)", "roofers"]) {
      const refused = await send(drafts, { ...scheme(drafts), checkUrl: address });
      expect(refused.status, address).toBe(400);
      expect(refused.fieldErrors.checkUrl, address).toEqual([
        "Paste the scheme’s “check a member” address, starting https://".replace("’", "'"),
      ]);
    }
    expect(drafts.read("accreditations.yaml").text).toBe(before);
  });

  it("saves the insurance and guarantees whole, or refuses half an insurance", async () => {
    const { drafts } = editors();
    const version = credentialsPage(drafts).cover.version;
    const half = await send(drafts, {
      intent: "cover",
      version,
      publicLiability: "5,000,000",
      insurer: "",
      insuranceExpires: "",
      workmanshipYears: "10",
    });
    expect(half.fieldErrors.insurer).toEqual([
      "Give the cover, the insurer and the day it runs out, or none of them.",
    ]);
    const whole = await send(drafts, {
      intent: "cover",
      version,
      publicLiability: "£5,000,000",
      insurer: "Test Mutual",
      insuranceExpires: "2027-03-31",
      workmanshipYears: "10",
      insuranceBacked: "",
    });
    expect(whole).toMatchObject({ ok: true });
    expect(saved(drafts, "cover.yaml")).toEqual({
      insurance: {
        publicLiabilityPounds: 5_000_000,
        insurer: "Test Mutual",
        expires: "2027-03-31",
      },
      guarantees: { workmanshipYears: 10 },
    });
    expect(drafts.read("cover.yaml").text).toMatch(/^# Test cover\./);
  });
});
