import { Form } from "react-router";
import type { SessionSummary } from "~/accounts/sessions.server";
import type { FormReply } from "~/forms/form-reply";
import { formatDateTime } from "~/lib/uk-time";
import { FormMessage } from "./fields";
import { SubmitButton } from "./owner-ui";

/** Every browser signed in to this account, with a way to sign each out, or all of them. */
export function SessionsSection({
  sessions,
  reply,
}: {
  sessions: SessionSummary[];
  reply?: FormReply;
}) {
  return (
    <section aria-labelledby="sessions-heading" className="mt-8">
      <h2 id="sessions-heading" className="text-2xl">
        Signed-in devices
      </h2>
      <p className="mt-1 text-muted">
        A device you no longer have or do not recognise? Sign it out here.
      </p>
      <div className="mt-4">
        <FormMessage reply={reply} />
      </div>
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <li
            key={session.sessionKey}
            className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-white p-4 shadow-card"
          >
            <div>
              <p className="font-semibold">
                {session.device}
                {session.current ? " (this device)" : ""}
              </p>
              <p className="text-muted text-sm">Last used {formatDateTime(session.lastUsedAt)}</p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="session" value={session.sessionKey} />
                <SubmitButton name="intent" value="sign-out-device" variant="outline">
                  Sign out<span className="sr-only"> {session.device}</span>
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" action="/owner/sign-out" className="mt-6">
        <SubmitButton name="intent" value="everywhere" variant="secondary">
          Sign out everywhere
        </SubmitButton>
      </Form>
    </section>
  );
}
