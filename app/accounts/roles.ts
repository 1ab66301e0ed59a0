/** An owner can do everything; staff work the leads only. */
export const roles = ["owner", "staff"] as const;
export type Role = (typeof roles)[number];
