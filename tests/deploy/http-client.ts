import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The visitor's address: any 127.x.y.z works on Linux without setting anything up. */
  localAddress?: string;
  /** Certificates to trust besides the system's: Caddy's own root for `tls internal`. */
  ca?: string | Buffer;
}

/**
 * One request with node:http(s), which, unlike fetch, can choose its source address and trust
 * a private root certificate. `localhost` is looked up as IPv4, where Caddy listens.
 */
export function request(url: string, options: RequestOptions = {}): Promise<Reply> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target,
      {
        method: options.method ?? "GET",
        headers: {
          ...(body ? { "content-length": String(body.length) } : {}),
          ...options.headers,
        },
        family: 4,
        localAddress: options.localAddress,
        ca: options.ca,
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: all,
            text: () => all.toString("utf8"),
          });
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${url}: no answer in 30 s`)));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
