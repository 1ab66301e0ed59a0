/**
 * The browser side of passkeys: the JSON steps against /owner/passkeys/*, and what to tell
 * the person when their device says no. SimpleWebAuthn itself is imported only when a
 * passkey is about to be used, so it is not part of any page's first load.
 */

export const loadWebAuthn = () => import("@simplewebauthn/browser");

/** Passkeys need WebAuthn; checked after hydration (there is no `window` on the server). */
export const browserHasPasskeys = () =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

export type StepReply<T> = { ok: true; data: T } | { ok: false; message: string };

export async function postStep<T>(url: string, body: unknown): Promise<StepReply<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: "No connection to the site. Check your signal and try again." };
  }
  const data = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null;
  if (response.ok && data) return { ok: true, data };
  return {
    ok: false,
    message: typeof data?.message === "string" ? data.message : "Something went wrong. Try again.",
  };
}

/**
 * Plain words for the errors a device gives (SimpleWebAuthn passes on the browser's name and
 * adds a code). Null when the request was cancelled by the page itself, which needs no message.
 */
export function deviceErrorMessage(error: unknown, doing: "sign-in" | "add"): string | null {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return null;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return "This device already has a passkey for your account, so there is nothing to add.";
  if (name === "NotAllowedError")
    return doing === "add"
      ? "No passkey was added: it was cancelled or took too long. Try again when you are ready."
      : "The passkey was cancelled or took too long. Try again, or use your password.";
  if (name === "SecurityError" || code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID")
    return "Passkeys do not work at this address. Open the owner area at the site's usual address.";
  return doing === "add"
    ? "This device could not make a passkey. Try again, or carry on with your password."
    : "This device could not use a passkey. Try again, or use your password.";
}
