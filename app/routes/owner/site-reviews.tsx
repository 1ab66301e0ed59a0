import { data, Form, Link } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { formatCalendarDate } from "~/lib/uk-time";
import { fieldsOf } from "~/owner/form-fields";
import {
  Field,
  Notice,
  PageHeading,
  Section,
  SelectField,
  SubmitButton,
  TextArea,
  UpLink,
} from "~/owner/owner-ui";
import { ownerArea } from "~/server-context";
import { removeReviews, reviewsPage, saveReview } from "~/site-editing/reviews.server";
import type { Route } from "./+types/site-reviews";

export const meta: Route.MetaFunction = () => [
  { title: "Reviews · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  return reviewsPage(ownerArea(context).publishing.drafts);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const services = ownerArea(context).publishing.drafts;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const outcome =
    intent === "add" || intent === "save"
      ? saveReview(services, form, user.email)
      : removeReviews(services, form, user.email, intent === "remove-samples" ? "samples" : "one");
  const sent = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  return outcome.ok ? { ...outcome, intent } : data({ ...outcome, intent, sent }, { status: 400 });
}

type Sent = Record<string, string | undefined>;

/** A review's answers; `id` tells apart the add form's fields from each review's change form. */
function ReviewFields({
  id,
  values,
  errors,
}: {
  id: string;
  values: Sent;
  errors: Record<string, string[] | undefined>;
}) {
  const field = fieldsOf(values, errors);
  return (
    <>
      <Field
        label="Name, as the customer agreed to show it"
        {...field("name")}
        id={`${id}-name`}
        hint="e.g. Sarah M."
      />
      <Field label="Town" {...field("location")} id={`${id}-location`} />
      <Field
        label="The job"
        {...field("project")}
        id={`${id}-project`}
        hint="e.g. Kitchen extension, Poulton-le-Fylde"
      />
      <SelectField
        name="rating"
        id={`${id}-rating`}
        label="Stars"
        defaultValue={values.rating ?? "5"}
        choose="Choose"
        options={[5, 4, 3, 2, 1].map((stars) => ({
          value: String(stars),
          label: `${stars} ${stars === 1 ? "star" : "stars"}`,
        }))}
      />
      <TextArea
        label="What they said"
        {...field("text")}
        id={`${id}-text`}
        hint="Their words, 60 to 700 characters."
      />
      <Field label="Date they gave it" {...field("received")} id={`${id}-received`} type="date" />
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            value="yes"
            defaultChecked={values.consent === "yes"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-1 size-6 shrink-0"
          />
          <label htmlFor={`${id}-consent`} className="font-semibold text-navy-900">
            The customer agreed to this review being published on the website
          </label>
        </div>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="font-semibold text-danger text-sm">
            {errors.consent.join(" ")}
          </p>
        ) : null}
      </div>
    </>
  );
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  /** What the form `which` (-1: the add form) was refused for, and what was typed in it. */
  const refusedIn = (which: number) =>
    failed &&
    ((which === -1 && failed.intent === "add") ||
      (failed.intent === "save" && failed.sent.index === String(which)))
      ? { errors: failed.fieldErrors, sent: failed.sent as Sent }
      : undefined;
  const adding = refusedIn(-1);
  const samples = loaderData.reviews.filter((review) => review.sample).length;
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Reviews">
        Only reviews your customers gave you, with their agreement: publishing invented reviews is
        unlawful in the UK. Saved as a draft until you publish.
      </PageHeading>
      <p className="-mt-3 mb-6">
        Reviews your customers write themselves, through the link you send them from a lead, are on{" "}
        <Link to="/owner/reviews" className="font-semibold text-navy-700 underline">
          Reviews from your customers
        </Link>
        .
      </p>
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
      ) : null}

      <Section title="Add a customer's review">
        <Form method="post" className="grid gap-4" key={loaderData.version}>
          <input type="hidden" name="version" value={loaderData.version} />
          <ReviewFields id="new" values={adding?.sent ?? {}} errors={adding?.errors ?? {}} />
          <SubmitButton name="intent" value="add">
            Save review
          </SubmitButton>
        </Form>
      </Section>

      <Section title="On the site">
        {samples > 0 ? (
          <Form method="post" className="mb-4">
            <input type="hidden" name="version" value={loaderData.version} />
            <SubmitButton name="intent" value="remove-samples" variant="secondary">
              Remove the {samples} sample {samples === 1 ? "review" : "reviews"}
            </SubmitButton>
          </Form>
        ) : null}
        <ul className="grid gap-3">
          {loaderData.reviews.map((review, index) => {
            const changing = refusedIn(index);
            return (
              <li
                key={`${loaderData.version}-${review.name}-${review.text.slice(0, 40)}`}
                className="rounded-md border-2 border-navy-100 p-3"
              >
                <p className="font-semibold">
                  {review.name}, {review.location} · {review.rating} of 5
                  {review.sample ? " · sample, invented" : ""}
                </p>
                <p className="text-muted text-sm">
                  {review.project}
                  {review.received ? `, given ${formatCalendarDate(review.received)}` : ""}
                </p>
                <p className="mt-1">{review.text}</p>
                {review.sample ? null : (
                  <details className="mt-2" open={changing !== undefined}>
                    <summary className="min-h-11 cursor-pointer py-2 font-semibold underline">
                      Change {review.name}'s review
                    </summary>
                    <Form method="post" className="mt-2 grid gap-4">
                      <input type="hidden" name="version" value={loaderData.version} />
                      <input type="hidden" name="index" value={index} />
                      <ReviewFields
                        id={`review-${index}`}
                        values={
                          changing?.sent ?? {
                            name: review.name,
                            location: review.location,
                            project: review.project,
                            text: review.text,
                            rating: String(review.rating),
                            received: review.received ?? "",
                          }
                        }
                        errors={changing?.errors ?? {}}
                      />
                      <SubmitButton name="intent" value="save" variant="secondary">
                        Save<span className="sr-only"> {review.name}'s review</span>
                      </SubmitButton>
                    </Form>
                  </details>
                )}
                <Form method="post" className="mt-2">
                  <input type="hidden" name="version" value={loaderData.version} />
                  <input type="hidden" name="index" value={index} />
                  <SubmitButton name="intent" value="remove" variant="outline">
                    Remove<span className="sr-only"> {review.name}'s review</span>
                  </SubmitButton>
                </Form>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
