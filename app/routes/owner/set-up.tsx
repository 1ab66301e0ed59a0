import { data, Form, redirect, useNavigation } from "react-router";
import { minPasswordLength } from "~/accounts/password-length";
import { sessionCookieHeader } from "~/accounts/session-cookie.server";
import { createSession } from "~/accounts/sessions.server";
import { setPasswordFromLink, setUpLinkUser } from "~/accounts/set-up-link.server";
import { siteContent } from "~/content/site-content.server";
import { Field, Notice, PageHeading, SubmitButton } from "~/owner/owner-ui";
import { ownerArea } from "~/server-context";
import type { Route } from "./+types/set-up";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a password · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form (see `useWantsScripts` in root.tsx). */
export const handle = { scripts: false };

const expired =
  "This set-up link has expired or has already been used. Ask the owner to send a new one from the Team page, or run `npm run owner -- reset EMAIL` on the server.";

export function loader({ params, context }: Route.LoaderArgs) {
  const user = setUpLinkUser(ownerArea(context).db, params.token);
  if (!user) throw data({ title: "Link expired", message: expired }, { status: 404 });
  return { email: user.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = ownerArea(context);
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? ""))
    return data({ errors: { confirm: "The two passwords are not the same." } }, { status: 400 });
  const result = await setPasswordFromLink(services.db, {
    token: params.token,
    password,
    companyName: siteContent().company.tradingName,
    ipHash: services.ipHash,
  });
  if (!result.ok && result.problem === "invalid-link")
    throw data({ title: "Link expired", message: expired }, { status: 404 });
  if (!result.ok) return data({ errors: { password: result.messages } }, { status: 400 });
  const session = createSession(services.db, {
    userId: result.user.id,
    userAgent: request.headers.get("User-Agent") ?? undefined,
    ipHash: services.ipHash,
  });
  throw redirect("/owner/account?welcome", {
    headers: {
      "Set-Cookie": sessionCookieHeader(session.id, {
        secure: services.https,
        expiresAt: session.expiresAt,
      }),
    },
  });
}

export default function SetUp({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors as { password?: string[]; confirm?: string } | undefined;
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Choose a password">
        For {loaderData.email}. After this you can add a passkey, so your phone signs you in with
        your fingerprint or face.
      </PageHeading>
      {errors ? <Notice>The password was not saved. See below.</Notice> : null}
      <Form method="post" className="grid gap-5">
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={loaderData.email}
          readOnly
          hidden
        />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={minPasswordLength}
          hint={`At least ${minPasswordLength} characters. A few unrelated words are easy to remember and hard to guess.`}
          error={errors?.password}
        />
        <Field
          label="The same password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors?.confirm}
        />
        <SubmitButton disabled={busy}>
          {busy ? "Saving…" : "Save password and sign in"}
        </SubmitButton>
      </Form>
    </div>
  );
}
