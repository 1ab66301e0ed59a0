import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { officeHours, weekdayHours } from "../../tests/support/office-hours";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import type { Drafts } from "../publishing/drafts.server";
import { companySchema } from "./company";
import { changeOpeningHours, openingHoursPage } from "./opening-hours-editor.server";
import { openingHoursForm, openingHoursFormId } from "./opening-hours-form.server";

const fixture = readFileSync(path.resolve("tests/fixtures/content/company.yaml"), "utf8");
/** The fixture's firm with its opening hours as they were written before they were settings. */
const oldShape = fixture.replace(
  /openingHours:\n( {2}.*\n)+/,
  `openingHours:
  display: Mon - Fri 8am - 5pm
  days: [Mo, Tu, We, Th, Fr]
  opens: "08:00"
  closes: "17:00"
`,
);
const today = "2026-05-20";
const editors = (company = fixture) =>
  editorsWithContent("opening-hours", { "company.yaml": company });
const send = (drafts: Drafts, fields: Record<string, string>) =>
  submit(openingHoursForm, fields, (sent) => changeOpeningHours(drafts, sent, "o@example.com"), {
    form: openingHoursFormId,
  });
const draftHours = (drafts: Drafts) =>
  companySchema.parse(YAML.parse(drafts.read("company.yaml").text ?? "")).openingHours;

/** The week's form as the page shows it, with `changes` typed over it. */
function week(drafts: Drafts, changes: Record<string, string> = {}) {
  const page = openingHoursPage(drafts, today);
  const values = Object.fromEntries(
    Object.entries(page.hours?.values ?? {}).filter(([, value]) => value !== ""),
  );
  return { ...values, ...changes, version: page.version, intent: "week" };
}

describe("the opening hours editor", () => {
  it("opens on Saturday mornings: saved as a draft, each day its times, and the words follow", async () => {
    const { drafts, contentDir } = editors();
    const answer = await send(
      drafts,
      week(drafts, { SaOpen: "on", SaOpens: "9:00", SaCloses: "13:00" }),
    );
    expect(answer).toMatchObject({ ok: true, status: 200 });
    expect(answer.message).toContain("The site will say: Mon–Fri 8am–5pm, Sat 9am–1pm.");
    const nineToFive = { opens: "08:00", closes: "17:00" };
    expect(draftHours(drafts)).toEqual(
      officeHours({
        ...weekdayHours("08:00", "17:00").week,
        Sa: { opens: "09:00", closes: "13:00" },
      }),
    );
    expect(draftHours(drafts).week.Mo).toEqual(nineToFive);
    expect(openingHoursPage(drafts, today).hours?.words).toBe("Mon–Fri 8am–5pm, Sat 9am–1pm");
    // The live file is untouched until publishing; the draft keeps the times quoted.
    expect(readFileSync(path.join(contentDir, "company.yaml"), "utf8")).not.toContain("Sa: {");
    expect(drafts.read("company.yaml").text).toContain('Sa: { opens: "09:00", closes: "13:00" }');
  });

  it("refuses a closing time before the opening time, a missing time and no open day, with 400 beside each field", async () => {
    const { drafts } = editors();
    const refused = await send(
      drafts,
      week(drafts, { MoCloses: "07:30", SaOpen: "on", SaOpens: "", SaCloses: "9am" }),
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(refused.fieldErrors).toEqual({
      MoCloses: ["Close after you open: enter a time later than 08:00."],
      SaOpens: ["Enter the time you open, like 08:00."],
      SaCloses: ["Enter a time on the 24-hour clock, like 18:00."],
    });
    const none = Object.fromEntries(
      ["Mo", "Tu", "We", "Th", "Fr"].map((day) => [`${day}Open`, ""]),
    );
    const closedAllWeek = await send(drafts, { ...week(drafts), ...none });
    expect(closedAllWeek).toMatchObject({ ok: false, status: 400 });
    expect(closedAllWeek.fieldErrors).toEqual({ MoOpen: ["Tick at least one day you are open."] });
    const noChoice = await send(drafts, { ...week(drafts), bankHolidays: "sometimes" });
    expect(noChoice.fieldErrors).toEqual({
      bankHolidays: ["Choose whether you are open on bank holidays."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("adds a closed range and a closed day, in date order, and removes one", async () => {
    const { drafts } = editors();
    const version = () => openingHoursPage(drafts, today).version;
    expect(
      await send(drafts, {
        intent: "add-closed",
        version: version(),
        from: "2026-12-24",
        to: "2027-01-01",
        reason: "Christmas  shutdown",
      }),
    ).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Closed Thu 24 Dec 2026 to Fri 1 Jan 2027/),
    });
    await send(drafts, { intent: "add-closed", version: version(), from: "2026-08-14" });
    expect(draftHours(drafts).closedDays).toEqual([
      { from: "2026-08-14", to: "2026-08-14" },
      { from: "2026-12-24", to: "2027-01-01", reason: "Christmas shutdown" },
    ]);
    expect(openingHoursPage(drafts, today).hours?.closedDays.map((closed) => closed.words)).toEqual(
      ["Fri 14 Aug 2026", "Thu 24 Dec 2026 to Fri 1 Jan 2027"],
    );
    expect(
      await send(drafts, { intent: "remove-closed", version: version(), index: "0" }),
    ).toMatchObject({
      ok: true,
    });
    expect(draftHours(drafts).closedDays).toEqual([
      { from: "2026-12-24", to: "2027-01-01", reason: "Christmas shutdown" },
    ]);
  });

  it("refuses a closure ending before it starts, a made-up date, or one of more than 8 weeks, with 400 beside the field", async () => {
    const { drafts } = editors();
    const add = (fields: Record<string, string>) =>
      send(drafts, {
        intent: "add-closed",
        version: openingHoursPage(drafts, today).version,
        ...fields,
      });
    expect(await add({ from: "2027-01-01", to: "2026-12-24" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { to: ["The last day cannot be before the first."] },
    });
    expect(await add({ from: "2026-02-30" })).toMatchObject({
      status: 400,
      fieldErrors: { from: ["Enter a real date, like 2026-12-24."] },
    });
    expect(await add({ from: "" })).toMatchObject({
      status: 400,
      fieldErrors: { from: ["Enter the first day you are closed."] },
    });
    expect(await add({ from: "2026-12-24", to: "2027-12-24" })).toMatchObject({
      status: 400,
      fieldErrors: { to: [expect.stringMatching(/^At most 8 weeks in one go/)] },
    });
    expect(drafts.changes()).toEqual({});
  });

  it("reads a file in the old shape, and saves it in the new one without losing its week", async () => {
    const { drafts } = editors(oldShape);
    const page = openingHoursPage(drafts, today);
    expect(page.hours?.words).toBe("Mon–Fri 8am–5pm");
    expect(page.hours?.values).toMatchObject({
      MoOpen: "on",
      MoOpens: "08:00",
      SaOpen: "",
      bankHolidays: "open",
    });
    expect(await send(drafts, week(drafts, { bankHolidays: "closed" }))).toMatchObject({
      ok: true,
    });
    const saved = drafts.read("company.yaml").text ?? "";
    expect(saved).not.toMatch(/^ {2}(display|days|opens|closes):/m);
    expect(draftHours(drafts)).toEqual(weekdayHours("08:00", "17:00"));
  });
});
