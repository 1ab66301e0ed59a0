import type { Role } from "./roles";

/**
 * What a person of each role may do, the one place that says it: an owner everything, staff
 * the leads (docs/owner-area.md). Pages and features ask `may`; none compares roles itself.
 */
const staffMay = new Set<Permission>(["work leads"]);

export type Permission =
  | "work leads"
  | "delete leads"
  | "change the site"
  | "answer reviews"
  | "see results"
  | "manage the team"
  /** The booking settings, the owner's calendar feed and the feed of visits: secrets among them. */
  | "set up visits"
  /** Writing and sending written quotes, and recording the money received. */
  | "price work and record money"
  /** The escalation's last step, and the monthly summary, reach the owners. */
  | "hear about the business";

export const may = (user: { role: Role }, permission: Permission) =>
  user.role === "owner" || staffMay.has(permission);

/** The role as the Team and Account pages name it. */
export const roleName = (role: Role) => (role === "owner" ? "Owner" : "Staff");
