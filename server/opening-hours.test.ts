import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSignedUpUser, postForm, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/**
 * The Opening hours page against the real server, as a phone without JavaScript sends it: the
 * Website page lists it, a refused week answers 400 with each reason beside its field and what
 * was typed, and a week that passes is a draft of company.yaml.
 */
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  await addSignedUpUser(app.services.db, "owner@example.com");
  cookie = await signIn(app.url, "owner@example.com");
});
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
});

const get = async (path: string) =>
  (await fetch(app.url + path, { headers: { Cookie: cookie } })).text();
/** The week's form as the page shows it, every field and its value, with `changes` typed over it. */
async function weekForm(changes: Record<string, string>) {
  const html = await get("/owner/site/hours");
  const fields: Record<string, string> = {};
  const week = html.slice(
    html.indexOf('id="week"'),
    html.indexOf("</form>", html.indexOf('id="week"')),
  );
  for (const [input] of week.matchAll(/<input [^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? "";
    if (!name) continue;
    if (/type="(checkbox|radio)"/.test(input) && !/ checked=""/.test(input)) continue;
    fields[name] = value;
  }
  return { ...fields, intent: "week", ...changes };
}

describe("the Opening hours page", () => {
  it("is one of the Website page's editors", async () => {
    const website = await get("/owner/site");
    expect(website).toMatch(/<a[^>]*href="\/owner\/site\/hours"[^>]*>[\s\S]*?Opening hours/);
    expect(wordsOf(await get("/owner/site/hours"))).toContain(
      "Shown on the site as: Mon–Fri 8am–6pm",
    );
  });

  it("refuses a closing time before the opening time with 400, the reason beside the field, nothing saved", async () => {
    const sent = await weekForm({ SaOpen: "on", SaOpens: "13:00", SaCloses: "09:00" });
    expect(sent).toMatchObject({ MoOpen: "on", MoOpens: "08:00", bankHolidays: "closed" });
    const response = await postForm(app.url, "/owner/site/hours", sent, { cookie });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Nothing was saved");
    expect(html).toMatch(/<input [^>]*id="week-SaCloses"[^>]*aria-invalid="true"[^>]*>/);
    expect(html).toMatch(/<input [^>]*aria-describedby="week-SaCloses-error"[^>]*>/);
    expect(html).toContain(
      '<p id="week-SaCloses-error" class="font-semibold text-danger text-sm">Close after you open: enter a time later than 13:00.</p>',
    );
    // What was typed is shown again.
    expect(html).toMatch(/<input [^>]*name="SaOpens"[^>]*value="13:00"/);
    expect(app.services.publishing.drafts.changes()).toEqual({});
  });

  it("saves Saturday mornings as a draft of the company's details, in the site's words", async () => {
    const sent = await weekForm({ SaOpen: "on", SaOpens: "09:00", SaCloses: "13:00" });
    const response = await postForm(app.url, "/owner/site/hours", sent, { cookie });
    expect(response.status).toBe(200);
    expect(wordsOf(await response.text())).toContain(
      "Opening hours saved as a draft. The site will say: Mon–Fri 8am–6pm, Sat 9am–1pm.",
    );
    expect(Object.keys(app.services.publishing.drafts.changes())).toEqual(["company.yaml"]);
    expect(wordsOf(await get("/owner/site"))).toMatch(/Changes not yet published.*Company details/);
  });
});
