import { data } from "react-router";
import { recordAudit } from "~/accounts/audit-log.server";
import { listPasskeys, removePasskey } from "~/accounts/passkeys.server";
import { listSessions, revokeSessionByKey } from "~/accounts/sessions.server";
import { requireUser } from "~/accounts/signed-in.server";
import { MonthlySummarySection } from "~/owner/monthly-summary-section";
import { Notice, PageHeading } from "~/owner/owner-ui";
import { PasskeysSection } from "~/owner/passkeys/passkeys-section";
import { PushSection } from "~/owner/push/push-section";
import { SessionsSection } from "~/owner/sessions-section";
import { ownerArea } from "~/server-context";
import {
  NotAnOwnerError,
  setMonthlySummary,
  wantsMonthlySummary,
} from "~/statistics/monthly-summary-setting.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [
  { title: "Your account · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = requireUser(request, context);
  const { db, push } = ownerArea(context);
  const sessions = listSessions(db, user.id, { currentId: sessionId });
  return {
    email: user.email,
    role: user.role,
    welcome: new URL(request.url).searchParams.has("welcome"),
    monthlySummary: user.role === "owner" ? wantsMonthlySummary(db, user.id) : null,
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
  const services = ownerArea(context);
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
  if (form.get("intent") === "monthly-summary") {
    const on = form.get("monthly-summary") === "on";
    try {
      setMonthlySummary(services.db, { user, on, ipHash: services.ipHash });
    } catch (error) {
      if (error instanceof NotAnOwnerError)
        return data({ message: error.message }, { status: 403 });
      throw error;
    }
    return {
      summarySaved: on
        ? "Saved: you will get a summary of last month on the 1st."
        : "Saved: no more monthly summaries. Tick the box again to have them back.",
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
      {actionData && "message" in actionData ? (
        <Notice tone="info">{actionData.message}</Notice>
      ) : null}

      <PasskeysSection passkeys={loaderData.passkeys} welcome={loaderData.welcome} />

      <PushSection publicKey={loaderData.push.publicKey} devices={loaderData.push.devices} />
      {loaderData.monthlySummary === null ? null : (
        <MonthlySummarySection
          on={loaderData.monthlySummary}
          saved={actionData && "summarySaved" in actionData ? actionData.summarySaved : undefined}
        />
      )}
      <SessionsSection sessions={loaderData.sessions} />
    </>
  );
}
