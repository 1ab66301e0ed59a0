import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { photosOf } from "../app/photos/photo-store.server";
import {
  answers,
  filesIn,
  type Kept,
  photo,
  quoteFormServer,
} from "../tests/support/quote-photo-server";
import { countRows, referenceIn, waitFor } from "../tests/support/quote-posts";
import { noisyJpeg, smallJpeg } from "../tests/support/test-photos";

/**
 * The quote form with photos, posted as a browser without JavaScript does (multipart to
 * /contact), against the real server: what is stored, and what the emails carry. Hostile
 * uploads are in quote-photos-hostile.test.ts.
 */
const server = quoteFormServer();
const { send, photosDir, uploadsDir } = server;
let before: Kept;
beforeEach(() => {
  before = server.kept();
});

describe("a quote request with photos", () => {
  it("stores the request with its photos re-encoded without metadata, emails them to the owner and tells the customer how many arrived", async () => {
    const located = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: "#7a5" },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 49/1 1234/100" } })
      .toBuffer();
    const sent = server.smtp.received.length;
    const { status, html } = await send([
      ...answers(),
      photo(located, "IMG_0042.jpg"),
      photo(await noisyJpeg(1600, 1200), "crack.jpg"),
    ]);
    expect(status).toBe(200);
    const reference = referenceIn(html);
    expect(reference).toBeDefined();
    const id = Number(reference?.slice(3));
    const stored = photosOf(server.app.services.db, id);
    expect(stored.map((row) => row.originalName)).toEqual(["IMG_0042.jpg", "crack.jpg"]);
    expect(Math.max(stored[0]?.width ?? 0, stored[0]?.height ?? 0)).toBeLessThanOrEqual(2560);
    const file = readFileSync(path.join(photosDir(), stored[0]?.fileName ?? ""));
    expect((await sharp(file).metadata()).exif).toBeUndefined();
    expect(file.toString("latin1")).not.toContain("GPS");

    await waitFor(() => server.smtp.received.length === sent + 2);
    const owner = server.smtp.received.find((mail) => mail.subject.includes(reference ?? "?"));
    const customer = server.smtp.received.find(
      (mail) => mail.subject.includes(reference ?? "?") && mail !== owner,
    );
    expect(owner?.attachments.map((attachment) => attachment.filename)).toEqual([
      `${reference}-photo-1.jpg`,
      `${reference}-photo-2.jpg`,
    ]);
    for (const attachment of owner?.attachments ?? [])
      expect(attachment.size).toBeLessThan(1_000_000);
    expect(owner?.size).toBeLessThan(10_000_000);
    expect(owner?.text).toContain("2 photos, attached");
    expect(customer?.text).toContain("We received 2 photos.");
    expect(customer?.attachments).toEqual([]);
    expect(filesIn(uploadsDir())).toEqual([]);
  });

  it("refused without JavaScript, keeps the answers and says the photos must be chosen again, keeping none", async () => {
    const { status, html } = await send([
      ...answers({ email: "not an email", idempotencyKey: "" }),
      photo(await smallJpeg()),
    ]);
    expect(status).toBe(400);
    expect(html).toContain("please choose them again");
    expect(html).toContain('value="not an email"');
    expect(filesIn(photosDir())).toEqual(before.photos);
    expect(filesIn(uploadsDir())).toEqual([]);
  });

  it("works as before without photos: the form's empty file field is ignored", async () => {
    const { status, html } = await send([...answers(), photo(Buffer.alloc(0), "")]);
    expect(status).toBe(200);
    const id = Number(referenceIn(html)?.slice(3));
    expect(photosOf(server.app.services.db, id)).toEqual([]);
    expect(filesIn(photosDir())).toEqual(before.photos);
  });

  it("sent twice (a double click) is stored once, with the first post's photos only", async () => {
    const parts = [...answers({ idempotencyKey: "photo-double-click" }), photo(await smallJpeg())];
    const [first, second] = await Promise.all([send(parts), send(parts)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(referenceIn(first.html)).toBe(referenceIn(second.html));
    expect(countRows(server.app)).toBe(before.requests + 1);
    await waitFor(() => filesIn(uploadsDir()).length === 0);
    // One photo and its thumbnail.
    expect(filesIn(photosDir()).length).toBe(before.photos.length + 2);
  });

  it("keeps only the last part of a file name with a path in it, and writes nothing outside its folder", async () => {
    const { status, html } = await send([
      ...answers(),
      photo(await smallJpeg(), "../../../../etc/cron.d/evil.jpg"),
    ]);
    expect(status).toBe(200);
    const [stored] = photosOf(server.app.services.db, Number(referenceIn(html)?.slice(3)));
    expect(stored?.originalName).toBe("evil.jpg");
    expect(stored?.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
  });
});
