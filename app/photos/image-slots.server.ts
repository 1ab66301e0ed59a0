/**
 * How many images are decoded at once in the whole process. Decoding a 12 MP phone JPEG takes
 * about 50 MB for a moment; ten visitors sending six photos each must not all decode at once.
 * Work beyond the limit waits its turn (first come, first served).
 *
 * One at a time: with two, ten such requests at once peaked at 293 to 298 MB resident against
 * the budget of 300 MB (`npm run bench:quote`, two cores); with one, about 245 MB, for 0.4
 * instead of 0.6 requests a second, far more than a builder's site receives.
 */
let limit = 1;
let active = 0;
const waiting: (() => void)[] = [];

/** Sets how many images may be decoded at once (at least 1); returns the previous limit. */
export function setImageSlots(slots: number): number {
  const previous = limit;
  limit = Math.max(1, Math.floor(slots));
  while (active < limit && waiting.length > 0) {
    active++;
    waiting.shift()?.();
  }
  return previous;
}

export function imageSlots(): { limit: number; active: number; waiting: number } {
  return { limit, active, waiting: waiting.length };
}

/** Runs `work` once a slot is free. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active < limit) active++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }
}
