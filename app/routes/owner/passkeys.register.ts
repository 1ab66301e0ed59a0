import { data } from "react-router";
import * as endpoint from "~/accounts/passkey-route.server";
import { passkeyRegistrationOptions, verifyPasskeyRegistration } from "~/accounts/passkeys.server";
import { relyingParty } from "~/accounts/relying-party.server";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { challengeCookieHeader } from "~/accounts/webauthn-challenges.server";
import { siteContent } from "~/content/site-content.server";
import type { Route } from "./+types/passkeys.register";

/** requireUser's redirect to the sign-in page is no use to a script: it gets a 401 instead. */
function signedInUser(request: Request, context: Route.ActionArgs["context"]) {
  try {
    return requireUser(request, context).user;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return null;
    throw thrown;
  }
}

/**
 * POST /owner/passkeys/register (JSON, signed in):
 * - `{ step: "options" }` → `{ options }` for startRegistration, and the challenge cookie;
 * - `{ step: "verify", response }` → `{ passkey: { id, name }, message }`, or a 4xx
 *   `{ message }` (401 signed out, 400 malformed, expired or unverifiable, 409 already saved).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(ownerRequestContext);
  const user = signedInUser(request, context);
  if (!user)
    return endpoint.problem("You are signed out. Sign in again, then add the passkey.", 401);
  const body = await endpoint.readPasskeyRequest(request);
  if (!body) return endpoint.notUnderstood();
  const rp = relyingParty(services.siteUrl, request.url);
  if (body.step === "options") {
    const { options, challengeId } = await passkeyRegistrationOptions(services.db, {
      user,
      rp,
      rpName: siteContent().company.tradingName,
    });
    const cookie = challengeCookieHeader(challengeId, services.https);
    return data({ options }, { headers: { "Set-Cookie": cookie } });
  }
  const result = await verifyPasskeyRegistration(services.db, {
    user,
    challengeId: endpoint.challengeIdFrom(services, request),
    response: body.response,
    rp,
    userAgent: request.headers.get("User-Agent") ?? undefined,
    ipHash: services.ipHash,
  });
  const headers = { "Set-Cookie": endpoint.clearChallengeCookie(services) };
  if (!result.ok)
    return endpoint.problem(result.message, result.problem === "duplicate" ? 409 : 400, headers);
  return data(
    {
      passkey: { id: result.passkey.id, name: result.passkey.name },
      message: `Passkey added: ${result.passkey.name}. Next time, sign in with it instead of your password.`,
    },
    { headers },
  );
}

export const loader = endpoint.postOnly;
