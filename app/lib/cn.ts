import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; a later Tailwind class wins over an earlier one (the caller's last). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
