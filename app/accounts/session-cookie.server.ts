/**
 * The session cookie. On https the `__Host-` prefix makes the browser insist on Secure,
 * Path=/ and no Domain, so no other host or path can set or shadow it. Plain http (local
 * development) cannot use the prefix or Secure. HttpOnly keeps it from scripts; Lax keeps it
 * off cross-site posts (the origin check on every POST is the real CSRF defence).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-owner_session" : "owner_session";
}

export interface CookieAttributes {
  name: string;
  httpOnly: true;
  secure: boolean;
  sameSite: "lax";
  path: "/";
}

export function sessionCookieAttributes(secure: boolean): CookieAttributes {
  return { name: sessionCookieName(secure), httpOnly: true, secure, sameSite: "lax", path: "/" };
}

/** The Set-Cookie value that stores a new session id until the session's absolute expiry. */
export function sessionCookieHeader(
  id: string,
  { secure, expiresAt, now = Date.now() }: { secure: boolean; expiresAt: Date; now?: number },
): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
  return serialize(sessionCookieName(secure), id, secure, maxAge);
}

/** The Set-Cookie value that removes the session cookie (signing out). */
export function clearSessionCookieHeader(secure: boolean): string {
  return serialize(sessionCookieName(secure), "", secure, 0);
}

function serialize(name: string, value: string, secure: boolean, maxAge: number): string {
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
    "SameSite=Lax",
  ].join("; ");
}

/** Cookie `name` from a Cookie header, or null; other cookies and malformed pairs are ignored. */
export function readCookie(cookieHeader: string | null | undefined, name: string) {
  for (const pair of cookieHeader?.split(";") ?? []) {
    const index = pair.indexOf("=");
    if (index >= 0 && pair.slice(0, index).trim() === name)
      return pair.slice(index + 1).trim() || null;
  }
  return null;
}

export const readSessionCookie = (cookieHeader: string | null | undefined, secure: boolean) =>
  readCookie(cookieHeader, sessionCookieName(secure));
