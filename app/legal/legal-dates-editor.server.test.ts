import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Drafts } from "~/publishing/drafts.server";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import { legalDateForm, legalDatesPage, saveLegalDate } from "./legal-dates-editor.server";

/** Legal pages of the test's own: front matter with a comment, and Markdown to keep exactly. */
const frontMatter = (lastUpdated: string) => `---
# Set by the test.
title: Privacy Notice
lastUpdated: ${lastUpdated} # month and year
seoDescription: >-
  How the test firm looks after the personal details people send it, and what rights they have.
---
`;
const body = `
Some text with  two spaces, trailing spaces   \n\n## A heading\n\n* a list\n* with {email}\n\nLast line without a newline`;
const privacy = `${frontMatter("June 2021")}${body}`;
const terms = `${frontMatter("Spring 2020")}\r\n## Terms\r\n\r\nWindows line endings stay.\r\n`;

const editors = () =>
  editorsWithContent("legal-editor", {
    "legal/privacy-policy.md": privacy,
    "legal/terms-conditions.md": terms,
    "legal/accessibility.md": `${frontMatter("November 2026")}${body}`,
  });

const now = new Date("2026-11-23T10:00:00Z");
/** A page's date form as shown now, with `fields` typed in. */
function shown(drafts: Drafts, page: string, fields: Record<string, string>) {
  const version = legalDatesPage(drafts).pages.find((each) => each.slug === page)?.version ?? "";
  return { version, page, ...fields };
}

const send = (drafts: Drafts, fields: Record<string, string>) =>
  submit(legalDateForm(now), fields, (sent) => saveLegalDate(drafts, sent, "o@example.com"));

describe("the legal pages' dates editor", () => {
  it("shows each page's date as a month and a year, when it is one", async () => {
    const { drafts } = editors();
    expect(legalDatesPage(drafts).pages).toEqual([
      expect.objectContaining({
        slug: "privacy-policy",
        lastUpdated: "June 2021",
        month: "June",
        year: "2021",
      }),
      expect.objectContaining({
        slug: "terms-conditions",
        lastUpdated: "Spring 2020",
        month: "",
        year: "",
      }),
      expect.objectContaining({
        slug: "accessibility",
        lastUpdated: "November 2026",
        month: "November",
        year: "2026",
      }),
    ]);
  });

  it("drafts the new date and keeps every other byte of the file", async () => {
    const { drafts, contentDir } = editors();
    const saved = await send(
      drafts,
      shown(drafts, "privacy-policy", { month: "October", year: " 2026 " }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect(drafts.read("legal/privacy-policy.md").text).toBe(
      `${frontMatter("October 2026")}${body}`,
    );
    expect(legalDatesPage(drafts).pages[0]).toMatchObject({ lastUpdated: "October 2026" });
    // The other page, and the live file, are untouched until publishing.
    expect(Object.keys(drafts.changes())).toEqual(["legal/privacy-policy.md"]);
    expect(readFileSync(path.join(contentDir, "legal", "privacy-policy.md"), "utf8")).toBe(privacy);

    await send(drafts, shown(drafts, "terms-conditions", { month: "November", year: "2026" }));
    expect(drafts.read("legal/terms-conditions.md").text).toBe(
      terms.replace("Spring 2020", "November 2026"),
    );
  });

  it("refuses a missing month, a wrong year or a date to come, and saves nothing", async () => {
    const { drafts } = editors();
    const refusals = [
      [
        { month: "", year: "26" },
        { month: ["Choose a month."], year: ["Enter the year, like 2026."] },
      ],
      [
        { month: "Smarch", year: "1999" },
        { month: ["Choose a month."], year: ["Enter a year from 2000 on."] },
      ],
      [{ month: "December", year: "2026" }, { month: ["The date cannot be in the future."] }],
    ] as const;
    for (const [fields, fieldErrors] of refusals) {
      const refused = await send(drafts, shown(drafts, "privacy-policy", fields));
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        message: expect.stringMatching(/^Nothing was saved/),
        fieldErrors,
      });
    }
    expect(drafts.changes()).toEqual({});
  });

  it("refuses a date set on a page opened before another change was saved", async () => {
    const { drafts } = editors();
    const stale = shown(drafts, "privacy-policy", { month: "May", year: "2025" });
    await send(drafts, shown(drafts, "privacy-policy", { month: "April", year: "2025" }));
    expect(await send(drafts, stale)).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(legalDatesPage(drafts).pages[0]).toMatchObject({ lastUpdated: "April 2025" });
  });
});
