import { describe, expect, it } from "vitest";
import { honeypotName } from "./quote-fields";
import { formCookieName, type QuoteGuardOptions, QuoteGuards } from "./quote-guard.server";
import type { GuardVerdict } from "./quote-store";

const day = 24 * 60 * 60 * 1000;
const served = Date.UTC(2026, 4, 1, 9, 0, 0);

function guards(options: Partial<QuoteGuardOptions> = {}) {
  return new QuoteGuards({
    secret: Buffer.from("a test secret of reasonable length"),
    rateLimit: 3,
    rateWindowMs: 60_000,
    minFillMs: 3_000,
    secureCookie: false,
    ...options,
  });
}

/** The name=value pair a browser sends back from a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(";")[0] ?? "";

function post(ip: string, cookie?: string) {
  return { ip, headers: { cookie, "user-agent": "test" } } as never;
}

/** A form as a person fills it in (the honeypot empty), or with the honeypot filled in. */
function form(honeypot = "") {
  const data = new FormData();
  data.set("firstName", "Sarah");
  data.set(honeypotName, honeypot);
  return data;
}

/** The verdict on a post from `ip` at `at`, with the form as given. */
async function verdictOn(
  guard: QuoteGuards,
  ip: string,
  at: number,
  { cookie, honeypot }: { cookie?: string; honeypot?: string } = {},
): Promise<GuardVerdict> {
  return (await guard.inspect(post(ip, cookie), at)).verdict(form(honeypot));
}

describe("the form timing cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, kept a day, and Secure only on https", async () => {
    const plain = await guards().formCookieHeader(served);
    expect(plain).toMatch(new RegExp(`^${formCookieName}=`));
    expect(plain).toContain("; Max-Age=86400");
    expect(plain).toContain("; Path=/");
    expect(plain).toContain("; HttpOnly");
    expect(plain).toContain("; SameSite=Lax");
    expect(plain).not.toContain("Secure");
    expect(await guards({ secureCookie: true }).formCookieHeader(served)).toContain("; Secure");
  });

  it("is appended to the response of a page that carries the form", async () => {
    const appended: [string, string][] = [];
    const response = { append: (name: string, value: string) => appended.push([name, value]) };
    await guards().issueFormCookie(response as never, served);
    expect(appended).toEqual([["Set-Cookie", await guards().formCookieHeader(served)]]);
  });

  it("tells how long ago the form was served, among the visitor's other cookies", async () => {
    const guard = guards();
    const cookie = sentBack(await guard.formCookieHeader(served));
    expect(await guard.formAgeMs(cookie, served + 12_345)).toBe(12_345);
    expect(await guard.formAgeMs(`theme=dark; ${cookie}; other=1`, served + 5)).toBe(5);
    expect(await guard.formAgeMs(cookie, served + day)).toBe(day);
  });

  it("gives null, never an error, for a missing, forged, tampered, stale or future cookie", async () => {
    const guard = guards();
    const cookie = sentBack(await guard.formCookieHeader(served));
    const [value = "", signature = ""] = cookie.slice(formCookieName.length + 1).split(".");
    const otherKey = sentBack(
      await guards({ secret: Buffer.from("somebody else's key") }).formCookieHeader(served),
    );
    const earlier = sentBack(await guard.formCookieHeader(served - 60_000));
    const [earlierValue = ""] = earlier.slice(formCookieName.length + 1).split(".");
    const cases = [
      undefined,
      "",
      "theme=dark",
      `${formCookieName}=`,
      `${formCookieName}=${served}`,
      `${formCookieName}=${served}.abc`,
      `${formCookieName}=${value}`,
      `${formCookieName}=${value}.`,
      `${formCookieName}=${value}.${signature.slice(1)}`,
      `${formCookieName}=${earlierValue}.${signature}`,
      `${formCookieName}=%E0%A4%A.${signature}`,
      `${formCookieName}=${"x".repeat(5000)}`,
      otherKey,
    ];
    for (const header of cases) {
      expect(await guard.formAgeMs(header, served + 10_000), String(header)).toBeNull();
    }
    expect(await guard.formAgeMs(cookie, served + day + 1)).toBeNull();
    expect(await guard.formAgeMs(cookie, served - 1)).toBeNull();
  });

  it("makes a post sent sooner than a person could fill the form a bot's, not one without the cookie", async () => {
    const guard = guards();
    const cookie = sentBack(await guard.formCookieHeader(served));
    expect(await verdictOn(guard, "192.0.2.1", served + 1_000, { cookie })).toEqual({
      kind: "bot",
    });
    expect(await verdictOn(guard, "192.0.2.2", served + 4_000, { cookie })).toEqual({
      kind: "person",
      sender: { ipHash: guard.ipHash("192.0.2.2"), userAgent: "test", formAgeMs: 4_000 },
    });
    const blocked = await verdictOn(guard, "192.0.2.3", served + 1_000);
    expect(blocked.kind === "person" && blocked.sender.formAgeMs).toBeNull();
  });
});

describe("the honeypot", () => {
  it("makes a post with the hidden field filled in a bot's, even a slow one with the cookie", async () => {
    const guard = guards();
    const cookie = sentBack(await guard.formCookieHeader(served));
    for (const honeypot of ["https://spam.example", " x "]) {
      expect(await verdictOn(guard, "192.0.2.4", served + 60_000, { cookie, honeypot })).toEqual({
        kind: "bot",
      });
    }
    expect((await verdictOn(guard, "192.0.2.5", served + 60_000, { honeypot: "  " })).kind).toBe(
      "person",
    );
  });

  it("comes after the rate limit: a bot over the limit is told to wait like anyone", async () => {
    const guard = guards({ rateLimit: 1 });
    await verdictOn(guard, "192.0.2.6", served);
    expect((await verdictOn(guard, "192.0.2.6", served + 1, { honeypot: "x" })).kind).toBe(
      "rate-limited",
    );
  });
});

describe("the rate limit on posts", () => {
  it("lets no more than the limit through in any window, even across a window's edge", async () => {
    const guard = guards({ rateLimit: 3, rateWindowMs: 60_000 });
    const at = async (ms: number) =>
      (await verdictOn(guard, "192.0.2.9", served + ms)).kind === "rate-limited";
    expect(await at(0)).toBe(false);
    expect(await at(59_000)).toBe(false);
    expect(await at(59_500)).toBe(false);
    expect(await at(59_900)).toBe(true);
    // The first post has left the window: one more may go, and no more until the others leave.
    expect(await at(60_100)).toBe(false);
    expect(await at(60_200)).toBe(true);
    expect(await at(60_300)).toBe(true);
    expect(await verdictOn(guard, "192.0.2.9", served + 60_400)).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 59,
    });
    expect(await at(119_000)).toBe(false);
  });

  it("counts each address apart, by a keyed hash, and is off at 0", async () => {
    const guard = guards({ rateLimit: 1 });
    const first = await verdictOn(guard, "192.0.2.10", served);
    expect(first.kind === "person" && first.sender.ipHash).toBe(guard.ipHash("192.0.2.10"));
    expect(guard.ipHash("192.0.2.10")).not.toContain("192.0.2.10");
    expect((await verdictOn(guard, "192.0.2.10", served + 1)).kind).toBe("rate-limited");
    expect((await verdictOn(guard, "192.0.2.11", served + 2)).kind).toBe("person");

    const off = guards({ rateLimit: 0 });
    for (let i = 0; i < 50; i++) {
      expect((await verdictOn(off, "192.0.2.12", served + i)).kind).toBe("person");
    }
  });
});
