import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { changeFaqs, faqForm, faqsPage, faqWords } from "~/faqs/faqs-editor.server";
import { useReplyForm } from "~/forms/form-reply";
import { FormMessage, TextAreaField, TextField, VersionField } from "~/owner/fields";
import { ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { changeListFile, editingSite } from "~/site/editing-site.server";
import type { Route } from "./+types/site-faqs";

export const meta: Route.MetaFunction = () => ownerMeta("FAQs");

export function loader({ request, context }: Route.LoaderArgs) {
  return faqsPage(editingSite(request, context).drafts);
}

export const action = ({ request, context }: Route.ActionArgs) =>
  changeListFile(request, context, { schema: faqForm, change: changeFaqs, words: faqWords });

/** One question's form: its fields, and `children` (its buttons). */
function FaqForm({
  id,
  version,
  index,
  faq,
  reply,
  children,
}: {
  id: string;
  version: string;
  index?: number;
  faq?: { question: string; answer: string };
  reply: unknown;
  children: React.ReactNode;
}) {
  const { form, fields } = useReplyForm<{ question: string; answer: string; version: string }>(
    id,
    reply,
    { defaultValue: { ...faq, version } },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <VersionField field={fields.version} />
      {index === undefined ? null : <input type="hidden" name="index" value={index} />}
      <TextField label="Question" field={fields.question} hint="Ends with a question mark." />
      <TextAreaField
        label="Answer"
        field={fields.answer}
        hint="Up to 4 paragraphs; leave an empty line between paragraphs."
      />
      {children}
    </Form>
  );
}

export default function Faqs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="FAQs">
        The questions on the FAQs page, in this order. Saved as a draft until you publish.
      </PageHeading>
      <FormMessage reply={actionData} />
      <ol className="grid gap-4">
        {loaderData.faqs.map((faq, index) => (
          <li
            key={`${loaderData.version}-${faq.question}`}
            className="rounded-card bg-white p-4 shadow-card"
          >
            <FaqForm
              id={`item-${index}`}
              version={loaderData.version}
              index={index}
              faq={faq}
              reply={actionData}
            >
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
            </FaqForm>
          </li>
        ))}
      </ol>
      <Section title="Add a question">
        <FaqForm id="new" version={loaderData.version} reply={actionData} key={loaderData.version}>
          <SubmitButton name="intent" value="add">
            Add question
          </SubmitButton>
        </FaqForm>
      </Section>
    </>
  );
}
