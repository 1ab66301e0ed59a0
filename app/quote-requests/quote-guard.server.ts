import { createHmac } from "node:crypto";
import type { Request, Response } from "express";
import { type Cookie, createCookie } from "react-router";
import { honeypotName } from "./quote-fields";
import type { GuardVerdict, QuoteGuard } from "./quote-store";

export interface QuoteGuardOptions {
  secret: Buffer;
  /** Posts allowed per address per window; 0 turns the limit off (benchmarks only). */
  rateLimit: number;
  rateWindowMs: number;
  /** A form sent sooner than this after the page was served was not filled in by a person. */
  minFillMs: number;
  secureCookie: boolean;
}

export const formCookieName = "mc_form";
const cookieMaxAgeSeconds = 24 * 60 * 60;

/**
 * The quote form's defences against bots, all decided here (decision 005): a per-address rate
 * limit on posts; a signed cookie that records when the form was served, so a bot that posts
 * instantly is spotted without the visitor doing anything; and a honeypot field people never
 * see. Addresses are only ever kept as keyed hashes. The quote action only acts on the verdict.
 */
export class QuoteGuards {
  private readonly posts = new Map<string, number[]>();
  /** Signed by React Router (HMAC-SHA256) with a key of its own, derived from the secret. */
  private readonly formCookie: Cookie;

  constructor(private readonly options: QuoteGuardOptions) {
    this.formCookie = createCookie(formCookieName, {
      secrets: [createHmac("sha256", options.secret).update("form-cookie").digest("base64")],
      httpOnly: true,
      sameSite: "lax",
      secure: options.secureCookie,
      maxAge: cookieMaxAgeSeconds,
      path: "/",
    });
  }

  ipHash(ip: string): string {
    return createHmac("sha256", this.options.secret)
      .update(`ip:${ip}`)
      .digest("base64url")
      .slice(0, 22);
  }

  /** Stamps the time on a page that carries the form. */
  async issueFormCookie(response: Response, now = Date.now()): Promise<void> {
    response.append("Set-Cookie", await this.formCookieHeader(now));
  }

  /** The Set-Cookie value recording that the form was served at `now`. */
  formCookieHeader(now = Date.now()): Promise<string> {
    return this.formCookie.serialize(now);
  }

  /**
   * Milliseconds since the form was served, or null without a valid cookie (e.g. cookies
   * blocked, forged or tampered with, older than a day, or from the future). Never throws.
   */
  async formAgeMs(cookieHeader: string | undefined, now = Date.now()): Promise<number | null> {
    const issuedAt: unknown = await this.formCookie.parse(cookieHeader ?? null).catch(() => null);
    if (typeof issuedAt !== "number" || !Number.isSafeInteger(issuedAt)) return null;
    const age = now - issuedAt;
    return age >= 0 && age <= cookieMaxAgeSeconds * 1000 ? age : null;
  }

  /**
   * The defences for one post. It is counted against its address before its form is read,
   * whatever it turns out to contain; the verdict follows once the form has been read.
   */
  async inspect(request: Request, now = Date.now()): Promise<QuoteGuard> {
    const ipHash = this.ipHash(request.ip ?? "unknown");
    const { rateLimited, retryAfterSeconds } = this.countPost(ipHash, now);
    const formAgeMs = await this.formAgeMs(request.headers.cookie, now);
    const sender = { ipHash, userAgent: request.headers["user-agent"], formAgeMs };
    return {
      verdict: (form): GuardVerdict => {
        if (rateLimited) return { kind: "rate-limited", retryAfterSeconds };
        const trapped = String(form.get(honeypotName) ?? "").trim() !== "";
        // A post without a valid cookie (cookies blocked, an old tab) is a person's: never lose a lead.
        const tooFast = formAgeMs !== null && formAgeMs < this.options.minFillMs;
        return trapped || tooFast ? { kind: "bot" } : { kind: "person", sender };
      },
    };
  }

  private countPost(ipHash: string, now: number) {
    const { rateLimit, rateWindowMs } = this.options;
    if (rateLimit <= 0) return { rateLimited: false, retryAfterSeconds: 0 };
    const recent = (this.posts.get(ipHash) ?? []).filter((time) => now - time < rateWindowMs);
    const rateLimited = recent.length >= rateLimit;
    if (!rateLimited) recent.push(now);
    this.posts.set(ipHash, recent);
    if (this.posts.size > 10_000) this.forgetQuietAddresses(now);
    const oldest = recent[0] ?? now;
    return {
      rateLimited,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + rateWindowMs - now) / 1000)),
    };
  }

  private forgetQuietAddresses(now: number) {
    for (const [ipHash, times] of this.posts) {
      if (times.every((time) => now - time >= this.options.rateWindowMs)) this.posts.delete(ipHash);
    }
  }
}
