import { data } from "react-router";
import type { OwnerArea } from "~/server-context";
import { type RelyingParty, relyingParty } from "./relying-party.server";
import { challengeCookieHeader, readChallengeCookie } from "./webauthn-challenges.server";

/**
 * What the passkey endpoints share: they take JSON and answer JSON, with a plain message and
 * a 4xx status for anything they cannot use (never a 500 or an HTML page).
 */
export type PasskeyRequest =
  | { step: "options" }
  | { step: "verify"; response: unknown; next?: unknown };

export async function readPasskeyRequest(request: Request): Promise<PasskeyRequest | null> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  const { step, response, next } = body as Record<string, unknown>;
  if (step === "options") return { step };
  if (step === "verify" && response !== undefined) return { step, response, next };
  return null;
}

export function problem(message: string, status = 400, headers?: HeadersInit) {
  return data({ message }, { status, headers });
}

export const notUnderstood = () =>
  problem("That request was not understood. Reload the page and try again.");

/** Resource routes answer only POST; a GET (someone opening the address) gets a 405. */
export function postOnly() {
  return problem("This address only takes requests from the owner area's pages.", 405, {
    Allow: "POST",
  });
}

export function passkeyRelyingParty(
  { siteUrl }: Pick<OwnerArea, "siteUrl">,
  request: Request,
): RelyingParty {
  return relyingParty(siteUrl, request.url);
}

export const challengeIdFrom = ({ https }: Pick<OwnerArea, "https">, request: Request) =>
  readChallengeCookie(request.headers.get("Cookie"), https);

export const setChallengeCookie = ({ https }: Pick<OwnerArea, "https">, challengeId: string) =>
  challengeCookieHeader(challengeId, https);

/** Each challenge works once: whatever the outcome, the browser's copy of its id goes. */
export const clearChallengeCookie = ({ https }: Pick<OwnerArea, "https">) =>
  challengeCookieHeader("", https);
