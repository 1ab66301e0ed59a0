import { Link } from "react-router";
import { Notice, ownerMeta, PageHeading, Section, UpLink } from "~/owner/owner-ui";
import { QuoteEditorForm } from "~/owner/quotes/quote-editor-form";
import { quoteEditorPage, saveQuoteEditor } from "~/written-quotes/quote-editor.server";
import type { Route } from "./+types/lead-quote";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  ownerMeta(`Quote · ${loaderData?.lead.reference ?? "Lead"}`);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  quoteEditorPage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveQuoteEditor(request, context, params.id);

/** Writing (or revising) a lead's quote: a template first, then what differs, then preview. */
export default function LeadQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, templates } = loaderData;
  return (
    <>
      <UpLink to={`/owner/leads/${lead.id}`}>
        {lead.reference} · {lead.name}
      </UpLink>
      <PageHeading title={loaderData.revising ? "Revise the quote" : "Write a quote"}>
        The customer sees it on their phone and as a PDF, and can ask a question or accept it
        online. Prices are worked out when you preview.
      </PageHeading>
      {loaderData.accepted ? (
        <Notice tone="info">
          The customer accepted this quote: it cannot be changed now. Agree any change with them and
          note it on the lead.
        </Notice>
      ) : (
        <>
          {templates.length > 0 ? (
            <Section title="Start from a template">
              <ul className="flex flex-wrap gap-2">
                {templates.map((template) => (
                  <li key={template.id}>
                    <Link
                      to={`?template=${template.id}`}
                      className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-300 px-4 font-semibold text-navy-900"
                    >
                      {template.name}
                    </Link>
                  </li>
                ))}
              </ul>
              {loaderData.fromTemplate ? (
                <p className="mt-3" role="status">
                  Filled in from “{loaderData.fromTemplate}”: change what differs for this customer.
                </p>
              ) : null}
            </Section>
          ) : null}
          <Section title="The quote">
            <QuoteEditorForm
              key={loaderData.fromTemplate ?? "draft"}
              values={loaderData.values}
              vatRegistered={loaderData.vatRegistered}
              reply={actionData}
            />
          </Section>
          <p className="mt-6">
            <Link to="/owner/quote-settings" className="underline">
              Quote settings: your bank details, card link and templates
            </Link>
          </p>
        </>
      )}
    </>
  );
}
