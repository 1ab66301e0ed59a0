import { readFile } from "node:fs/promises";
import path from "node:path";
import { data } from "react-router";

/**
 * A photo's file in `dir`, by the name the database gives it (never a part of the address), or
 * the page's 404 when it is gone.
 */
export const storedPhoto = (dir: string, fileName: string) =>
  readFile(path.join(dir, path.basename(fileName))).catch(() => {
    throw data(null, { status: 404 });
  });

/** A photo shown in the browser, and saved under `name` (never the sender's file name). */
export const photoAnswer = (bytes: Buffer, name: string, type = "image/jpeg") =>
  new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="${name}"`,
    },
  });
