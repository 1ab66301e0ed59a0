import { describe, expect, it } from "vitest";
import { photoStoreFixture } from "../../tests/support/photo-store";
import { insertLead } from "../../tests/support/test-leads";
import { listDir, smallJpeg } from "../../tests/support/test-photos";
import { commitPhotos, discardPrepared, photoFilesOf } from "./photo-store.server";

const { env, upload, prepare, storeWithPhotos } = photoStoreFixture("photo-rows-");

describe("commitPhotos and discardPrepared", () => {
  it("keeps nothing when the transaction storing the request fails after the photos are placed", async () => {
    const prepared = await prepare([upload(await smallJpeg()), upload(await smallJpeg())]);
    expect(() =>
      env.db.transaction(() => {
        const leadId = insertLead(env.db);
        commitPhotos(env.db, leadId, prepared);
        throw new Error("the outbox insert failed");
      })(),
    ).toThrow("the outbox insert failed");
    await discardPrepared(prepared);
    expect(listDir(env.photosDir)).toEqual([]);
    expect(env.db.prepare("SELECT COUNT(*) FROM quote_photos").pluck().get()).toBe(0);
  });

  it("refuses a row for a request that does not exist (and the caller discards)", async () => {
    const prepared = await prepare([upload(await smallJpeg())]);
    expect(() => env.db.transaction(() => commitPhotos(env.db, 99_999, prepared))()).toThrow(
      /FOREIGN KEY/,
    );
    await discardPrepared(prepared);
    expect(listDir(env.photosDir)).toEqual([]);
  });

  it("a duplicate request keeps none of the second copy's photos", async () => {
    const first = await prepare([upload(await smallJpeg())]);
    const id = storeWithPhotos(first);
    // The same request again: the store finds it stored and commits nothing.
    const second = await prepare([upload(await smallJpeg())]);
    await discardPrepared(second);
    expect(listDir(env.photosDir)).toEqual(photoFilesOf(env.db, id).sort());
  });
});
