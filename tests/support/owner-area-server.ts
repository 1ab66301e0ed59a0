import { afterAll, beforeAll, expect } from "vitest";
import { addSignedUpUser, signIn } from "./owner-session";
import { postQuote, validRequest } from "./quote-posts";
import { loadBuild, removeDir, startTestApp, type TestApp } from "./test-app";
import { headersFor, multipartBuffer, smallJpeg } from "./test-photos";

/** A visitor's request with markup and a spreadsheet formula in it, to be shown only as text. */
const hostile = {
  ...validRequest,
  firstName: "<script>alert('name')</script>",
  lastName: '=HYPERLINK("http://evil.example")',
  message: "<img src=x onerror=alert(1)> please quote",
  idempotencyKey: "0d9d3c1c-7c39-4b3f-8f7d-1f4b1d2c3e4f",
};

/**
 * The real server as the owner's area security tests find it, started before the test file's
 * tests and stopped after: an owner and a staff member (owner@ and staff@example.com), the
 * hostile lead (`leadId`), a lead with a photo (`photoLeadId`, `photoId`), and the owner signed
 * in (`ownerCookie`). `env`: the server's settings besides the tests' own; `options`, the test
 * server's (`startTestApp`).
 */
export function ownerAreaServer(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestApp>[1] = {},
) {
  /** Every page and file of the area, from the build's own route list, with sample parameters. */
  async function ownerPaths(): Promise<string[]> {
    const build = await loadBuild();
    const paths = Object.values(build.routes)
      .map((route) => route?.path)
      .filter((routePath): routePath is string => Boolean(routePath?.startsWith("owner")))
      .map((routePath) =>
        `/${routePath}`
          .replace(":id/photos/:photoId", `${area.photoLeadId}/photos/${area.photoId}`)
          .replace(":id/photos/:position", "1/photos/1")
          .replace(":id", String(area.leadId))
          .replace(":token", "x".repeat(43))
          .replace(":slug", "some-project")
          .replace("*", "anything"),
      );
    return [...new Set(paths)].flatMap((page) => [page, `${page}.data`]);
  }

  const area = {
    app: undefined as unknown as TestApp,
    ownerCookie: "",
    leadId: 0,
    photoLeadId: 0,
    photoId: 0,
    get: (pathname: string, cookie?: string) =>
      fetch(area.app.url + pathname, {
        redirect: "manual",
        headers: cookie ? { Cookie: cookie } : {},
      }),
    ownerPaths,
  };

  beforeAll(async () => {
    const app = await startTestApp(env, options);
    area.app = app;
    await addSignedUpUser(app.services.db, "owner@example.com", "owner");
    await addSignedUpUser(app.services.db, "staff@example.com", "staff");
    expect((await postQuote(app.url, hostile)).status).toBe(200);
    area.leadId = app.services.db
      .prepare("SELECT max(id) FROM quote_requests")
      .pluck()
      .get() as number;
    area.ownerCookie = await signIn(app.url, "owner@example.com");
    const fields = Object.entries({ ...validRequest, idempotencyKey: "with-a-photo" }).map(
      ([name, value]) => ({ name, value }),
    );
    const withPhoto = await fetch(`${app.url}/contact`, {
      method: "POST",
      body: new Uint8Array(
        multipartBuffer([
          ...fields,
          { name: "photos", filename: "crack.jpg", content: await smallJpeg() },
        ]),
      ),
      headers: headersFor(),
    });
    expect(withPhoto.status).toBe(200);
    ({ photoLeadId: area.photoLeadId, photoId: area.photoId } = app.services.db
      .prepare("SELECT quote_request_id AS photoLeadId, id AS photoId FROM quote_photos")
      .get() as { photoLeadId: number; photoId: number });
  }, 60_000);

  afterAll(async () => {
    await area.app.stop();
    removeDir(area.app.dataDir);
  });

  return area;
}
