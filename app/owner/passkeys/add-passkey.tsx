import { useEffect, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { PasskeyButton, type PasskeySupport } from "./passkey-button";
import { browserHasPasskeys, deviceErrorMessage, loadWebAuthn, postStep } from "./passkey-client";

const endpoint = "/owner/passkeys/register";
type Outcome = { tone: "success" | "error"; message: string };

/** "Add a passkey": the device makes one, the server checks and saves it, the list reloads. */
export function AddPasskey() {
  const [support, setSupport] = useState<PasskeySupport>("unknown");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const revalidator = useRevalidator();

  useEffect(() => setSupport(browserHasPasskeys() ? "yes" : "no"), []);
  // Another form on the page (removing a passkey) brings its own message; this one is old news.
  const submitting = useNavigation().state === "submitting";
  useEffect(() => {
    if (submitting) setOutcome(null);
  }, [submitting]);

  async function add(): Promise<Outcome> {
    let webAuthn: Awaited<ReturnType<typeof loadWebAuthn>>;
    try {
      webAuthn = await loadWebAuthn();
    } catch {
      return {
        tone: "error",
        message: "Passkeys could not load. Check your signal and try again.",
      };
    }
    const options = await postStep<{ options: never }>(endpoint, { step: "options" });
    if (!options.ok) return { tone: "error", message: options.message };
    let response: unknown;
    try {
      response = await webAuthn.startRegistration({ optionsJSON: options.data.options });
    } catch (thrown) {
      const message = deviceErrorMessage(thrown, "add") ?? "No passkey was added.";
      return { tone: "error", message };
    }
    const saved = await postStep<{ message: string }>(endpoint, { step: "verify", response });
    if (!saved.ok) return { tone: "error", message: saved.message };
    await revalidator.revalidate();
    return { tone: "success", message: saved.data.message };
  }

  async function onClick() {
    setBusy(true);
    setOutcome(null);
    setOutcome(await add());
    setBusy(false);
  }

  return (
    <div className="mt-4 grid gap-3">
      <PasskeyButton
        support={support}
        busy={busy}
        onClick={onClick}
        notice={outcome}
        label="Add a passkey"
        busyLabel="Waiting for your device…"
        className="w-full sm:w-auto"
        unsupported="This browser cannot make passkeys. Try the browser your phone came with."
        noScript="Adding a passkey needs JavaScript."
      />
    </div>
  );
}
