import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { z } from "zod";
import type { BuiltContent } from "../../app/content/site-content.server";
import {
  type AnswerOptions,
  answerForm,
  type FormOutcome,
  readForm,
  type Words,
} from "../../app/forms/read-form.server";
import { Drafts } from "../../app/publishing/drafts.server";
import { Previewer } from "../../app/publishing/previewer.server";
import { checkoutAt } from "../../app/publishing/site-source.server";
import { readSiteContent } from "../../app/site/read-site-content.server";
import { siteCatalogue } from "../../app/site/site-catalogue.server";

/**
 * For the site editors' tests: an owner's area in a new temporary folder (named after `name`),
 * whose content/ holds `files` (each a path in content/ and its text), with drafts of its own.
 */
export function editorsWithContent(name: string, files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const contentDir = path.join(root, "content");
  mkdirSync(contentDir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    writeFileSync(path.join(contentDir, file), text);
  }
  const drafts = new Drafts(path.join(root, "drafts"), contentDir);
  return {
    drafts,
    contentDir,
    root,
  };
}

/**
 * For the tests of an editor whose page reads the drafts as a publish would: the tests' own
 * content (tests/fixtures/content) with `files` over it, in a new temporary folder, its drafts,
 * the owner's preview of them, and `live`, that content as the site shows it before any draft
 * is published (for `withContent`).
 */
export function publishingWithContent(name: string, files: Record<string, string> = {}) {
  const { drafts, contentDir, root } = editorsWithContent(name, {});
  cpSync(path.resolve("tests/fixtures/content"), contentDir, { recursive: true });
  for (const [file, text] of Object.entries(files))
    writeFileSync(path.join(contentDir, file), text);
  const previewer = new Previewer({
    dataDir: path.join(root, "data"),
    source: checkoutAt(root),
    drafts,
    pictureUrl: (key) => `/preview-picture/${key}`,
    catalogue: siteCatalogue,
  });
  const live: BuiltContent = {
    content: readSiteContent(contentDir).content,
    images: {},
    pages: [],
    placeholders: [],
  };
  return { drafts, previewer, contentDir, live };
}

/** A form as posted: a list is one field sent once per value (a group of checkboxes). */
export function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
}

/**
 * A form sent as its page would send it (`fields`), through the one way actions take forms:
 * what the page then shows, flattened for a test: done or not, the message, each field's
 * errors, and the HTTP status.
 */
export async function submit<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string | string[]>,
  act: (value: z.output<Schema>) => FormOutcome | Promise<FormOutcome>,
  { words, ...options }: AnswerOptions & { words?: Words } = {},
) {
  const reply = await answerForm(readForm(form(fields), schema, words), act, options);
  const [answer, status] = "init" in reply ? [reply.data, reply.init?.status] : [reply, 200];
  const { "": formErrors, ...fieldErrors } = answer.result.error ?? {};
  return { ok: answer.ok, message: answer.message, status, fieldErrors, formErrors };
}

/** A form's typed values, as its schema reads them from what a page would send (`fields`). */
export function typed<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string | string[]>,
): z.output<Schema> {
  const submission = readForm(form(fields), schema);
  if (submission.status !== "success")
    throw new Error(`The form's schema refused it: ${JSON.stringify(submission.error)}`);
  return submission.value;
}
