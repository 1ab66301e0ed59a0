import { data, type RouterContextProvider, redirect } from "react-router";
import type { Db } from "~/db/database.server";
import { type OwnerArea, ownerArea } from "~/server-context";
import type { Role } from "./roles";
import { readSessionCookie } from "./session-cookie.server";
import { type SignedInUser, validateSession } from "./sessions.server";

export interface SignedIn {
  user: SignedInUser;
  /** The id from the cookie, to sign this browser out or mark it in the list of sessions. */
  sessionId: string;
}

export function signedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
): SignedIn | null {
  const services = ownerArea(context);
  const sessionId = readSessionCookie(request.headers.get("Cookie"), services.https);
  const session = sessionId ? validateSession(services.db, sessionId) : null;
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
 * The signed-in user, with the owner's area's services, or a redirect to sign-in that comes back
 * here. `role: "owner"` keeps staff out of the pages that change the site or the accounts (they
 * get a 403 page).
 */
export function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { role }: { role?: Role } = {},
): SignedIn & OwnerArea {
  const found = signedIn(request, context);
  if (!found) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\.data$/, "").replace(/^\/_$/, "/");
    const next = safeNext(path + url.search);
    throw redirect(
      next === "/owner" ? "/owner/sign-in" : `/owner/sign-in?next=${encodeURIComponent(next)}`,
    );
  }
  if (role === "owner" && found.user.role !== "owner")
    throw data({ message: "Only the owner can open this page." }, { status: 403 });
  return { ...ownerArea(context), ...found };
}

/** `requireUser` for the owner's own pages: staff get a 403. */
export const requireOwner = (request: Request, context: Readonly<RouterContextProvider>) =>
  requireUser(request, context, { role: "owner" });
