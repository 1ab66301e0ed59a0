import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge (7 kB of JavaScript on every page): components offer
 * props or variants for what a caller may change, so classes never need to fight.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
