import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAddresses } from "../app/addresses.server";
import { dataPathOf } from "../app/lib/react-router-internals";
import { loadBuild, removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

let app: TestApp;
let port: number;

beforeAll(async () => {
  app = await startTestApp(
    { QUOTE_RATE_LIMIT: "0" },
    { timeouts: { headersMs: 1000, bodyMs: 2000, keepAliveMs: 1000 } },
  );
  port = Number(new URL(app.url).port);
});

afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
});

const storedCount = () =>
  app.services.db.prepare("SELECT COUNT(*) FROM quote_requests").pluck().get() as number;

/** A request exactly as given, bytes and all: fetch would tidy the broken ones up. */
function raw(text: string | Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("end", () => resolve({ status: Number(received.slice(9, 12)), body: received }));
    socket.on("error", reject);
  });
}

/** A post whose body stalls after `start`: its status, or 0 when the server hangs up first. */
function stalledPost(path: string, headers: Record<string, string>, start: string) {
  return new Promise<number>((resolve) => {
    const request = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers });
    request.on("response", (response) => resolve(response.statusCode ?? 0));
    request.on("error", () => resolve(0));
    request.write(start);
  });
}

function expectNoStackTrace(body: string) {
  expect(body).not.toMatch(/\n\s+at [\w.<>]+ \(|node:internal|\/work\/|\.ts:\d+|\.js:\d+:\d+/);
}

describe("malformed requests get a 4xx, never a 5xx or a stack trace", () => {
  const cases: [string, () => Promise<{ status: number; body: string }>, number][] = [
    [
      "an empty form post",
      () =>
        raw(
          "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        ),
      400,
    ],
    [
      "repeated fields",
      () => {
        const body =
          "firstName=a&firstName=b&lastName=c&email=d%40e.fg&email=x%40y.zz&phone=01253123456&projectType=other&message=0123456789ab";
        return raw(
          `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
      },
      400,
    ],
    [
      "a JSON body",
      () =>
        raw(
          'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 18\r\nConnection: close\r\n\r\n{"firstName":"Sa"}',
        ),
      415,
    ],
    [
      "a body with no content type",
      () =>
        raw(
          "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello",
        ),
      415,
    ],
    [
      "broken multipart",
      () =>
        raw(
          "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 20\r\nConnection: close\r\n\r\n--zz\r\nnonsense\r\n--",
        ),
      400,
    ],
    [
      "invalid UTF-8 in the form",
      () => {
        const body = Buffer.concat([
          Buffer.from("firstName="),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from("&message=%C3%28%FF"),
        ]);
        return raw(
          Buffer.concat([
            Buffer.from(
              `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
            ),
            body,
          ]),
        );
      },
      400,
    ],
    [
      "broken percent-encoding in the path",
      () => raw("GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      400,
    ],
    [
      "broken percent-encoding in the query",
      () => raw("GET /projects?category=%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      200,
    ],
    [
      "path traversal",
      () =>
        raw("GET /..%2f..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      404,
    ],
    [
      "encoded dots",
      () =>
        raw(
          "GET /assets/%2e%2e/%2e%2e/package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        ),
      404,
    ],
    [
      "a request line too long for its headers",
      () => raw(`GET /?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      431,
    ],
    [
      "a long query string",
      () =>
        raw(`GET /projects?q=${"a".repeat(8000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      200,
    ],
    [
      "PUT",
      () =>
        raw("PUT /contact HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"),
      405,
    ],
    ["DELETE", () => raw("DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 405],
    ["TRACE", () => raw("TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 405],
    [
      "a post to a page with no form",
      () =>
        raw(
          "POST /about HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b",
        ),
      405,
    ],
    [
      "a post of unknown length",
      () =>
        raw(
          "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\na=b\r\n0\r\n\r\n",
        ),
      411,
    ],
    [
      "a body too large",
      () =>
        raw(
          `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 999999\r\nConnection: close\r\n\r\nfirstName=x`,
        ),
      413,
    ],
    ["a nonsense method line", () => raw("HELLO\r\n\r\n"), 400],
  ];

  for (const [what, send, status] of cases) {
    it(`${what}: ${status}`, async () => {
      const before = storedCount();
      const response = await send();
      expect(response.status).toBe(status);
      expectNoStackTrace(response.body);
      expect(storedCount()).toBe(before);
    });
  }

  it("OPTIONS says which methods there are", async () => {
    const contact = await fetch(`${app.url}/contact`, { method: "OPTIONS" });
    expect(contact.status).toBe(204);
    expect(contact.headers.get("allow")).toBe("GET, HEAD, POST");
    const about = await fetch(`${app.url}/about`, { method: "OPTIONS" });
    expect(about.headers.get("allow")).toBe("GET, HEAD");
  });

  it("lets the pages whose route says it carries the quote form, and their data, take posts", async () => {
    const pages = siteAddresses(await loadBuild()).quotePages;
    expect([...pages].sort()).toEqual(["/", "/contact"]);
    for (const path of pages.flatMap((page) => [page, dataPathOf(page)])) {
      const response = await fetch(`${app.url}${path}`, { method: "OPTIONS" });
      expect(response.headers.get("allow"), path).toBe("GET, HEAD, POST");
    }
  });
});

describe("slow clients", () => {
  it("are cut off when their headers do not arrive in time", async () => {
    const started = Date.now();
    const closed = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost: x\r\n"),
      );
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString();
      });
      socket.on("close", () => resolve(received));
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(closed === "" || closed.startsWith("HTTP/1.1 408")).toBe(true);
  });

  it("are cut off when the body stalls", async () => {
    const started = Date.now();
    const status = await stalledPost(
      "/contact",
      { "content-type": "application/x-www-form-urlencoded", "content-length": "100" },
      "firstName=slow",
    );
    expect(Date.now() - started).toBeLessThan(8000);
    expect(status === 0 || status === 408 || status === 400).toBe(true);
  });

  it("are cut off when a multipart body stalls anywhere but a photo upload (a stranger's 'project photos' or certificate included)", async () => {
    for (const path of ["/owner/sign-in", "/owner/site/projects/new", "/owner/site/credentials"]) {
      const started = Date.now();
      const status = await stalledPost(
        path,
        {
          "content-type": "multipart/form-data; boundary=zz",
          "content-length": "60000",
          origin: `http://127.0.0.1:${port}`,
        },
        '--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\nslow',
      );
      expect(Date.now() - started, path).toBeLessThan(8000);
      expect([0, 302, 400, 408], path).toContain(status);
    }
  });
});
