import { data } from "react-router";
import { recordAudit } from "~/accounts/audit-log.server";
import { listPasskeys, removePasskey } from "~/accounts/passkeys.server";
import { listSessions, revokeSessionByKey } from "~/accounts/sessions.server";
import { ownerServices, requireUser } from "~/accounts/signed-in.server";
import { Notice, PageHeading } from "~/owner/owner-ui";
import { PasskeysSection } from "~/owner/passkeys/passkeys-section";
import { PushSection } from "~/owner/push/push-section";
import { SessionsSection } from "~/owner/sessions-section";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [
  { title: "Your account · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = requireUser(request, context);
  const { db, push } = ownerServices(context);
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
    push: {
      publicKey: push.publicKey,
      devices: push.list(user.id).map(({ id, device }) => ({ id, device })),
    },
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
  const services = ownerServices(context);
  const form = await request.formData();
  if (form.get("intent") === "remove-passkey") {
    const removed = removePasskey(services.db, user, String(form.get("passkey") ?? ""), {
      ipHash: services.ipHash,
    });
    return {
      message: removed
        ? `Passkey removed: ${removed.name}. It no longer signs in here; you can also delete it in the device's password settings.`
        : "That passkey was already removed.",
    };
  }
  if (form.get("intent") !== "sign-out-device")
    return data({ message: "That is not something this page can do." }, { status: 400 });
  const signedOut = revokeSessionByKey(services.db, user.id, String(form.get("session") ?? ""));
  if (signedOut)
    recordAudit(services.db, {
      event: "sign-out",
      userId: user.id,
      email: user.email,
      ipHash: services.ipHash,
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

      <PushSection publicKey={loaderData.push.publicKey} devices={loaderData.push.devices} />
      <SessionsSection sessions={loaderData.sessions} />
    </>
  );
}
