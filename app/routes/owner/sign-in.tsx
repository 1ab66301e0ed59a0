import { getFormProps } from "@conform-to/react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { signInForm } from "~/accounts/account-forms";
import { sessionCookieHeader } from "~/accounts/session-cookie.server";
import { signInWithPassword } from "~/accounts/sign-in.server";
import { ownerRequestContext, safeNext, signedIn } from "~/accounts/signed-in.server";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { FormMessage, TextField } from "~/owner/fields";
import { ownerMeta, PageHeading, SubmitButton } from "~/owner/owner-ui";
import { PasskeySignIn } from "~/owner/passkeys/passkey-sign-in";
import type { Route } from "./+types/sign-in";

/** Signing in with a passkey happens in the browser. */
export const handle = { scripts: true };

export const meta: Route.MetaFunction = () => ownerMeta("Sign in");

/** A refusal's own headers (Retry-After, when too many tries were made). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (signedIn(request, context)) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, ipHash, https } = context.get(ownerRequestContext);
  const userAgent = request.headers.get("User-Agent") ?? undefined;
  return answerForm(
    await readForm(request, signInForm),
    async ({ email, password, next }) => {
      const result = await signInWithPassword(db, { email, password, ipHash, userAgent });
      if (!result.ok) return result;
      const { id, expiresAt } = result.session;
      throw redirect(safeNext(next), {
        headers: { "Set-Cookie": sessionCookieHeader(id, { secure: https, expiresAt }) },
      });
    },
    {
      form: "sign-in",
      hide: ["password"],
      refused: "Not signed in: see the answers marked below.",
    },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // No check in the browser: Zod there would cost the page a fifth of its script and a CSP
  // report; the server's answer puts the same words beside the fields.
  const { form, fields, reply } = useReplyForm<z.input<typeof signInForm>>("sign-in", actionData);
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Sign in">Leads, customers' photos and the site's content.</PageHeading>
      <FormMessage reply={reply} />
      <PasskeySignIn next={loaderData.next} />
      <p className="my-6 flex items-center gap-3 text-muted text-sm">
        <span aria-hidden="true" className="h-px flex-1 bg-navy-200" />
        or with your password
        <span aria-hidden="true" className="h-px flex-1 bg-navy-200" />
      </p>
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          label="Email address"
          field={fields.email}
          type="email"
          autoComplete="username webauthn"
          required
        />
        <TextField
          label="Password"
          field={fields.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton disabled={busy}>{busy ? "Signing in…" : "Sign in"}</SubmitButton>
      </Form>
      <p className="mt-8">
        <Link
          to="/owner/forgot-password"
          className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline"
        >
          Forgotten your password?
        </Link>
      </p>
    </div>
  );
}
