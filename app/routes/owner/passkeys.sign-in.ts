import { data } from "react-router";
import * as endpoint from "~/owner/passkeys/passkey-route.server";
import { ownerArea, safeNext } from "~/owner/signed-in.server";
import { passkeySignInOptions, signInWithPasskey } from "../../../server/owner/passkey-sign-in";
import { sessionCookieHeader } from "../../../server/owner/session-cookie";
import type { Route } from "./+types/passkeys.sign-in";

/**
 * POST /owner/passkeys/sign-in (JSON):
 * - `{ step: "options" }` → `{ options }` for startAuthentication, and the challenge cookie;
 * - `{ step: "verify", response, next? }` → `{ redirect }` and the session cookie, or a 4xx
 *   `{ message }` (400 malformed or expired, 403 unknown or refused passkey).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const area = ownerArea(context);
  const body = await endpoint.readPasskeyRequest(request);
  if (!body) return endpoint.notUnderstood();
  const rp = endpoint.passkeyRelyingParty(area, request);
  if (body.step === "options") {
    const { options, challengeId } = await passkeySignInOptions(area.db, { rp });
    return data(
      { options },
      { headers: { "Set-Cookie": endpoint.setChallengeCookie(area, challengeId) } },
    );
  }
  const result = await signInWithPasskey(area.db, {
    challengeId: endpoint.challengeIdFrom(area, request),
    response: body.response,
    rp,
    ipHash: area.ipHash,
    userAgent: request.headers.get("User-Agent") ?? undefined,
  });
  const headers = new Headers({ "Set-Cookie": endpoint.clearChallengeCookie(area) });
  if (!result.ok) {
    const status = result.problem === "invalid" || result.problem === "expired" ? 400 : 403;
    return endpoint.problem(result.message, status, headers);
  }
  headers.append(
    "Set-Cookie",
    sessionCookieHeader(result.session.id, {
      secure: area.https,
      expiresAt: result.session.expiresAt,
    }),
  );
  return data({ redirect: safeNext(body.next) }, { headers });
}

export const loader = endpoint.postOnly;
