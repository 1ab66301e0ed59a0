import { data, Form } from "react-router";
import { formatDateTime } from "~/owner/format";
import { Notice, PageHeading, SubmitButton } from "~/owner/owner-ui";
import { PasskeysSection } from "~/owner/passkeys/passkeys-section";
import { ownerArea, requireUser } from "~/owner/signed-in.server";
import { recordAudit } from "../../../server/owner/audit-log";
import { listPasskeys, removePasskey } from "../../../server/owner/passkeys";
import { listSessions, revokeSessionByKey } from "../../../server/owner/sessions";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [
  { title: "Your account · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = requireUser(request, context);
  const { db } = ownerArea(context);
  const sessions = listSessions(db, user.id, { currentId: sessionId });
  return {
    email: user.email,
    role: user.role,
    welcome: new URL(request.url).searchParams.has("welcome"),
    passkeys: listPasskeys(db, user.id).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      synced: passkey.synced,
    })),
    sessions: sessions.map((session) => ({
      key: session.sessionKey,
      device: session.device,
      lastUsedAt: session.lastUsedAt.toISOString(),
      current: session.current,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const area = ownerArea(context);
  const form = await request.formData();
  if (form.get("intent") === "remove-passkey") {
    const removed = removePasskey(area.db, user, String(form.get("passkey") ?? ""), {
      ipHash: area.ipHash,
    });
    return {
      message: removed
        ? `Passkey removed: ${removed.name}. It no longer signs in here; you can also delete it in the device's password settings.`
        : "That passkey was already removed.",
    };
  }
  if (form.get("intent") !== "sign-out-device")
    return data({ message: "That is not something this page can do." }, { status: 400 });
  const signedOut = revokeSessionByKey(area.db, user.id, String(form.get("session") ?? ""));
  if (signedOut)
    recordAudit(area.db, {
      event: "sign-out",
      userId: user.id,
      email: user.email,
      ipHash: area.ipHash,
      detail: "another device",
    });
  return {
    message: signedOut ? "That device is signed out." : "That device was already signed out.",
  };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Your account">
        Signed in as <strong>{loaderData.email}</strong> (
        {loaderData.role === "owner" ? "owner" : "staff"}).
      </PageHeading>
      {loaderData.welcome ? (
        <Notice tone="success">Your password is saved and you are signed in.</Notice>
      ) : null}
      {actionData?.message ? <Notice tone="info">{actionData.message}</Notice> : null}

      <PasskeysSection passkeys={loaderData.passkeys} welcome={loaderData.welcome} />

      <section aria-labelledby="sessions-heading" className="mt-8">
        <h2 id="sessions-heading" className="text-2xl">
          Signed-in devices
        </h2>
        <p className="mt-1 text-muted">
          A device you no longer have or do not recognise? Sign it out here.
        </p>
        <ul className="mt-4 grid gap-3">
          {loaderData.sessions.map((session) => (
            <li
              key={session.key}
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
                  <input type="hidden" name="session" value={session.key} />
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
    </>
  );
}
