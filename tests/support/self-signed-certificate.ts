import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

/**
 * A throwaway TLS certificate for 127.0.0.1, made with node:crypto alone (no openssl on the
 * machine): a test server can then speak https to clients that insist on it, as web-push does.
 */
export interface SelfSignedCertificate {
  /** PEM, for the server's `cert` and a client's trusted `ca`. */
  cert: string;
  /** PEM (PKCS#8). */
  key: string;
}

// DER, just the parts an X.509 certificate needs.
function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  const lengthBytes =
    length < 0x80
      ? Buffer.from([length])
      : length < 0x100
        ? Buffer.from([0x81, length])
        : Buffer.from([0x82, length >> 8, length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), lengthBytes, content]);
}
const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, "utf8"));
const octets = (content: Buffer) => tlv(0x04, content);
const bits = (content: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), content]));
const explicit = (tag: number, content: Buffer) => tlv(0xa0 + tag, content);

function integer(bytes: Buffer): Buffer {
  // DER wants the shortest form: no leading zero byte unless the next one's top bit is set (a
  // random serial starting 0x00 was refused as "illegal padding", one run in 256).
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && ((bytes[start + 1] ?? 0) & 0x80) === 0)
    start++;
  const minimal = bytes.subarray(start);
  // Positive: a leading 1 bit would make it negative.
  return tlv(0x02, (minimal[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) base128.unshift((value & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(2, 14);
  return tlv(0x17, Buffer.from(`${text}Z`, "ascii"));
}

const ecdsaWithSha256 = sequence(oid("1.2.840.10045.4.3.2"));
const commonName = (name: string) => sequence(set(sequence(oid("2.5.4.3"), utf8(name))));

export function makeSelfSignedCertificate(): SelfSignedCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const now = Date.now();
  const name = commonName("127.0.0.1");
  // subjectAltName with the address: TLS clients check the address against it, not the name.
  const subjectAltName = sequence(
    oid("2.5.29.17"),
    octets(sequence(tlv(0x87, Buffer.from([127, 0, 0, 1])))),
  );
  const toBeSigned = sequence(
    explicit(0, integer(Buffer.from([2]))), // v3, for the extension
    integer(randomBytes(8)),
    ecdsaWithSha256,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 24 * 60 * 60 * 1000))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    explicit(3, sequence(subjectAltName)),
  );
  const certificate = sequence(
    toBeSigned,
    ecdsaWithSha256,
    bits(sign("sha256", toBeSigned, privateKey)),
  );
  const base64 = certificate.toString("base64").replace(/.{64}/g, "$&\n");
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}
