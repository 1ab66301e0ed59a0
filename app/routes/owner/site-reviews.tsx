import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { formatCalendarDate } from "~/lib/uk-time";
import {
  CheckboxField,
  FormMessage,
  SelectField,
  TextAreaField,
  TextField,
  VersionField,
} from "~/owner/fields";
import { ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import {
  changeTypedReviews,
  typedReviewForm,
  typedReviewsPage,
} from "~/reviews/testimonials-editor.server";
import { changeListFile, editingSite } from "~/site/editing-site.server";
import { plainWords } from "~/site-editing/content-file.server";
import type { Route } from "./+types/site-reviews";

export const meta: Route.MetaFunction = () => ownerMeta("Reviews");

export function loader({ request, context }: Route.LoaderArgs) {
  return typedReviewsPage(editingSite(request, context).drafts);
}

export const action = ({ request, context }: Route.ActionArgs) =>
  changeListFile(request, context, {
    schema: typedReviewForm,
    change: changeTypedReviews,
    words: plainWords,
  });

type Review = Route.ComponentProps["loaderData"]["reviews"][number];

const starChoices = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? "star" : "stars"}`,
}));

/** A review's form: a new one (`index` none) or a change to review `index`; `children`, its button. */
function ReviewForm({
  id,
  version,
  index,
  review,
  reply,
  children,
}: {
  id: string;
  version: string;
  index?: number;
  review?: Review;
  reply: unknown;
  children: React.ReactNode;
}) {
  const { form, fields } = useReplyForm<
    Record<
      "name" | "location" | "project" | "rating" | "text" | "received" | "consent" | "version",
      string
    >
  >(id, reply, {
    defaultValue: {
      version,
      rating: "5",
      ...(review && { ...review, rating: String(review.rating), received: review.received ?? "" }),
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-4">
      <VersionField field={fields.version} />
      {index === undefined ? null : <input type="hidden" name="index" value={index} />}
      <TextField
        label="Name, as the customer agreed to show it"
        field={fields.name}
        hint="e.g. Sarah M."
      />
      <TextField label="Town" field={fields.location} />
      <TextField
        label="The job"
        field={fields.project}
        hint="e.g. Kitchen extension, Poulton-le-Fylde"
      />
      <SelectField label="Stars" field={fields.rating} options={starChoices} />
      <TextAreaField
        label="What they said"
        field={fields.text}
        hint="Their words, 60 to 700 characters."
      />
      <TextField label="Date they gave it" field={fields.received} type="date" />
      <CheckboxField
        label="The customer agreed to this review being published on the website"
        field={fields.consent}
        value="yes"
      />
      {children}
    </Form>
  );
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const samples = loaderData.reviews.filter((review) => review.sample).length;
  const refused = (id: string) => replyTo(id, actionData)?.ok === false;
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
      <FormMessage reply={actionData} />

      <Section title="Add a customer's review">
        <ReviewForm
          id="new"
          version={loaderData.version}
          reply={actionData}
          key={loaderData.version}
        >
          <SubmitButton name="intent" value="add">
            Save review
          </SubmitButton>
        </ReviewForm>
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
          {loaderData.reviews.map((review, index) => (
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
                <details className="mt-2" open={refused(`item-${index}`) || undefined}>
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold underline">
                    Change {review.name}'s review
                  </summary>
                  <ReviewForm
                    id={`item-${index}`}
                    version={loaderData.version}
                    index={index}
                    review={review}
                    reply={actionData}
                  >
                    <SubmitButton name="intent" value="save" variant="secondary">
                      Save<span className="sr-only"> {review.name}'s review</span>
                    </SubmitButton>
                  </ReviewForm>
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
          ))}
        </ul>
      </Section>
    </>
  );
}
