import { promises as dns, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Downloading a calendar feed from an address someone typed in, safely: `https:` only (a
 * `webcal:` address is the same feed over https), never to this machine or a private network
 * (the address is checked, and so is every address its name resolves to, on the connection
 * itself), within a time limit and a size cap, following at most a few redirects, each checked
 * the same way. It never throws: it says what went wrong in words the owner can act on.
 */

export type FeedProblem = "address" | "unreachable" | "timeout" | "too-large" | "not-a-calendar";
export type FeedFailure = { ok: false; problem: FeedProblem; reason: string };

export interface DownloadOptions {
  /** The whole download, from connecting to the last byte: 10 s by default. */
  timeoutMs?: number;
  /** Refused past this many bytes, while streaming: 5 MB by default. */
  maxBytes?: number;
  /** Tests only: lets `http://127.0.0.1:PORT/` through, and nothing else that is local. */
  allowLocalTestServer?: boolean;
  /** How a host name is resolved to addresses (the system's resolver unless a test says). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export const defaultTimeoutMs = 10_000;
export const defaultMaxBytes = 5 * 1024 * 1024;
const maxRedirects = 3;

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const)
  privateNetworks.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127], // unspecified and loopback
  ["::ffff:0:0", 96], // IPv4-mapped: a public server's name never resolves to one
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  privateNetworks.addSubnet(network, prefix, "ipv6");

/** True for an address on this machine, a private or reserved network, or not public at all. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return privateNetworks.check(address, family === 4 ? "ipv4" : "ipv6");
}

const isLocalTestServer = (url: URL, allowed: boolean | undefined) =>
  allowed === true && url.hostname === "127.0.0.1";

const refused = (reason: string): FeedFailure => ({ ok: false, problem: "address", reason });

/**
 * The address to read, or why it is refused before anything is sent: not `https:` (or
 * `webcal:`), a name of this machine, or a private network's address.
 */
export function checkFeedAddress(
  address: string,
  { allowLocalTestServer }: Pick<DownloadOptions, "allowLocalTestServer"> = {},
): { ok: true; url: URL } | FeedFailure {
  const typed = address.trim().replace(/^webcals?:/i, "https:");
  if (!URL.canParse(typed)) return refused("The calendar's address is not a web address.");
  const url = new URL(typed);
  if (
    url.protocol !== "https:" &&
    !(url.protocol === "http:" && isLocalTestServer(url, allowLocalTestServer))
  )
    return refused("The calendar's address must start with https:// (or webcal://).");
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local"))
    return refused("The calendar's address points at this server or the local network.");
  if (isIP(host) !== 0 && isPrivateAddress(host) && !isLocalTestServer(url, allowLocalTestServer))
    return refused("The calendar's address points at a private network address.");
  return { ok: true, url };
}

/** The body of the feed at `address` as text, or why it could not be read. */
export async function downloadFeed(
  address: string,
  options: DownloadOptions = {},
): Promise<{ ok: true; text: string } | FeedFailure> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    let next = address;
    for (let redirects = 0; ; redirects++) {
      const checked = checkFeedAddress(next, options);
      if (!checked.ok) return checked;
      const answer = await get(checked.url, options, deadline.signal);
      if (answer.ok !== "redirect") return answer;
      if (redirects === maxRedirects)
        return unreachable("The calendar's address sent the reader round too many redirects.");
      next = new URL(answer.location, checked.url).href;
    }
  } catch (error) {
    if (deadline.signal.aborted)
      return {
        ok: false,
        problem: "timeout",
        reason: `The calendar did not answer within ${Math.round(timeoutMs / 100) / 10} seconds.`,
      };
    return failureOf(error);
  } finally {
    clearTimeout(timer);
  }
}

const unreachable = (reason: string): FeedFailure => ({
  ok: false,
  problem: "unreachable",
  reason,
});

class RefusedAddress extends Error {}

/** Resolves a name as the connection does, refusing it if any of its addresses is private. */
function guardedLookup(options: DownloadOptions): LookupFunction {
  const resolve = options.resolve ?? ((hostname) => dns.lookup(hostname, { all: true }));
  return (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const allowed = (entry: LookupAddress) =>
          !isPrivateAddress(entry.address) ||
          (options.allowLocalTestServer === true && entry.address === "127.0.0.1");
        const [first] = addresses;
        if (!first || !addresses.every(allowed))
          return callback(new RefusedAddress(hostname), "", 0);
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

type Answer = { ok: true; text: string } | FeedFailure | { ok: "redirect"; location: string };

function get(url: URL, options: DownloadOptions, signal: AbortSignal): Promise<Answer> {
  const maxBytes = options.maxBytes ?? defaultMaxBytes;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(url, {
      agent: false,
      lookup: guardedLookup(options),
      signal,
      headers: { accept: "text/calendar, */*;q=0.1", "user-agent": "Calendar reader" },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const { location } = response.headers;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        return resolve({ ok: "redirect", location });
      }
      if (status !== 200) {
        response.resume();
        return resolve(
          unreachable(
            `The calendar's address answered ${status} ${response.statusMessage ?? ""}`.trim() +
              (status === 404 || status === 403 || status === 401 || status === 410
                ? ": it may have been reset. Copy the calendar's secret address again."
                : "."),
          ),
        );
      }
      const tooLarge = (): FeedFailure => ({
        ok: false,
        problem: "too-large",
        reason: `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      });
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        request.destroy();
        return resolve(tooLarge());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          request.destroy();
          resolve(tooLarge());
        } else chunks.push(chunk);
      });
      response.on("error", reject);
      response.on("end", () =>
        resolve({ ok: true, text: new TextDecoder("utf-8").decode(Buffer.concat(chunks)) }),
      );
    });
    request.end();
  });
}

function failureOf(error: unknown): FeedFailure {
  if (error instanceof RefusedAddress)
    return refused("The calendar's address leads to this server or a private network.");
  const code = (error as NodeJS.ErrnoException).code ?? "";
  if (code === "ECONNREFUSED")
    return unreachable("Nothing answered at the calendar's address (connection refused).");
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return unreachable("The calendar's address names a server that could not be found.");
  if (code.startsWith("CERT_") || code.includes("SELF_SIGNED") || code.startsWith("ERR_TLS"))
    return unreachable("The calendar's server did not prove who it is (its certificate).");
  return unreachable(`The calendar could not be read (${code || String(error)}).`);
}
