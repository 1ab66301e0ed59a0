import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { addSignedUpUser, signIn } from "../tests/support/owner-session";
import { wordsOf } from "../tests/support/page-render";
import { siteSourceCopy } from "../tests/support/site-source-copy";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/**
 * Credentials that run out leave every page on their day without anyone publishing (issue 39),
 * with a controlled clock: the site's own publish that day renders the pages again. Which
 * scheme and which FAQ are read from the content: the owner will change them.
 */
let app: TestApp;
let sourceDir: string;
beforeAll(async () => {
  sourceDir = siteSourceCopy();
  app = await startTestApp({ SITE_SOURCE_DIR: sourceDir }, { servePublished: true });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
  removeDir(sourceDir);
});

const today = Date.parse("2026-11-27T12:00:00Z");
const tomorrow = "2026-11-28";
const justAfterMidnight = Date.parse("2026-11-28T00:00:30Z");

const text = async (path: string) => (await fetch(app.url + path)).text();

/** The owner's draft of a content file, changed by `change`. */
function draft(file: string, change: (data: Record<string, unknown>) => void) {
  const { drafts } = app.services.publishing;
  const current = drafts.read(file);
  const data = parse(current.text ?? "");
  change(data);
  drafts.save(file, stringify(data), { readHash: current.hash, by: "owner@example.com" });
}

async function publishNow() {
  const { publisher } = app.services.publishing;
  const id = publisher.request({ by: "owner@example.com", summary: "Credentials test" });
  await publisher.runQueued();
  expect(publisher.records.find(id)?.status, publisher.records.find(id)?.message ?? "").toBe(
    "live",
  );
}

/** The home page's structured data: the business's credentials' names. */
async function credentialsInStructuredData() {
  const html = await text("/");
  const names: string[] = [];
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json ?? "{}") as { hasCredential?: { name: string }[] };
    for (const credential of data.hasCredential ?? []) names.push(credential.name);
  }
  return names;
}

describe("a credential running out tomorrow", () => {
  it("is shown today and gone tomorrow from every page and the structured data, with no publish; renewed, it is back with the next", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: today });
    let scheme = "";
    draft("accreditations.yaml", (data) => {
      const [first] = data as unknown as { name: string; expires?: string; onAboutPage: boolean }[];
      if (!first) throw new Error("the content lists no accreditation");
      scheme = first.name;
      first.expires = tomorrow;
      first.onAboutPage = true;
    });
    draft("cover.yaml", (data) => {
      (data.insurance as { expires: string }).expires = tomorrow;
    });
    await publishNow();
    for (const page of ["/", "/about"]) expect(await text(page), page).toContain(`>${scheme}<`);
    expect(await credentialsInStructuredData()).toContain(scheme);
    expect(await text("/faqs")).toContain("Are you licensed and insured?");
    expect(await text("/contact")).toContain("Insured for");
    // The owner's area says what runs out, and when.
    await addSignedUpUser(app.services.db, "owner@example.com");
    const cookie = await signIn(app.url, "owner@example.com");
    const ownerPage = async () =>
      wordsOf(await (await fetch(`${app.url}/owner`, { headers: { cookie } })).text());
    expect(await ownerPage()).toContain(`${scheme} runs out on 28 November 2026, in 1 day`);

    // Nothing is due before midnight; just after it, the site publishes by itself, once.
    const before = app.services.publishing.publisher.records.recent(1)[0]?.id;
    app.services.credentialLapses.run(today);
    expect(app.services.publishing.publisher.records.recent(1)[0]?.id).toBe(before);
    vi.setSystemTime(justAfterMidnight);
    app.services.credentialLapses.run(justAfterMidnight);
    const { publisher } = app.services.publishing;
    await publisher.runQueued();
    const last = publisher.records.recent(1)[0];
    expect(last?.status).toBe("live");
    expect(last?.summary).toContain(scheme);
    expect(last?.requestedBy).toBe("The site itself");
    for (const page of ["/", "/about", "/services", "/contact"]) {
      const html = await text(page);
      expect(html, page).not.toContain(`>${scheme}<`);
      expect(html, page).not.toContain("Insured for");
    }
    expect(await credentialsInStructuredData()).not.toContain(scheme);
    expect(await text("/faqs")).not.toContain("Are you licensed and insured?");
    expect(await ownerPage()).toContain(
      `${scheme} ran out on 28 November 2026 and left the website that day, by itself.`,
    );
    app.services.credentialLapses.run(justAfterMidnight + 60_000);
    expect(publisher.records.recent(1)[0]?.id).toBe(last?.id);

    // Renewed: a new date, back with the owner's next publish.
    draft("accreditations.yaml", (data) => {
      const [first] = data as unknown as { expires?: string }[];
      if (first) first.expires = "2027-11-28";
    });
    await publishNow();
    expect(await text("/about")).toContain(scheme);
    expect(await credentialsInStructuredData()).toContain(scheme);
  }, 120_000);
});
