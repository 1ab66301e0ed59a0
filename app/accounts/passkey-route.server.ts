import { data } from "react-router";
import { z } from "zod";
import type { OwnerRequest } from "./signed-in.server";
import { challengeCookieHeader, readChallengeCookie } from "./webauthn-challenges.server";

/**
 * What the passkey endpoints share: they take JSON and answer JSON, with a plain message and
 * a 4xx status for anything they cannot use (never a 500 or an HTML page).
 */
const passkeyRequest = z.discriminatedUnion("step", [
  z.object({ step: z.literal("options") }),
  z.object({
    step: z.literal("verify"),
    response: z.unknown().refine((sent) => sent !== undefined),
    next: z.unknown().optional(),
  }),
]);

/** The JSON posted, or null when it is not a request these endpoints take. */
export const readPasskeyRequest = async (request: Request) =>
  passkeyRequest.safeParse(await request.json().catch(() => null)).data ?? null;

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

export const challengeIdFrom = ({ https }: Pick<OwnerRequest, "https">, request: Request) =>
  readChallengeCookie(request.headers.get("Cookie"), https);

/** Each challenge works once: whatever the outcome, the browser's copy of its id goes. */
export const clearChallengeCookie = ({ https }: Pick<OwnerRequest, "https">) =>
  challengeCookieHeader("", https);
