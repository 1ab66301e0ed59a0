import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { signIn } from "../tests/support/owner-session";
import { headersFor, multipartBuffer, pngBomb } from "../tests/support/test-photos";

/**
 * The certificates behind the credentials (issue 39) against the real server: the owner's
 * alone to keep and to read; a photo checked and stripped like every other, a PDF checked to be
 * one; never anywhere public.
 */
const area = ownerAreaServer();
const page = "/owner/site/credentials";
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

function post(
  what: string,
  file: { filename: string; content: Buffer },
  cookie?: string,
  origin = area.app.url,
) {
  return fetch(area.app.url + page, {
    method: "POST",
    redirect: "manual",
    headers: { ...headersFor(), Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    body: new Uint8Array(
      multipartBuffer([
        { name: "what", value: what },
        { name: "certificate", ...file },
      ]),
    ),
  });
}
const kept = () => {
  try {
    return readdirSync(path.join(area.app.dataDir, "certificates"));
  } catch {
    return [];
  }
};
const rows = () =>
  area.app.services.db
    .prepare("SELECT id, type FROM credential_certificates ORDER BY id")
    .all() as { id: number; type: string }[];

describe("a credential's certificate", () => {
  it("a PDF is kept for the owner, who alone can read it back", async () => {
    const answer = await post(
      "The insurance",
      { filename: "policy.pdf", content: pdf },
      area.ownerCookie,
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Certificate kept with The insurance");
    const [row] = rows();
    expect(row?.type).toBe("application/pdf");
    const address = `/owner/site/credentials/certificates/${row?.id}`;
    const owner = await area.get(address, area.ownerCookie);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("content-type")).toBe("application/pdf");
    expect(owner.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(owner.headers.get("cache-control")).toMatch(/no-store/);
    expect(Buffer.from(await owner.arrayBuffer()).equals(pdf)).toBe(true);

    const staff = await signIn(area.app.url, "staff@example.com");
    expect((await area.get(address, staff)).status).toBe(403);
    expect((await area.get(address)).status).toBe(302);
    expect(
      (await area.get("/owner/site/credentials/certificates/999999", area.ownerCookie)).status,
    ).toBe(404);
  });

  it("a file that only calls itself a PDF is refused, and so is anything but a photo", async () => {
    const before = kept().length;
    for (const fake of [
      { filename: "policy.pdf", content: Buffer.from("<script>alert(1)</script>") },
      { filename: "policy.pdf", content: Buffer.from("%PDF-1.4\nno end to this file") },
      { filename: "photo.jpg", content: Buffer.from("GIF89a not really") },
      // A PNG that says it holds 100,000 by 100,000 pixels: refused before it is decoded.
      { filename: "scan.png", content: await pngBomb(100_000, 100_000) },
    ]) {
      const answer = await post("The insurance", fake, area.ownerCookie);
      expect(answer.status, fake.content.toString().slice(0, 20)).toBe(400);
      expect(await answer.text()).toContain("neither a PDF nor a photo");
    }
    expect(kept().length).toBe(before);
  });

  it("a photo is re-encoded, with where it was taken removed", async () => {
    const withGps = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#abc" },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 49/1 0/1" } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const answer = await post(
      "The insurance",
      { filename: "IMG_0001.jpg", content: withGps },
      area.ownerCookie,
    );
    expect(answer.status).toBe(200);
    const row = rows().at(-1);
    const back = await area.get(
      `/owner/site/credentials/certificates/${row?.id}`,
      area.ownerCookie,
    );
    expect(back.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await back.arrayBuffer())).metadata()).exif).toBeUndefined();
  });

  it("a file over the limit is refused on the owner's own page, beside its field, whatever its size", async () => {
    const before = { files: kept().length, rows: rows().length };
    // Just over the limit; over what the server let through before it reached the page; far over.
    for (const bytes of [20_100_000, 21_000_000, 60_000_000]) {
      const answer = await post(
        "The insurance",
        { filename: "scan.pdf", content: Buffer.alloc(bytes, 0x25) },
        area.ownerCookie,
      );
      expect(answer.status, `${bytes} bytes`).toBe(413);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await answer.text();
      // The page the owner was on, in the owner's area: not a bare error page.
      expect(html).toContain(">Accreditations and insurance</h1>");
      expect(html).toContain('href="/owner/site"');
      // The refusal beside the insurance's file field, tied to it for a screen reader.
      const form = /<form[^>]*id="certificate-insurance"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? "";
      expect(form, `${bytes} bytes`).toContain("scan.pdf is larger than 20 MB.");
      expect(form).toContain("The certificate was not kept.");
      const field = /<input[^>]*type="file"[^>]*>/.exec(form)?.[0] ?? "";
      expect(field).toContain('aria-invalid="true"');
      const errorId = /<p id="([^"]+)"[^>]*>scan\.pdf is larger/.exec(form)?.[1];
      expect(errorId).toBeDefined();
      expect(field).toMatch(new RegExp(`aria-describedby="[^"]*\\b${errorId}\\b`));
      // Said there only, not also at the top of the page.
      expect(html.split("scan.pdf is larger than 20 MB.")).toHaveLength(2);
    }
    expect({ files: kept().length, rows: rows().length }).toEqual(before);
    // The owner's session goes on: the page opens as before.
    expect((await area.get(page, area.ownerCookie)).status).toBe(200);
  });

  it("staff, nobody, or another site's page cannot add one; nor for a credential not there", async () => {
    const before = rows().length;
    const staff = await signIn(area.app.url, "staff@example.com");
    expect((await post("The insurance", { filename: "p.pdf", content: pdf }, staff)).status).toBe(
      403,
    );
    expect((await post("The insurance", { filename: "p.pdf", content: pdf })).status).toBe(302);
    const forged = await post(
      "The insurance",
      { filename: "p.pdf", content: pdf },
      area.ownerCookie,
      "https://evil.example",
    );
    expect(forged.status).toBe(403);
    const huge = await post(
      "The insurance",
      { filename: "scan.pdf", content: Buffer.alloc(21_000_000, 0x25) },
      area.ownerCookie,
    );
    expect([400, 413]).toContain(huge.status);
    const unknown = await post(
      "<img src=x onerror=alert(1)>",
      { filename: "p.pdf", content: pdf },
      area.ownerCookie,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).not.toContain("<img src=x");
    expect(rows().length).toBe(before);
  });
});
