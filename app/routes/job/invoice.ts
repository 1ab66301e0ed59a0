import { customerInvoicePdf } from "~/invoices/invoice-files.server";
import type { Route } from "./+types/invoice";

/** An invoice or credit note of the job as a PDF, to the link's holder only. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  customerInvoicePdf(context, params.token, params.invoiceFile);
