import { ownerInvoicePdf } from "~/invoices/invoice-files.server";
import type { Route } from "./+types/job-invoice-file";

/** The owner's copy of an invoice or credit note of the job, as a PDF. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  ownerInvoicePdf(request, context, params.id, params.invoiceFile);
