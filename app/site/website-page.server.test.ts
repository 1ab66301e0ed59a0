import { afterEach, describe, expect, it, vi } from "vitest";
import { withContent } from "~/content/site-content.server";
import type { PublishStatus } from "~/publishing/publish-records.server";
import type { SitePublishing } from "~/publishing/site-publishing.server";
import { neighbourTowns, uptonGivenDowntonsWords } from "../../tests/support/neighbour-towns";
import { publishingWithContent } from "../../tests/support/site-editing";
import { actOnWebsite, websitePage } from "./website-page.server";

/** Publishing with one drafted FAQ, whose publish ends (live or failed) when `finish` is called. */
function publishing() {
  let finish: (status: PublishStatus) => void = () => {};
  let latest: PublishStatus = "queued";
  const running = new Promise<void>((resolve) => {
    finish = (status) => {
      latest = status;
      resolve();
    };
  });
  const site = {
    drafts: { changes: () => ({ "faqs.yaml": {} }), list: () => [] },
    // Drafts that cannot be read take no town page down (the publish itself then says why).
    previewer: { content: () => Promise.resolve({ ok: false }) },
    publisher: {
      request: vi.fn(() => 1),
      idle: () => running,
      records: {
        inProgress: () => (latest === "queued" ? { id: 1 } : undefined),
        recent: () => [{ id: 1, status: latest }],
      },
    },
  } as unknown as SitePublishing;
  return { site, finish: (status: PublishStatus) => finish(status) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the Website page's Publish", () => {
  it("answers once a quick publish is live, so the page the owner gets says so", async () => {
    const { site, finish } = publishing();
    const answer = actOnWebsite(site, { intent: "publish", takesDown: [] }, "owner@example.com");
    finish("live");
    expect(await answer).toEqual({ ok: true, message: "Your changes are live now." });
    expect(site.publisher.request).toHaveBeenCalledWith({
      by: "owner@example.com",
      summary: "Changed FAQs",
    });
  });

  it("says a failed publish failed, and where to read why", async () => {
    const { site, finish } = publishing();
    const answer = actOnWebsite(site, { intent: "publish", takesDown: [] }, "owner@example.com");
    finish("failed");
    expect(await answer).toMatchObject({ ok: false, message: expect.stringMatching(/see why/) });
  });

  it("does not keep the owner waiting for a long publish: the page then looks again", async () => {
    vi.useFakeTimers();
    const { site } = publishing();
    const answer = actOnWebsite(site, { intent: "publish", takesDown: [] }, "owner@example.com");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await answer).toEqual({
      ok: true,
      message: "Publishing has started. This page shows when it is live.",
    });
  });
});

describe("Publish and the town pages it would take down", () => {
  const by = "owner@example.com";
  /** The tests' own towns live, Upton given Downton's words in the drafts, and a quick publisher. */
  function uptonWritten() {
    const { drafts, previewer, live } = publishingWithContent("website-town-pages", {
      "areas.yaml": neighbourTowns,
    });
    drafts.save("areas.yaml", uptonGivenDowntonsWords, {
      readHash: drafts.read("areas.yaml").hash,
      by,
    });
    const publisher = {
      request: vi.fn(() => 1),
      idle: () => Promise.resolve(),
      records: {
        inProgress: () => undefined,
        recent: () => [{ id: 1, status: "live" }],
        live: () => undefined,
      },
    };
    const site = { drafts, previewer, publisher } as unknown as SitePublishing;
    const asLive = <T>(act: () => T) => withContent(live, act);
    return { site, publisher, asLive };
  }

  it("names, beside Publish, the live town page the drafts would take down, and why", async () => {
    const { site, asLive } = uptonWritten();
    const page = await asLive(() => websitePage(site));
    expect(page.preview?.takesDown).toEqual([
      {
        town: "Downton",
        path: "/areas-we-cover/downton",
        why: expect.stringMatching(/is the same as Upton's/),
      },
    ]);
  });

  it("publishes nothing that takes down a town page the page did not name, and says why", async () => {
    const { site, publisher, asLive } = uptonWritten();
    const refused = await asLive(() =>
      actOnWebsite(site, { intent: "publish", takesDown: [] }, by),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(
        /^Nothing was published: it would also take the page for Downton off the site/,
      ),
    });
    expect(publisher.request).not.toHaveBeenCalled();
  });

  it("publishes once the page has named it, and the publish's record says so", async () => {
    const { site, publisher, asLive } = uptonWritten();
    const published = await asLive(() =>
      actOnWebsite(site, { intent: "publish", takesDown: ["/areas-we-cover/downton"] }, by),
    );
    expect(published).toEqual({ ok: true, message: "Your changes are live now." });
    expect(publisher.request).toHaveBeenCalledWith({
      by,
      summary: "Changed Areas covered, taking the page for Downton off the site",
    });
  });
});
