import { readdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { type ProductionServer, startQuietServer } from "../scripts/lib/production-server";
import { postQuote, referenceIn, validRequest } from "../tests/support/quote-posts";
import { headersFor, multipartBuffer, noisyJpeg } from "../tests/support/test-photos";

/** These drive the built server process itself (`node server/main.js`), as `npm start` runs it. */
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function startServer(dataDir?: string): Promise<ProductionServer> {
  const server = await startQuietServer(dataDir);
  cleanup.push(() => server.stop());
  return server;
}

function visitor(index: number) {
  return {
    ...validRequest,
    lastName: `Visitor ${index}`,
    email: `visitor-${index}@example.org`,
    idempotencyKey: `burst-${index}`,
  };
}

describe("kill -9 in the middle of a burst of quote requests", () => {
  it("loses none that were answered as received", async () => {
    const first = await startServer();
    cleanup.push(() => first.cleanUp());
    const confirmed = new Map<string, number>();
    const total = 400;
    const killAfter = 80;
    let next = 0;
    let killed = false;

    const sendUntilKilled = async () => {
      while (next < total) {
        const index = next++;
        try {
          const response = await postQuote(first.url, visitor(index));
          const reference = referenceIn(await response.text());
          if (response.status === 200 && reference) confirmed.set(reference, index);
        } catch {
          // the connection died with the server: the visitor was not told it was received
        }
        if (confirmed.size >= killAfter && !killed) {
          killed = true;
          first.process.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, sendUntilKilled));
    expect(await first.exited).toBe("SIGKILL");
    expect(confirmed.size).toBeGreaterThanOrEqual(killAfter);

    const second = await startServer(first.dataDir);
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    const db = new Database(second.databasePath, { readonly: true });
    cleanup.push(() => void db.close());
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const stored = db.prepare("SELECT last_name FROM quote_requests WHERE reference = ?").pluck();
    const emails = db
      .prepare(
        "SELECT COUNT(*) FROM outbox JOIN quote_requests q ON q.id = quote_request_id WHERE q.reference = ?",
      )
      .pluck();
    for (const [reference, index] of confirmed) {
      expect(stored.get(reference), reference).toBe(`Visitor ${index}`);
      expect(emails.get(reference), reference).toBe(2);
    }
  }, 60_000);
});

describe("kill -9 while visitors send photos", () => {
  it("leaves no confirmed request without its photos, and the next start deletes every file no request holds", async () => {
    const first = await startServer();
    cleanup.push(() => first.cleanUp());
    const photos = await Promise.all([noisyJpeg(1600, 1200), noisyJpeg(1200, 1600, 0x30)]);
    const confirmed = new Set<string>();
    let next = 0;
    let killed = false;
    const sendUntilKilled = async () => {
      while (!killed) {
        const index = next++;
        const fields = Object.entries(visitor(index)).map(([name, value]) => ({ name, value }));
        const files = photos.map((content, at) => ({
          name: "photos",
          filename: `IMG_${index}_${at}.jpg`,
          content,
        }));
        try {
          const response = await fetch(`${first.url}/contact`, {
            method: "POST",
            body: new Uint8Array(multipartBuffer([...fields, ...files])),
            headers: headersFor(),
          });
          const reference = referenceIn(await response.text());
          if (response.status === 200 && reference) confirmed.add(reference);
        } catch {
          // the connection died with the server: the visitor was not told it was received
        }
        if (confirmed.size >= 6 && !killed) {
          killed = true;
          // Mid-way through others' uploads and re-encoding.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
          first.process.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, sendUntilKilled));
    expect(await first.exited).toBe("SIGKILL");

    const second = await startServer(first.dataDir);
    await second.stop();
    const db = new Database(second.databasePath, { readonly: true });
    cleanup.push(() => void db.close());
    const photosOf = db
      .prepare(
        "SELECT p.file_name, p.thumb_file_name FROM quote_photos p JOIN quote_requests q ON q.id = p.quote_request_id WHERE q.reference = ?",
      )
      .raw();
    for (const reference of confirmed) expect(photosOf.all(reference), reference).toHaveLength(2);
    const held = (
      db.prepare("SELECT file_name, thumb_file_name FROM quote_photos").raw().all() as string[][]
    )
      .flat()
      .sort();
    const photosDir = path.join(first.dataDir, "photos");
    expect(readdirSync(photosDir).sort()).toEqual(held);
    expect(readdirSync(path.join(first.dataDir, "uploads"))).toEqual([]);
  }, 60_000);
});

describe("SIGTERM", () => {
  it("lets a request in flight finish, refuses new connections and exits cleanly", async () => {
    const server = await startServer();
    cleanup.push(() => server.cleanUp());
    const body = new URLSearchParams(visitor(1)).toString();
    const half = Math.floor(body.length / 2);

    const socket = connect(server.port, "127.0.0.1");
    cleanup.push(() => void socket.destroy());
    let reply = "";
    socket.on("data", (chunk) => {
      reply += chunk.toString();
    });
    const replied = new Promise((resolve) => socket.on("end", resolve));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.process.kill("SIGTERM");
    await expect(untilRefused(server.port)).resolves.toBe("ECONNREFUSED");

    socket.write(body.slice(half));
    await replied;
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toMatch(/\r\nconnection: close\r\n/i);
    expect(referenceIn(reply)).toBeDefined();
    expect(await server.exited).toBe(0);

    const db = new Database(server.databasePath, { readonly: true });
    cleanup.push(() => void db.close());
    expect(db.prepare("SELECT COUNT(*) FROM quote_requests").pluck().get()).toBe(1);
  }, 90_000);
});

/** Opens fresh connections until the server stops accepting them; returns the refusal's code. */
async function untilRefused(port: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const outcome = await new Promise<string>((resolve) => {
      const probe = connect(port, "127.0.0.1");
      probe.once("connect", () => {
        probe.destroy();
        resolve("accepted");
      });
      probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    // A probe caught in the listening socket's queue as it closes is reset, not refused:
    // the server is on its way out but not yet gone, so try again.
    if (outcome !== "accepted" && outcome !== "ECONNRESET") return outcome;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return "still accepting";
}
