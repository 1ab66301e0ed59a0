import { createContext } from "react-router";

/**
 * Guessing private links (a review's, a visit's, a quote's, a job's, the calendar of visits):
 * the guard counts what was guessed, never who asks. A real link always opens, whoever asks
 * and however often their address has missed: customers behind one mobile network or office
 * share an address with whoever else is on it. A token that opens nothing is a miss against
 * the client's address; past `most` misses within `windowMs`, its misses are answered 429
 * instead of 404, until they are older than the window. A customer with their real link never
 * misses; 20 misses in 10 minutes is someone trying. The 256-bit tokens are what make a link
 * unguessable; the 429 tells a scanner to stop and answers it before any page is made. Kept in
 * memory and bounded: at most `addresses` addresses, each with at most `most` misses (the
 * latest); a restart forgets.
 */
export class LinkGuessing {
  private readonly misses = new Map<string, number[]>();

  constructor(private readonly options = { most: 20, windowMs: 10 * 60_000, addresses: 10_000 }) {}

  /**
   * `who` (the client's address) asked for a token that is no link: "busy" when it had already
   * missed `most` times in the window (answer 429), otherwise "unknown" (404).
   */
  missed(who: string, now = Date.now()): "unknown" | "busy" {
    const since = now - this.options.windowMs;
    const recent = (this.misses.get(who) ?? []).filter((at) => at > since);
    const busy = recent.length >= this.options.most;
    recent.push(now);
    // A guesser who keeps on stays refused: only the latest misses are kept, never more.
    if (recent.length > this.options.most) recent.shift();
    this.misses.delete(who);
    // Bounded: the address heard from longest ago goes first.
    if (this.misses.size >= this.options.addresses) {
      const oldest = this.misses.keys().next().value;
      if (oldest !== undefined) this.misses.delete(oldest);
    }
    this.misses.set(who, recent);
    return busy ? "busy" : "unknown";
  }

  /** The guard of one request, from its client's address. */
  guardFor(who: string): GuessGuard {
    return { missed: () => this.missed(who) };
  }
}

/**
 * A private page's guard against guessing. There is no "is this address blocked?": a page
 * looks its token up first, opens a real link, and calls `missed` only when the token opens
 * nothing, answering what it says (404 "unknown", 429 "busy").
 */
export interface GuessGuard {
  missed(): "unknown" | "busy";
}

/** The request's guard on a private page; where the server sets none, a miss is just unknown. */
export const guessGuardContext = createContext<GuessGuard>({ missed: () => "unknown" });

/** What a guesser is answered once its address has missed too often, on a page or a file. */
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
