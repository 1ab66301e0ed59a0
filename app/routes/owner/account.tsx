import { z } from "zod";
import { accountForm } from "~/accounts/account-forms";
import { recordAudit } from "~/accounts/audit-log.server";
import { listPasskeys, removePasskey } from "~/accounts/passkeys.server";
import { may, roleName } from "~/accounts/permissions";
import { listSessions, revokeSessionByKey } from "~/accounts/sessions.server";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { siteContent } from "~/content/site-content.server";
import { replyTo } from "~/forms/form-reply";
import { answerForm, type FormOutcome, readForm } from "~/forms/read-form.server";
import {
  escalationForm,
  escalationSettings,
  saveEscalationSettings,
} from "~/leads/escalation-settings.server";
import { promisedReplyMinutes } from "~/leads/response-promise.server";
import { EscalationSection } from "~/owner/escalation-section";
import { MonthlySummarySection } from "~/owner/monthly-summary-section";
import { Notice, ownerMeta, PageHeading } from "~/owner/owner-ui";
import { PasskeysSection } from "~/owner/passkeys/passkeys-section";
import { PushSection } from "~/owner/push/push-section";
import { SessionsSection } from "~/owner/sessions-section";
import { pushContext } from "~/push/push-alerts.server";
import { setMonthlySummary, wantsMonthlySummary } from "~/results/monthly-summary-setting.server";
import type { Route } from "./+types/account";

/** Passkeys and phone alerts are set up in the browser. */
export const handle = { scripts: true };

export const meta: Route.MetaFunction = () => ownerMeta("Your account");

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = requireUser(request, context);
  const push = context.get(pushContext);
  const { db } = context.get(ownerRequestContext);
  return {
    email: user.email,
    role: user.role,
    welcome: new URL(request.url).searchParams.has("welcome"),
    monthlySummary: may(user, "hear about the business") ? wantsMonthlySummary(db, user.id) : null,
    escalation: may(user, "hear about the business")
      ? escalationSettings(db, promisedReplyMinutes())
      : null,
    promised: siteContent().company.replyWithin,
    passkeys: listPasskeys(db, user.id),
    push: {
      publicKey: push.publicKey,
      devices: push.list(user.id).map(({ id, device }) => ({ id, device })),
    },
    sessions: listSessions(db, user.id, { currentId: sessionId }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const { db, ipHash } = context.get(ownerRequestContext);
  return answerForm(
    await readForm(
      request,
      z.discriminatedUnion("intent", [...accountForm.options, escalationForm]),
    ),
    (sent): FormOutcome => {
      if (sent.intent === "escalation")
        return may(user, "hear about the business")
          ? saveEscalationSettings(db, sent, user)
          : { ok: false, message: "Only an owner can change this.", status: 403 };
      if (sent.intent === "monthly-summary")
        return setMonthlySummary(db, { user, on: sent["monthly-summary"], ipHash });
      if (sent.intent === "remove-passkey") {
        const removed = removePasskey(db, user, sent.passkey, { ipHash });
        return {
          ok: true,
          message: removed
            ? `Passkey removed: ${removed.name}. It no longer signs in here; you can also delete it in the device's password settings.`
            : "That passkey was already removed.",
        };
      }
      const signedOut = revokeSessionByKey(db, user.id, sent.session);
      if (signedOut) {
        const { id: userId, email } = user;
        recordAudit(db, { event: "sign-out", userId, email, ipHash, detail: "another device" });
      }
      return {
        ok: true,
        message: signedOut ? "That device is signed out." : "That device was already signed out.",
      };
    },
    { form: (sent) => String(sent.intent), refused: "That is not something this page can do." },
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Your account">
        Signed in as <strong>{loaderData.email}</strong> ({roleName(loaderData.role).toLowerCase()}
        ).
      </PageHeading>
      {loaderData.welcome ? (
        <Notice tone="success">Your password is saved and you are signed in.</Notice>
      ) : null}
      <PasskeysSection
        passkeys={loaderData.passkeys}
        welcome={loaderData.welcome}
        reply={replyTo("remove-passkey", actionData)}
      />

      <PushSection publicKey={loaderData.push.publicKey} devices={loaderData.push.devices} />
      {loaderData.monthlySummary === null ? null : (
        <MonthlySummarySection
          // Drawn afresh when the setting changes, from another device too.
          key={String(loaderData.monthlySummary)}
          on={loaderData.monthlySummary}
          reply={actionData}
        />
      )}
      {loaderData.escalation === null ? null : (
        <EscalationSection
          settings={loaderData.escalation}
          promised={loaderData.promised}
          reply={actionData}
        />
      )}
      <SessionsSection
        sessions={loaderData.sessions}
        reply={replyTo("sign-out-device", actionData)}
      />
    </>
  );
}
