import { createContext } from "react-router";

/**
 * Guessing private links (a review's, a visit's, the calendar of visits): an address that asks
 * for `most` tokens that are not one within `windowMs` is answered 429 on every private page
 * until the window has passed. A customer with their real link never misses; 20 misses in 10
 * minutes is someone trying. Kept in memory: a restart forgets, and 2^256 tokens do the rest.
 */
export class LinkGuessing {
  private readonly misses = new Map<string, number[]>();

  constructor(private readonly options = { most: 20, windowMs: 10 * 60_000, addresses: 10_000 }) {}

  private recent(who: string, now: number): number[] {
    const since = now - this.options.windowMs;
    return (this.misses.get(who) ?? []).filter((at) => at > since);
  }

  /** Whether `who` (the client's address) has missed too often lately. */
  blocked(who: string, now = Date.now()): boolean {
    return this.recent(who, now).length >= this.options.most;
  }

  /** `who` asked for a token that is no link. */
  missed(who: string, now = Date.now()): void {
    const recent = this.recent(who, now);
    recent.push(now);
    this.misses.delete(who);
    // Bounded: the address heard from longest ago goes first.
    if (this.misses.size >= this.options.addresses) {
      const oldest = this.misses.keys().next().value;
      if (oldest !== undefined) this.misses.delete(oldest);
    }
    this.misses.set(who, recent);
  }

  /** The guard of one request, from its client's address. */
  guardFor(who: string): GuessGuard {
    return { blocked: () => this.blocked(who), missed: () => this.missed(who) };
  }
}

export interface GuessGuard {
  blocked(): boolean;
  missed(): void;
}

/** The request's guard on a private page; none (never blocked) where the server sets none. */
export const guessGuardContext = createContext<GuessGuard>({
  blocked: () => false,
  missed: () => {},
});

/** What a blocked address is answered, on a page or a feed. */
export const tooManyGuesses = {
  status: 429,
  headers: { "Retry-After": "600", "Cache-Control": "private, no-store" },
};

/**
 * A private page's headers: never kept by a cache on the way, and, when it refuses a guesser,
 * when to come back (from its loader's or action's answer).
 */
export function privatePageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return {
    "Cache-Control": "private, no-store",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
}

/**
 * Who sent a request to a private page, as the record of an act keeps it (accepting a quote):
 * a keyed hash of the client's address, never the address itself, as for quote requests.
 */
export const clientContext = createContext<{ ipHash: string }>({ ipHash: "unknown" });
