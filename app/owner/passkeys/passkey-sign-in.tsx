import { useEffect, useRef, useState } from "react";
import { PasskeyButton, type PasskeySupport } from "./passkey-button";
import { browserHasPasskeys, deviceErrorMessage, loadWebAuthn, postStep } from "./passkey-client";

const endpoint = "/owner/passkeys/sign-in";

/**
 * "Sign in with a passkey", shown once JavaScript runs in a browser that has passkeys. Where
 * the browser can, its passkeys are also offered in the email field's autofill (conditional
 * UI), so picking one there signs in too. Until then (and without JavaScript) a line says to
 * use the password: it is in the server's HTML, which a test can check, where a <noscript> is
 * not shown when JavaScript is merely switched off for a page.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const [support, setSupport] = useState<PasskeySupport>("unknown");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nextRef = useRef(next);
  nextRef.current = next;

  /** One ceremony: options, the device, then the check. True once the browser is on its way. */
  async function signIn(autofill: boolean): Promise<boolean> {
    let webAuthn: Awaited<ReturnType<typeof loadWebAuthn>>;
    try {
      webAuthn = await loadWebAuthn();
      if (autofill && !(await webAuthn.browserSupportsWebAuthnAutofill())) return false;
    } catch {
      if (!autofill) setError("Passkeys could not load. Check your signal and try again.");
      return false;
    }
    const options = await postStep<{ options: never }>(endpoint, { step: "options" });
    if (!options.ok) {
      if (!autofill) setError(options.message);
      return false;
    }
    let response: unknown;
    try {
      response = await webAuthn.startAuthentication({
        optionsJSON: options.data.options,
        useBrowserAutofill: autofill,
      });
    } catch (thrown) {
      const message = deviceErrorMessage(thrown, "sign-in");
      if (message && !autofill) setError(message);
      return false;
    }
    setBusy(true);
    setError(null);
    const verified = await postStep<{ redirect: string }>(endpoint, {
      step: "verify",
      response,
      next: nextRef.current,
    });
    if (!verified.ok) {
      setError(verified.message);
      setBusy(false);
      return false;
    }
    // A full page load, so every part of the page (the header too) sees the new session.
    window.location.assign(verified.data.redirect);
    return true;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, on the first render.
  useEffect(() => {
    const supported = browserHasPasskeys();
    setSupport(supported ? "yes" : "no");
    if (!supported) return;
    void signIn(true);
    return () => {
      void loadWebAuthn().then((webAuthn) => webAuthn.WebAuthnAbortService.cancelCeremony());
    };
  }, []);

  async function onClick() {
    setBusy(true);
    setError(null);
    if (!(await signIn(false))) setBusy(false);
  }

  return (
    <div className="grid gap-3">
      <PasskeyButton
        support={support}
        busy={busy}
        onClick={onClick}
        notice={error ? { message: error } : null}
        label="Sign in with a passkey"
        busyLabel="Waiting for your passkey…"
        variant="secondary"
        className="w-full"
        unsupported="This browser cannot use passkeys; use your password."
        noScript="Passkeys need JavaScript; use your password."
      />
    </div>
  );
}
