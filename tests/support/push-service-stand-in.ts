import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
  X509Certificate,
} from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { makeSelfSignedCertificate } from "./self-signed-certificate";

/** What a browser's `PushSubscription.toJSON()` gives, minus expirationTime. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  /** The sender's VAPID public key (the `k` it signed with). */
  vapidKey: string;
}

export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface PushServiceStandIn {
  /** https://127.0.0.1:PORT */
  origin: string;
  /** A new browser: its own key pair and auth secret, as the Push API makes them. */
  subscribe(): StandInSubscription;
  /** From now on this endpoint answers `status` (410: the browser unsubscribed). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** Pushes turned away (bad VAPID, undecryptable body, …), to explain a timeout. */
  refused: RefusedPush[];
  /** The next message not yet handed out by an earlier call. */
  waitForMessage(timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
}

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const maxBody = 8192;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) reject(new Refusal(413, "body too large"));
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<P-256 public key>`, for this push service's origin. */
function checkVapid(authorization: string | undefined, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Refusal(401, "no VAPID authorization");
  const [header = "", claims = "", signature = ""] = match[1].split(".");
  const point = Buffer.from(match[2], "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, "k is not a P-256 key");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Refusal(403, "the JWT's signature does not match k");
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString());
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString());
  const now = Date.now() / 1000;
  if (alg !== "ES256") throw new Refusal(403, `alg ${alg}`);
  if (aud !== origin) throw new Refusal(403, `aud ${aud} is not ${origin}`);
  if (!(exp > now && exp <= now + 24 * 60 * 60)) throw new Refusal(403, "exp not within 24 h");
  if (!/^(mailto:|https:)/.test(sub)) throw new Refusal(403, `sub ${sub}`);
  return match[2];
}

/** RFC 8291 keys for RFC 8188 aes128gcm, then each record decrypted and its padding removed. */
function decrypt(body: Buffer, { ecdh, auth }: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Refusal(400, "keyid is not the sender's P-256 key");
  const ciphertext = body.subarray(21 + idLength);

  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));

  const plaintext: Buffer[] = [];
  for (let start = 0, sequence = 0; start < ciphertext.length; start += recordSize, sequence++) {
    const record = ciphertext.subarray(start, start + recordSize);
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, iv);
    decipher.setAuthTag(record.subarray(-16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = start + recordSize >= ciphertext.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Refusal(400, "bad padding delimiter");
    plaintext.push(padded.subarray(0, end));
  }
  return Buffer.concat(plaintext);
}

/**
 * A browser's push service on 127.0.0.1, for tests: it hands out subscriptions, and checks,
 * decrypts and records what web-push sends them. It speaks https, because web-push does
 * nothing else, with a certificate this process trusts until `close()`.
 */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const { cert, key } = makeSelfSignedCertificate();
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const waiting: (() => void)[] = [];
  let handedOut = 0;
  let origin = "";

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const endpoint = `${origin}${request.url}`;
    try {
      const body = await readBody(request);
      const browser = browsers.get(endpoint);
      if (request.method !== "POST" || !browser) throw new Refusal(404, "no such subscription");
      const vapidKey = checkVapid(request.headers.authorization, origin);
      const answer = answers.get(endpoint);
      if (answer) throw new Refusal(answer, "told to answer so");
      if (request.headers["content-encoding"] !== "aes128gcm")
        throw new Refusal(415, `content-encoding ${request.headers["content-encoding"]}`);
      const payload = JSON.parse(decrypt(body, browser).toString("utf8"));
      const urgency = request.headers.urgency;
      received.push({
        endpoint,
        payload,
        ttl: Number(request.headers.ttl),
        urgency: Array.isArray(urgency) ? urgency[0] : urgency,
        vapidKey,
      });
      for (const wake of waiting.splice(0)) wake();
      response.writeHead(201, { location: `${origin}/message/${randomBytes(8).toString("hex")}` });
      response.end();
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 400;
      const reason = error instanceof Error ? error.message : String(error);
      refused.push({ endpoint, status, reason });
      for (const wake of waiting.splice(0)) wake();
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(reason);
    }
  }

  const server = createServer({ cert, key }, (request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), cert]);

  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(16).toString("base64url")}`;
      browsers.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: auth.toString("base64url"),
        },
      };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    async waitForMessage(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (handedOut >= received.length) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `no push message within ${timeoutMs} ms; refused: ${JSON.stringify(refused)}`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received[handedOut++] as ReceivedPush;
    },
    async close() {
      const ours = new X509Certificate(cert).fingerprint256;
      tls.setDefaultCACertificates(
        tls
          .getCACertificates("default")
          .filter((trusted) => new X509Certificate(trusted).fingerprint256 !== ours),
      );
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}
