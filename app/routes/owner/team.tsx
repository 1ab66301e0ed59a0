import { data, Form } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { changeTeam, teamPage } from "~/accounts/team.server";
import { formatDateTime } from "~/lib/uk-time";
import { Field, Notice, PageHeading, SubmitButton } from "~/owner/owner-ui";
import { ownerArea } from "~/server-context";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => [
  { title: "Team · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form (see `useWantsScripts` in root.tsx). */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  return teamPage(ownerArea(context), user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const outcome = await changeTeam(ownerArea(context), user, await request.formData());
  return outcome.ok ? outcome : data(outcome, { status: 400 });
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Team">
        Who can sign in. Staff see and work the leads; only owners change the site and the team.
      </PageHeading>
      {actionData && (actionData.ok || actionData.field === "form") ? (
        <Notice tone={actionData.ok ? "success" : "error"}>
          {actionData.message}
          {actionData.ok && actionData.link ? (
            <span className="mt-2 block break-all font-mono text-ink text-sm">
              {actionData.link}
            </span>
          ) : null}
        </Notice>
      ) : null}
      <ul className="grid gap-3">
        {loaderData.users.map((user) => (
          <li key={user.email} className="grid gap-2 rounded-card bg-white p-4 shadow-card">
            <p className="break-all font-semibold">
              {user.email} {user.email === loaderData.me ? "(you)" : ""}
            </p>
            <p className="text-muted text-sm">
              {user.role === "owner" ? "Owner" : "Staff"} ·{" "}
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
        <Form method="post" className="grid gap-4">
          <Field
            label="Their email address"
            name="email"
            type="email"
            required
            autoComplete="off"
            error={
              actionData && !actionData.ok && actionData.field === "email"
                ? actionData.message
                : undefined
            }
          />
          <fieldset className="grid gap-2">
            <legend className="font-semibold">They can</legend>
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" name="role" value="staff" defaultChecked className="size-5" />
              Work the leads (staff)
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" name="role" value="owner" className="size-5" />
              Do everything, including the site and the team (owner)
            </label>
          </fieldset>
          <SubmitButton name="intent" value="invite">
            {loaderData.canEmail ? "Invite by email" : "Make a set-up link"}
          </SubmitButton>
        </Form>
      </section>
    </>
  );
}
