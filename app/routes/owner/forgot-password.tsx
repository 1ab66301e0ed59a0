import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { askTheOwner, forgottenPasswordForm } from "~/accounts/account-forms";
import { emailForgottenPasswordLink } from "~/accounts/set-up-link.server";
import { ownerRequestContext } from "~/accounts/signed-in.server";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { FormMessage, TextField } from "~/owner/fields";
import { ownerMeta, PageHeading, SubmitButton } from "~/owner/owner-ui";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => ownerMeta("Forgotten password");

/** A refusal's own headers (Retry-After, when too many tries were made). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { canEmail: Boolean(context.get(ownerRequestContext).mail) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, ipHash, siteUrl, mail } = context.get(ownerRequestContext);
  return answerForm(
    await readForm(request, forgottenPasswordForm),
    ({ email }) => emailForgottenPasswordLink({ db, ipHash, siteUrl, mail }, email),
    { form: "forgotten-password", refused: "No link was sent: see the answer marked below." },
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, reply } = useReplyForm<z.input<typeof forgottenPasswordForm>>(
    "forgotten-password",
    actionData,
  );
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Forgotten password" />
      <FormMessage reply={reply} />
      {loaderData.canEmail ? (
        <Form method="post" {...getFormProps(form)} className="grid gap-5">
          <TextField
            label="Email address"
            field={fields.email}
            type="email"
            autoComplete="username"
            required
          />
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
