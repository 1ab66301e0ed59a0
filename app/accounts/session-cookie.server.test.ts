import { describe, expect, it } from "vitest";
import {
  clearSessionCookieHeader,
  readSessionCookie,
  sessionCookieAttributes,
  sessionCookieHeader,
} from "./session-cookie.server";

describe("the session cookie", () => {
  it("is __Host- prefixed, Secure, HttpOnly, Lax, Path=/ and has no Domain on https", () => {
    expect(sessionCookieAttributes(true)).toEqual({
      name: "__Host-owner_session",
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
    });
    const now = Date.parse("2026-03-01T09:00:00Z");
    const header = sessionCookieHeader("abc", {
      secure: true,
      expiresAt: new Date(now + 3600_000),
      now,
    });
    expect(header).toBe(
      "__Host-owner_session=abc; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Lax",
    );
    expect(header).not.toMatch(/Domain/i);
  });

  it("drops the prefix and Secure on plain http (development) and keeps HttpOnly and Lax", () => {
    expect(sessionCookieAttributes(false)).toMatchObject({ name: "owner_session", secure: false });
    expect(clearSessionCookieHeader(false)).toBe(
      "owner_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
  });

  it("is read from a Cookie header among others, and only under its own name", () => {
    const header = "mc_form=1; __Host-owner_session=id123; owner_session=plain";
    expect(readSessionCookie(header, true)).toBe("id123");
    expect(readSessionCookie(header, false)).toBe("plain");
    expect(readSessionCookie("x_owner_session=no; broken", false)).toBeNull();
    expect(readSessionCookie(undefined, true)).toBeNull();
  });
});
