import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import { teamForm } from "~/accounts/account-forms";
import { roleName } from "~/accounts/permissions";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { changeTeam, notInvited, teamPage } from "~/accounts/team.server";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { formatDateTime } from "~/lib/uk-time";
import { FormMessage, RadioGroupField, TextField } from "~/owner/fields";
import { ownerMeta, PageHeading, SubmitButton } from "~/owner/owner-ui";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => ownerMeta("Team");

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context, "manage the team");
  return teamPage(context.get(ownerRequestContext), user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "manage the team");
  const { db, siteUrl, mail } = context.get(ownerRequestContext);
  const made: { link?: string } = {};
  const reply = await answerForm(
    await readForm(request, teamForm),
    (sent) => changeTeam({ db, siteUrl, mail }, user, sent, made),
    { form: (sent) => (sent.intent === "invite" ? "invite" : "team"), refused: notInvited },
  );
  return made.link && !("init" in reply) ? { ...reply, link: made.link } : reply;
}

/** What the team form did, and the set-up link it made, to copy into a text message. */
function Done({ id, reply }: { id: string; reply: unknown }) {
  const answer = replyTo(id, reply);
  const link = answer && "link" in answer ? String(answer.link) : null;
  return (
    <>
      <FormMessage reply={answer} />
      {link ? (
        <p className="mb-5 break-all rounded-md border-2 border-navy-300 border-dashed bg-white p-3 font-mono text-ink text-sm">
          {link}
        </p>
      ) : null}
    </>
  );
}

const roleChoices = [
  { value: "staff", label: "Work the leads (staff)" },
  { value: "owner", label: "Do everything, including the site and the team (owner)" },
];

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields } = useReplyForm<z.input<typeof teamForm>>("invite", actionData, {
    defaultValue: { role: "staff" },
  });
  return (
    <>
      <PageHeading title="Team">
        Who can sign in. Staff see and work the leads; only owners change the site and the team.
      </PageHeading>
      <Done id="team" reply={actionData} />
      <ul className="grid gap-3">
        {loaderData.users.map((user) => (
          <li key={user.email} className="grid gap-2 rounded-card bg-white p-4 shadow-card">
            <p className="break-all font-semibold">
              {user.email} {user.email === loaderData.me ? "(you)" : ""}
            </p>
            <p className="text-muted text-sm">
              {roleName(user.role)} ·{" "}
              {user.passwordSet ? "password set" : "has not used their set-up link yet"} ·{" "}
              {user.passkeys === 1 ? "1 passkey" : `${user.passkeys} passkeys`} ·{" "}
              {user.lastSignInAt
                ? `last signed in ${formatDateTime(user.lastSignInAt)}`
                : "never signed in"}
            </p>
            {user.email === loaderData.me ? null : (
              <Form method="post" className="flex flex-wrap gap-3">
                <input type="hidden" name="email" value={user.email} />
                <SubmitButton name="intent" value="new-link" variant="outline">
                  New set-up link<span className="sr-only"> for {user.email}</span>
                </SubmitButton>
                <SubmitButton name="intent" value="remove" variant="outline">
                  Remove<span className="sr-only"> {user.email}</span>
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="invite-heading"
        className="mt-8 rounded-card bg-white p-4 shadow-card sm:p-6"
      >
        <h2 id="invite-heading" className="mb-3 text-2xl">
          Invite someone
        </h2>
        <Done id="invite" reply={actionData} />
        <Form
          method="post"
          action="/owner/team#invite-heading"
          {...getFormProps(form)}
          className="grid gap-4"
        >
          <TextField
            label="Their email address"
            field={fields.email}
            type="email"
            required
            autoComplete="off"
          />
          <RadioGroupField label="They can" field={fields.role} options={roleChoices} />
          <SubmitButton name="intent" value="invite">
            {loaderData.canEmail ? "Invite by email" : "Make a set-up link"}
          </SubmitButton>
        </Form>
      </section>
    </>
  );
}
