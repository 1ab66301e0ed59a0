import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../tests/support/site-content";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/** Addresses with a query the page does not read are the prerendered page (decision 036). */
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
});

const get = async (address: string) => {
  const response = await fetch(app.url + address, { headers: { "User-Agent": phone } });
  return { response, body: await response.text() };
};

describe("an address with campaign tags", () => {
  it("is served the page's prerendered file, and the visit is counted under its tags", async () => {
    const plain = await get("/");
    const etag = plain.response.headers.get("etag");
    expect(etag).toBeTruthy();
    for (const address of [
      "/?utm_source=flyer&utm_medium=print&src=van",
      "/?gclid=Cj0KCQ",
      "/?fbclid=IwAR0&anything=random",
    ]) {
      const tagged = await get(address);
      expect(tagged.response.status, address).toBe(200);
      expect(tagged.response.headers.get("etag"), address).toBe(etag);
      expect(tagged.body, address).toBe(plain.body);
    }
    app.services.pageViews.flush();
    const sources = app.services.db
      .prepare("SELECT source, medium, visits FROM page_views WHERE page = '/' AND visits > 0")
      .all();
    expect(sources).toContainEqual({ source: "flyer", medium: "print", visits: 1 });
  });

  it("is still rendered when the page reads its query: the quote form starts with the service", async () => {
    const service = content.services[0];
    const prerendered = await get("/contact");
    const asked = await get(`/contact?service=${service?.slug}&utm_source=flyer`);
    expect(asked.response.status).toBe(200);
    expect(asked.response.headers.get("etag")).not.toBe(prerendered.response.headers.get("etag"));
    expect(asked.body).toContain(`${service?.title}: `);
    expect(prerendered.body).not.toContain(`${service?.title}: `);
  });
});
