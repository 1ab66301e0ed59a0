import { quotePdfResponse } from "~/written-quotes/quote-pdf-download.server";
import type { Route } from "./+types/pdf";

/** The quote as a PDF, to keep: the signed copy once accepted. Private, never cached on the way. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  quotePdfResponse(params.token, context);
