import { Form } from "react-router";
import type { PasskeySummary } from "~/accounts/passkeys.server";
import type { FormReply } from "~/forms/form-reply";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/uk-time";
import { FormMessage } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";
import { AddPasskey } from "./add-passkey";

/**
 * The account page's passkeys: add one (with JavaScript), see each one's name and use, and
 * remove one (a plain form, so it works without JavaScript; `reply` says what it did). Just
 * after a set-up link (`welcome`) with none yet, this is the page's next step and looks it.
 */
export function PasskeysSection({
  passkeys,
  welcome,
  reply,
}: {
  passkeys: PasskeySummary[];
  welcome: boolean;
  reply?: FormReply;
}) {
  const nextStep = welcome && passkeys.length === 0;
  return (
    <section
      aria-labelledby="passkeys-heading"
      className={cn(
        "mt-8",
        nextStep && "rounded-card border-4 border-hivis-400 bg-white p-4 sm:p-6",
      )}
    >
      <h2 id="passkeys-heading" className="text-2xl">
        {nextStep ? "Next: add a passkey" : "Passkeys"}
      </h2>
      <p className="mt-1 text-muted">
        {nextStep
          ? "Sign in next time with your fingerprint, face or screen lock, with no password to type. It takes a few seconds."
          : "A passkey signs you in with your fingerprint, face or screen lock instead of your password."}
      </p>
      <AddPasskey />
      <div className="mt-4 empty:hidden">
        <FormMessage reply={reply} />
        {passkeys.length > 0 ? (
          <ul className="grid gap-3" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-white p-4 shadow-card"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words">{passkey.name}</p>
                  <p className="text-muted text-sm">
                    Added {formatDateTime(passkey.createdAt)}
                    {passkey.synced ? " · synced to your other devices" : ""}
                  </p>
                  <p className="text-muted text-sm">
                    {passkey.lastUsedAt
                      ? `Last used ${formatDateTime(passkey.lastUsedAt)}`
                      : "Not used to sign in yet"}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <SubmitButton name="intent" value="remove-passkey" variant="outline">
                    Remove<span className="sr-only"> passkey {passkey.name}</span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : nextStep ? null : (
          <p>No passkeys yet.</p>
        )}
      </div>
    </section>
  );
}
