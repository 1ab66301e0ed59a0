import { createContext, data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { readForm, type Words } from "~/forms/read-form.server";
import { tooManyGuesses } from "./link-guessing.server";
import { openedBy } from "./private-links.server";

/**
 * What every private page needs, whatever it opens (a visit, a quote, a job, a review): open its
 * link, refuse a stranger (404) or a guesser (429) or a link whose page has closed (410), read a
 * post (limited per address, then its schema through `readForm`), and the private headers. The
 * server hands each private address its `PrivatePageRequest`; it also refuses posts from another
 * site and addresses out of shape before any page runs (server/security/private-addresses.ts).
 * A new private page is a purpose, a folder for its feature and a route.
 */

export interface PrivatePageRequest {
  db: Db;
  /** A token that opened nothing, counted against the client's address: "over" once too many. */
  missed(): "over" | "within";
  /** A post, counted against the client's address: "over" once too many. */
  posted(): "over" | "within";
  /** A keyed hash of the client's address, as the record of an act keeps it: never the address. */
  ipHash: string;
}

/** Set by the server for private addresses only. */
export const privatePageContext = createContext<PrivatePageRequest>();

type Context = Readonly<RouterContextProvider>;

/** Why a private page was not shown: a link that is none, a guesser, a page closed. */
export type LinkProblem = "unknown" | "busy" | "closed";

const statusOf: Record<LinkProblem, number> = { unknown: 404, busy: 429, closed: 410 };

/** The page's answer to a link it will not open, with the firm's phone number to call instead. */
export const linkRefusal = <Problem extends LinkProblem>(problem: Problem) =>
  data(
    { problem, phone: siteContent().company.phone } as const,
    problem === "busy" ? tooManyGuesses : { status: statusOf[problem] },
  );

/**
 * What a private link opens for `purpose` (the row's id), or why not: a token that opens
 * nothing is a miss against the client's address, "busy" once it has missed too often.
 */
export function openLink(
  context: Context,
  purpose: string,
  token: string | undefined,
): { opens: number; problem: null } | { problem: "unknown" | "busy" } {
  const page = context.get(privatePageContext);
  const opens = openedBy(page.db, purpose, token);
  if (opens !== null) return { opens, problem: null };
  return { problem: page.missed() === "over" ? "busy" : "unknown" };
}

/**
 * A post from a private page: refused with 429 when its address posts too often, else read
 * against `schema` as every form is (`readForm`: a multipart upload's fields come as a FormData).
 */
export async function readPrivatePost<Schema extends z.ZodType>(
  context: Context,
  sent: Request | FormData,
  schema: Schema,
  words?: Words,
) {
  if (context.get(privatePageContext).posted() === "over")
    return { refusal: linkRefusal("busy"), submission: null };
  const form = sent instanceof Request ? await sent.formData().catch(() => new FormData()) : sent;
  return { refusal: null, submission: readForm(form, schema, words) };
}

/** Who sent a request to a private page, as the record of an act keeps it (accepting a quote). */
export const clientOf = (context: Context) => ({ ipHash: context.get(privatePageContext).ipHash });

/**
 * A private page's headers: never kept by a cache on the way, and, when it refuses a guesser,
 * when to come back (from its loader's or action's answer).
 */
export function privatePageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return {
    "Cache-Control": "private, no-store",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
}
