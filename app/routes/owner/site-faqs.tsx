import { data, Form } from "react-router";
import { ownerServices, requireUser } from "~/accounts/signed-in.server";
import { fieldsOf } from "~/owner/form-fields";
import { Section } from "~/owner/lead/lead-forms";
import { Field, Notice, PageHeading, SubmitButton, TextArea, UpLink } from "~/owner/owner-ui";
import { changeFaqs, faqsPage } from "~/site-editing/faqs.server";
import type { Route } from "./+types/site-faqs";

export const meta: Route.MetaFunction = () => [
  { title: "FAQs · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  return faqsPage(ownerServices(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const form = await request.formData();
  const outcome = changeFaqs(ownerServices(context), form, user.email);
  const sent = {
    question: String(form.get("question") ?? ""),
    answer: String(form.get("answer") ?? ""),
  };
  return outcome.ok ? outcome : data({ ...outcome, sent }, { status: 400 });
}

function FaqFields({
  id,
  values,
  errors,
}: {
  id: string;
  values: { question: string; answer: string };
  errors?: Record<string, string[]>;
}) {
  const field = fieldsOf(values, errors);
  return (
    <>
      <Field
        label="Question"
        {...field("question")}
        id={`${id}-question`}
        hint="Ends with a question mark."
      />
      <TextArea
        label="Answer"
        {...field("answer")}
        id={`${id}-answer`}
        hint="Up to 4 paragraphs; leave an empty line between paragraphs."
      />
    </>
  );
}

export default function Faqs({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorsAt = (index: number) => (failed?.index === index ? failed.fieldErrors : undefined);
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="FAQs">
        The questions on the FAQs page, in this order. Saved as a draft until you publish.
      </PageHeading>
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
      ) : null}
      <ol className="grid gap-4">
        {loaderData.faqs.map((faq, index) => {
          const errors = errorsAt(index);
          return (
            <li
              key={`${loaderData.version}-${faq.question}`}
              className="rounded-card bg-white p-4 shadow-card"
            >
              <Form method="post" className="grid gap-3">
                <input type="hidden" name="version" value={loaderData.version} />
                <input type="hidden" name="index" value={index} />
                <FaqFields
                  id={`faq-${index}`}
                  values={errors && failed ? failed.sent : faq}
                  errors={errors}
                />
                <div className="flex flex-wrap gap-3">
                  <SubmitButton name="intent" value="save" variant="secondary">
                    Save<span className="sr-only"> question {index + 1}</span>
                  </SubmitButton>
                  {index > 0 ? (
                    <SubmitButton name="intent" value="up" variant="outline">
                      Move up<span className="sr-only"> question {index + 1}</span>
                    </SubmitButton>
                  ) : null}
                  <SubmitButton name="intent" value="remove" variant="outline">
                    Remove<span className="sr-only"> question {index + 1}</span>
                  </SubmitButton>
                </div>
              </Form>
            </li>
          );
        })}
      </ol>
      <Section title="Add a question">
        <Form method="post" className="grid gap-3" key={loaderData.version}>
          <input type="hidden" name="version" value={loaderData.version} />
          <FaqFields
            id="new"
            values={failed?.index === -1 ? failed.sent : { question: "", answer: "" }}
            errors={errorsAt(-1)}
          />
          <SubmitButton name="intent" value="add">
            Add question
          </SubmitButton>
        </Form>
      </Section>
    </>
  );
}
