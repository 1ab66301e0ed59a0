import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublishStatus } from "~/publishing/publish-records.server";
import type { SitePublishing } from "~/publishing/site-publishing.server";
import { actOnWebsite } from "./website-page.server";

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
    const answer = actOnWebsite(site, { intent: "publish" }, "owner@example.com");
    finish("live");
    expect(await answer).toEqual({ ok: true, message: "Your changes are live now." });
    expect(site.publisher.request).toHaveBeenCalledWith({
      by: "owner@example.com",
      summary: "Changed FAQs",
    });
  });

  it("says a failed publish failed, and where to read why", async () => {
    const { site, finish } = publishing();
    const answer = actOnWebsite(site, { intent: "publish" }, "owner@example.com");
    finish("failed");
    expect(await answer).toMatchObject({ ok: false, message: expect.stringMatching(/see why/) });
  });

  it("does not keep the owner waiting for a long publish: the page then looks again", async () => {
    vi.useFakeTimers();
    const { site } = publishing();
    const answer = actOnWebsite(site, { intent: "publish" }, "owner@example.com");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await answer).toEqual({
      ok: true,
      message: "Publishing has started. This page shows when it is live.",
    });
  });
});
