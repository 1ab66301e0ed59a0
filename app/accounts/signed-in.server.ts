import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import type { Db } from "~/db/database.server";
import type { MailAddress } from "~/mail/message.server";
import { may, type Permission } from "./permissions";
import { readSessionCookie } from "./session-cookie.server";
import { type SignedInUser, validateSession } from "./sessions.server";

/** What every request under /owner works with, whoever sends it (server/owner-services.ts). */
export interface OwnerRequest {
  db: Db;
  /** On https the session cookie is Secure with the `__Host-` prefix. */
  https: boolean;
  /** Keyed hash of the visitor's address, for sign-in throttling and the audit log. */
  ipHash: string;
  /** SITE_URL: the address in links sent by email, and the passkeys' relying party. */
  siteUrl: string;
  /**
   * Only when SMTP_URL is set: who the area's emails (set-up links) are from, and the outbox's
   * wake-up once one is queued. Without it, the area says to send a link another way.
   */
  mail?: { from: MailAddress; queued: () => void };
}

/** Set for requests under /owner only: public pages never reach the owner's code. */
export const ownerRequestContext = createContext<OwnerRequest>();

export interface SignedIn {
  user: SignedInUser;
  /** The id from the cookie, to sign this browser out or mark it in the list of sessions. */
  sessionId: string;
}

export function signedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
): SignedIn | null {
  const { db, https } = context.get(ownerRequestContext);
  const sessionId = readSessionCookie(request.headers.get("Cookie"), https);
  const session = sessionId ? validateSession(db, sessionId) : null;
  return session && sessionId ? { user: session.user, sessionId } : null;
}

/** The role of whoever the cookie's session is for, if it is a live session. */
export const signedInRole = (db: Db, cookieHeader: string | undefined, https: boolean) =>
  validateSession(db, readSessionCookie(cookieHeader, https))?.user.role;

/** Only addresses inside the area, so a crafted sign-in link cannot send anyone elsewhere. */
export function safeNext(next: unknown): string {
  return typeof next === "string" && /^\/owner(\/[\w\-/.?=&%]*)?$/.test(next) ? next : "/owner";
}

/**
 * The signed-in user, if they `may` do what the page is for; else a redirect to sign-in that
 * comes back here, or, for staff on the owner's pages, a 403 page.
 */
export function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: Permission = "work leads",
): SignedIn {
  const found = signedIn(request, context);
  if (!found) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\.data$/, "").replace(/^\/_$/, "/");
    const next = safeNext(path + url.search);
    throw redirect(
      next === "/owner" ? "/owner/sign-in" : `/owner/sign-in?next=${encodeURIComponent(next)}`,
    );
  }
  if (!may(found.user, permission))
    throw data({ message: "Only the owner can open this page." }, { status: 403 });
  return found;
}
