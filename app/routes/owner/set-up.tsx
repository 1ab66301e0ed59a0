import { getFormProps } from "@conform-to/react";
import { data, Form, redirect } from "react-router";
import type { z } from "zod";
import { setUpForm } from "~/accounts/account-forms";
import { minPasswordLength } from "~/accounts/password-length";
import { sessionCookieHeader } from "~/accounts/session-cookie.server";
import { createSession } from "~/accounts/sessions.server";
import { setPasswordFromLink, setUpLinkUser } from "~/accounts/set-up-link.server";
import { ownerRequestContext } from "~/accounts/signed-in.server";
import { siteContent } from "~/content/site-content.server";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { FormMessage, TextField } from "~/owner/fields";
import { ownerMeta, PageHeading, SubmitButton } from "~/owner/owner-ui";
import type { Route } from "./+types/set-up";

export const meta: Route.MetaFunction = () => ownerMeta("Choose a password");

const expired = () =>
  data(
    {
      title: "Link expired",
      message:
        "This set-up link has expired or has already been used. Ask the owner to send a new one from the Team page, or run `npm run owner -- reset EMAIL` on the server.",
    },
    { status: 404 },
  );

const notSaved = "The password was not saved. See below.";

export function loader({ params, context }: Route.LoaderArgs) {
  const user = setUpLinkUser(context.get(ownerRequestContext).db, params.token);
  if (!user) throw expired();
  return { email: user.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, ipHash, https } = context.get(ownerRequestContext);
  return answerForm(
    await readForm(request, setUpForm),
    async ({ password }) => {
      const result = await setPasswordFromLink(db, {
        token: params.token,
        password,
        companyName: siteContent().company.tradingName,
        ipHash,
      });
      if (!result.ok && result.problem === "invalid-link") throw expired();
      if (!result.ok)
        return { ok: false, message: notSaved, fieldErrors: { password: result.messages } };
      const userAgent = request.headers.get("User-Agent") ?? undefined;
      const session = createSession(db, { userId: result.user.id, userAgent, ipHash });
      throw redirect("/owner/account?welcome", {
        headers: {
          "Set-Cookie": sessionCookieHeader(session.id, {
            secure: https,
            expiresAt: session.expiresAt,
          }),
        },
      });
    },
    { form: "set-up", hide: ["password", "confirm"], refused: notSaved },
  );
}

export default function SetUp({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, reply } = useReplyForm<z.input<typeof setUpForm>>("set-up", actionData);
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Choose a password">
        For {loaderData.email}. After this you can add a passkey, so your phone signs you in with
        your fingerprint or face.
      </PageHeading>
      <FormMessage reply={reply} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={loaderData.email}
          readOnly
          hidden
        />
        <TextField
          label="New password"
          field={fields.password}
          type="password"
          autoComplete="new-password"
          required
          minLength={minPasswordLength}
          hint={`At least ${minPasswordLength} characters. A few unrelated words are easy to remember and hard to guess.`}
        />
        <TextField
          label="The same password again"
          field={fields.confirm}
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton>Save password and sign in</SubmitButton>
      </Form>
    </div>
  );
}
