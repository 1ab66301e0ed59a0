/**
 * How often each address does something on the private pages, in a sliding window: kept in
 * memory and bounded (at most `addresses` addresses, each with at most `most` times, the
 * latest); a restart forgets. Two are kept (server/services.ts):
 * - **Guessing**: a token that opens nothing is a miss against the client's address; past `most`
 *   misses within `windowMs`, its misses are answered 429 instead of 404, until they are older
 *   than the window. The guard counts what was guessed, never who asks: a real link always opens,
 *   whoever asks and however often their address has missed, since customers behind one mobile
 *   network or office share an address with whoever else is on it. 20 misses in 10 minutes is
 *   someone trying; the 256-bit tokens are what make a link unguessable.
 * - **Posts**: the forms of the private pages, per address, so that a flood is answered 429
 *   before any work (30 in 10 minutes: no customer answers that often).
 */
export class AddressCounts {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly options: { most: number; windowMs: number; addresses: number }) {}

  /** `who` (the client's address) did it now: whether it had already done it `most` times lately. */
  count(who: string, now = Date.now()): "over" | "within" {
    const since = now - this.options.windowMs;
    const recent = (this.times.get(who) ?? []).filter((at) => at > since);
    const over = recent.length >= this.options.most;
    recent.push(now);
    // One who keeps on stays refused: only the latest times are kept, never more.
    if (recent.length > this.options.most) recent.shift();
    this.times.delete(who);
    // Bounded: the address heard from longest ago goes first.
    if (this.times.size >= this.options.addresses) {
      const oldest = this.times.keys().next().value;
      if (oldest !== undefined) this.times.delete(oldest);
    }
    this.times.set(who, recent);
    return over ? "over" : "within";
  }
}

/** Misses of one address before its misses are answered 429, and posts before its posts are. */
export const privateLimits = { misses: 20, posts: 30, windowMs: 10 * 60_000, addresses: 10_000 };

export const linkGuessing = () =>
  new AddressCounts({ ...privateLimits, most: privateLimits.misses });
export const privatePosts = () =>
  new AddressCounts({ ...privateLimits, most: privateLimits.posts });

/** What a guesser is answered once its address has missed too often, on a page or a file. */
export const tooManyGuesses = {
  status: 429,
  headers: { "Retry-After": "600", "Cache-Control": "private, no-store" },
};
