import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, type FormOutcome, readForm, type Words } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { publishingContext } from "~/publishing/site-publishing.server";
import { listItemFormId } from "~/site-editing/list-file.server";

/**
 * What an editor of the site's content works with: the drafts, and who is editing (for the
 * drafts' and the versions' records). Only someone who may change the site gets them.
 */
export function editingSite(request: Request, context: Readonly<RouterContextProvider>) {
  const { user } = requireUser(request, context, "change the site");
  return { drafts: context.get(publishingContext).drafts, by: user.email };
}

/**
 * The answer of an editor of a list file (FAQs, areas, prices, reviews typed in): the item's
 * form read against its schema, the change made to the drafts, the reply beside that item.
 */
export async function changeListFile<Schema extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  {
    schema,
    change,
    words,
  }: {
    schema: Schema | ((drafts: Drafts) => Schema);
    change: (drafts: Drafts, sent: z.output<Schema>, by: string) => FormOutcome;
    words?: Words;
  },
) {
  const { drafts, by } = editingSite(request, context);
  const form = typeof schema === "function" ? schema(drafts) : schema;
  return answerForm(await readForm(request, form, words), (sent) => change(drafts, sent, by), {
    form: listItemFormId,
  });
}
