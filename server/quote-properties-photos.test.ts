import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anyForm,
  anyText,
  entriesOf,
  quoteActionOnOwnData,
  validRequest,
} from "../tests/support/quote-properties";
import { smallJpeg } from "../tests/support/test-photos";

const { dataDir, db, count, send } = quoteActionOnOwnData();

describe("the quote action, driven by generated input", () => {
  it("multipart posts with photos, good and bad: never 5xx; a request is stored with all its photos or not at all, and no file is left that no row holds", async () => {
    const jpeg = await smallJpeg();
    const photo = fc.oneof(
      { weight: 4, arbitrary: fc.constant({ content: jpeg, good: true }) },
      { weight: 1, arbitrary: fc.constant({ content: Buffer.alloc(0), good: false }) },
      {
        weight: 1,
        arbitrary: fc
          .uint8Array({ minLength: 1, maxLength: 2000 })
          .map((bytes) => ({ content: Buffer.from(bytes), good: false })),
      },
      {
        weight: 1,
        arbitrary: fc.constant({
          content: Buffer.from("<svg><script>x</script></svg>"),
          good: false,
        }),
      },
    );
    let key = 0;
    let storedWithPhotos = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 1, arbitrary: anyForm.map((entries) => ({ entries })) },
          {
            weight: 3,
            arbitrary: validRequest.map((request) => ({
              entries: entriesOf(request, `m${key++}`),
            })),
          },
        ),
        fc.array(fc.tuple(photo, anyText), { maxLength: 8 }),
        async ({ entries }, photos) => {
          const rowsBefore = count("quote_requests");
          const photosBefore = count("quote_photos");
          const files = photos.map(([{ content }, name]) => ({
            // A name a file can have: never empty, no path (a browser sends the last part
            // only, and an empty name with no bytes is the field sent with no photo chosen).
            filename: `${name.replace(/["\r\n\\/]/g, "")}.jpg`,
            content,
          }));
          const { status, reply } = await send(entries, files);
          expect(status).toBeLessThan(500);
          const stored = count("quote_requests") - rowsBefore;
          if (reply.done && stored === 1) {
            expect(photos.every(([{ good }]) => good)).toBe(true);
            expect(photos.length).toBeLessThanOrEqual(6);
            expect(count("quote_photos") - photosBefore).toBe(photos.length);
            if (photos.length > 0) storedWithPhotos++;
          } else {
            expect(count("quote_photos")).toBe(photosBefore);
          }
          const held = db
            .prepare("SELECT file_name, thumb_file_name FROM quote_photos")
            .raw()
            .all()
            .flat();
          expect(readdirSync(path.join(dataDir, "photos")).sort()).toEqual(held.sort());
          expect(readdirSync(path.join(dataDir, "uploads"))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
    // The generator reaches the interesting case, not only refusals.
    expect(storedWithPhotos).toBeGreaterThan(10);
  }, 240_000);
});
