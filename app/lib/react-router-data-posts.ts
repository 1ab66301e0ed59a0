import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { dataPathOf } from "./react-router-internals";

/**
 * React Router's internals for a post the site sends itself (the quote form with photos, to
 * show the upload's progress): where React Router's browser code would send it, and how to
 * read the action's reply. A part of `react-router-internals.ts`, kept apart so that it loads
 * with the quote form, not with every page; `react-router-internals.test.ts` checks it too.
 */
/**
 * Where React Router's browser code sends a form's post: the form's action with the page's
 * path made a data path (`/contact` → `/contact.data`, `/?index` → `/_.data?index`). For a post
 * the site sends itself, to watch its upload's progress (the quote form with photos).
 */
export function dataActionOf(formAction: string): string {
  const [path = "/", query] = formAction.split("?");
  return query === undefined ? dataPathOf(path) : `${dataPathOf(path)}?${query}`;
}

/**
 * What an action returned, from the body of a data post's answer (React Router's
 * turbo-stream, `{ data }` for what the action returned); undefined for anything else (a
 * redirect, an error it threw).
 */
export async function decodeActionData<T>(
  body: ReadableStream<Uint8Array>,
): Promise<T | undefined> {
  const decoded = await decodeViaTurboStream(body, globalThis as Window & typeof globalThis);
  const value = decoded.value as { data?: T } | null;
  return value !== null && typeof value === "object" && "data" in value ? value.data : undefined;
}

/** Set on every answer React Router gives a data request (so not on a proxy's error page). */
export const dataReplyHeader = "X-Remix-Response";
