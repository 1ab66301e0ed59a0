import { data, Form, Link } from "react-router";
import { emailSchema, issueForgottenPasswordLink } from "~/accounts/accounts.server";
import { recordAudit } from "~/accounts/audit-log.server";
import { setUpEmail } from "~/accounts/set-up-email.server";
import { checkThrottle, recordFailure } from "~/accounts/sign-in-throttle.server";
import { siteContent } from "~/content/site-content.server";
import { Field, Notice, PageHeading, SubmitButton } from "~/owner/owner-ui";
import { ownerArea } from "~/server-context";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgotten password · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form (see `useWantsScripts` in root.tsx). */
export const handle = { scripts: false };

const askTheOwner =
  "Ask the owner to send you a new set-up link from the Team page. An owner locked out can get one on the server with `npm run owner -- reset EMAIL`.";

export function loader({ context }: Route.LoaderArgs) {
  return { canEmail: Boolean(ownerArea(context).sendEmail) };
}

/**
 * The same answer whether or not the address has an account. Each request counts against the
 * sign-in throttle, so the form cannot be used to flood someone's inbox.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = ownerArea(context);
  if (!services.sendEmail) return data({ sent: false, error: askTheOwner }, { status: 400 });
  const parsed = emailSchema.safeParse((await request.formData()).get("email"));
  if (!parsed.success)
    return data(
      { sent: false, error: "Enter your email address, like name@example.com." },
      { status: 400 },
    );
  const email = parsed.data;
  const verdict = checkThrottle(services.db, { email, ipHash: services.ipHash });
  if (!verdict.allowed)
    return data(
      { sent: false, error: "Too many tries. Wait a few minutes and try again." },
      { status: 429 },
    );
  recordFailure(services.db, { email, ipHash: services.ipHash });
  const issued = issueForgottenPasswordLink(services.db, email);
  if (issued) {
    const sent = await services.sendEmail(
      setUpEmail({
        to: issued.user.email,
        setUp: issued.setUp,
        siteUrl: services.siteUrl,
        companyName: siteContent().company.tradingName,
        reason: "forgot",
      }),
    );
    if (!sent)
      return data(
        { sent: false, error: `The email could not be sent just now. ${askTheOwner}` },
        { status: 503 },
      );
  } else {
    recordAudit(services.db, {
      event: "set-up-refused",
      email,
      ipHash: services.ipHash,
      detail: "forgot password: no such user",
    });
  }
  return { sent: true, error: null };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Forgotten password" />
      {actionData?.sent ? (
        <Notice tone="success">
          If that address has an account, a link to choose a new password is on its way. It works
          once, for 24 hours. Check your spam folder if it has not arrived in a few minutes.
        </Notice>
      ) : null}
      {actionData?.error ? <Notice>{actionData.error}</Notice> : null}
      {loaderData.canEmail ? (
        <Form method="post" className="grid gap-5">
          <Field label="Email address" name="email" type="email" autoComplete="username" required />
          <SubmitButton>Email me a link</SubmitButton>
        </Form>
      ) : (
        <p>This site has no mail server set up, so it cannot email you a link. {askTheOwner}</p>
      )}
      <p className="mt-8">
        <Link
          to="/owner/sign-in"
          className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline"
        >
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
