import type { Rng } from "./random";
import type { Svg } from "./svg";

/** What a drawer gets: the sheet to draw on, its random numbers and the file name's words. */
export interface DrawContext {
  s: Svg;
  rng: Rng;
  /** Lower-case words of the picture's file name, e.g. ["03", "floor", "plan", "first"]. */
  tokens: readonly string[];
}

/** What a drawer reports for the caption and title block. */
export interface Drawing {
  name: string;
  scale: string;
  notes: string[];
}

export type Drawer = (ctx: DrawContext) => Drawing;

export function hasToken(ctx: DrawContext, ...words: string[]): boolean {
  return words.some((word) => ctx.tokens.includes(word));
}

/** The drawing area (sheet units): clear of the caption and title block. */
export const AREA = { left: 70, top: 70, right: 1430, bottom: 780 } as const;

/**
 * A yes/no choice that the file name can settle: true when one of `yes` is in the name, false
 * when one of `no` is, otherwise random with the given probability.
 */
export function hint(
  ctx: DrawContext,
  probability: number,
  yes: readonly string[],
  no: readonly string[] = [],
): boolean {
  const roll = ctx.rng.chance(probability);
  if (hasToken(ctx, ...yes)) return true;
  if (hasToken(ctx, ...no)) return false;
  return roll;
}
