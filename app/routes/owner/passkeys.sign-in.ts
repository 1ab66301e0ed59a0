import { data } from "react-router";
import * as endpoint from "~/accounts/passkey-route.server";
import { passkeySignInOptions, signInWithPasskey } from "~/accounts/passkey-sign-in.server";
import { relyingParty } from "~/accounts/relying-party.server";
import { sessionCookieHeader } from "~/accounts/session-cookie.server";
import { ownerRequestContext, safeNext } from "~/accounts/signed-in.server";
import { challengeCookieHeader } from "~/accounts/webauthn-challenges.server";
import type { Route } from "./+types/passkeys.sign-in";

/**
 * POST /owner/passkeys/sign-in (JSON):
 * - `{ step: "options" }` → `{ options }` for startAuthentication, and the challenge cookie;
 * - `{ step: "verify", response, next? }` → `{ redirect }` and the session cookie, or a 4xx
 *   `{ message }` (400 malformed or expired, 403 unknown or refused passkey).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(ownerRequestContext);
  const body = await endpoint.readPasskeyRequest(request);
  if (!body) return endpoint.notUnderstood();
  const rp = relyingParty(services.siteUrl, request.url);
  if (body.step === "options") {
    const { options, challengeId } = await passkeySignInOptions(services.db, { rp });
    const cookie = challengeCookieHeader(challengeId, services.https);
    return data({ options }, { headers: { "Set-Cookie": cookie } });
  }
  const result = await signInWithPasskey(services.db, {
    challengeId: endpoint.challengeIdFrom(services, request),
    response: body.response,
    rp,
    ipHash: services.ipHash,
    userAgent: request.headers.get("User-Agent") ?? undefined,
  });
  const headers = new Headers({ "Set-Cookie": endpoint.clearChallengeCookie(services) });
  if (!result.ok) {
    const status = result.problem === "invalid" || result.problem === "expired" ? 400 : 403;
    return endpoint.problem(result.message, status, headers);
  }
  headers.append(
    "Set-Cookie",
    sessionCookieHeader(result.session.id, {
      secure: services.https,
      expiresAt: result.session.expiresAt,
    }),
  );
  return data({ redirect: safeNext(body.next) }, { headers });
}

export const loader = endpoint.postOnly;
