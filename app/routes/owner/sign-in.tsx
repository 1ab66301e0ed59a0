import { data, Form, Link, redirect, useNavigation } from "react-router";
import { sessionCookieHeader } from "~/accounts/session-cookie.server";
import { signInWithPassword } from "~/accounts/sign-in.server";
import { safeNext, signedIn } from "~/accounts/signed-in.server";
import { Field, Notice, PageHeading, SubmitButton } from "~/owner/owner-ui";
import { PasskeySignIn } from "~/owner/passkeys/passkey-sign-in";
import { ownerArea } from "~/server-context";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (signedIn(request, context)) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = ownerArea(context);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const result = await signInWithPassword(services.db, {
    email,
    password: String(form.get("password") ?? ""),
    ipHash: services.ipHash,
    userAgent: request.headers.get("User-Agent") ?? undefined,
  });
  if (!result.ok) {
    const throttled = result.problem === "throttled";
    return data(
      { message: result.message, email: email.slice(0, 254) },
      {
        status: throttled ? 429 : 400,
        headers: throttled ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
      },
    );
  }
  throw redirect(safeNext(form.get("next")), {
    headers: {
      "Set-Cookie": sessionCookieHeader(result.session.id, {
        secure: services.https,
        expiresAt: result.session.expiresAt,
      }),
    },
  });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Sign in">Leads, customers' photos and the site's content.</PageHeading>
      {actionData?.message ? <Notice>{actionData.message}</Notice> : null}
      <PasskeySignIn next={loaderData.next} />
      <p className="my-6 flex items-center gap-3 text-muted text-sm">
        <span aria-hidden="true" className="h-px flex-1 bg-navy-200" />
        or with your password
        <span aria-hidden="true" className="h-px flex-1 bg-navy-200" />
      </p>
      <Form method="post" className="grid gap-5">
        <input type="hidden" name="next" value={loaderData.next} />
        <Field
          label="Email address"
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          defaultValue={actionData?.email}
        />
        <Field
          label="Password"
          name="password"
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
