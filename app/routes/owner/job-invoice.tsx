import { Link } from "react-router";
import type { FormReply } from "~/forms/form-reply";
import { invoicePage, type Preview, saveInvoicePage } from "~/invoices/invoice-page.server";
import { CustomerForm, IssueForm, IssueRefused, LinesForm } from "~/owner/invoices/invoice-forms";
import { InvoiceView } from "~/owner/invoices/invoice-view";
import { Notice, ownerMeta, PageHeading, UpLink } from "~/owner/owner-ui";
import type { Route } from "./+types/job-invoice";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  ownerMeta(loaderData?.what === "credit" ? "Credit note" : "Make an invoice");

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  invoicePage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveInvoicePage(request, context, params.id);

const headings = {
  stage: ["Make the invoice", "Check it, then issue it: the customer is emailed at once."],
  "by-hand": ["Make an invoice by hand", "For work agreed another way: one line, then a preview."],
  credit: ["Credit note", "The only way to take something off an issued invoice."],
  customer: ["Who the invoices are to", "As the contract says, until you change it here."],
} as const;

/** Make an invoice or a credit note: a preview, then "Issue and send". */
export default function JobInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { job, what } = loaderData;
  const reply = actionData as FormReply<Preview> | undefined;
  const preview = (reply?.ok ? reply.done : null) ?? loaderData.preview;
  const [title, intro] = headings[what];
  return (
    <>
      <UpLink to={`/owner/jobs/${job.id}#invoices`}>{job.title}</UpLink>
      <PageHeading title={loaderData.credits ? `${title} for ${loaderData.credits.number}` : title}>
        {intro}
      </PageHeading>
      {loaderData.problem ? (
        <Notice>
          {loaderData.problem}{" "}
          <Link to={`/owner/jobs/${job.id}#invoices`} className="underline">
            Back to the job
          </Link>
        </Notice>
      ) : null}
      <IssueRefused reply={reply} />
      {what === "customer" ? <CustomerForm values={loaderData.customer} reply={reply} /> : null}
      {preview ? (
        <>
          <InvoiceView document={preview.document} />
          <IssueForm fields={preview.fields} credit={what === "credit"} />
        </>
      ) : null}
      {what === "by-hand" || what === "credit" ? (
        <div className="mt-6">
          {preview ? <h2 className="mb-3 text-xl">Change it</h2> : null}
          <LinesForm credits={loaderData.credits} rates={loaderData.rates} reply={reply} />
        </div>
      ) : null}
    </>
  );
}
