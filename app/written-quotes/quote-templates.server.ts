import type { Db } from "~/db/database.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import type { QuoteContent, QuoteTemplate } from "./quote-content";

/** The owner's quote templates, one per kind of job, saved from a quote being written. */

export interface SavedTemplate {
  id: number;
  name: string;
  template: QuoteTemplate;
}

export const quoteTemplates = (db: Db): SavedTemplate[] =>
  (
    db.prepare("SELECT id, name, content FROM quote_templates ORDER BY name").all() as {
      id: number;
      name: string;
      content: string;
    }[]
  ).map(({ id, name, content }) => ({
    id,
    name,
    template: JSON.parse(content) as QuoteTemplate,
  }));

/** Saves the parts of a quote that repeat under a name; the same name replaces the template. */
export function saveTemplate(
  db: Db,
  {
    name,
    content,
    user,
    now = Date.now(),
  }: { name: string; content: QuoteContent; user: ActingUser; now?: number },
) {
  const { siteAddress: _customers, ...template } = content;
  db.prepare(
    `INSERT INTO quote_templates (name, content, saved_at, saved_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET content = excluded.content, saved_at = excluded.saved_at,
     saved_by = excluded.saved_by`,
  ).run(name, JSON.stringify(template), new Date(now).toISOString(), user.email);
}

export function deleteTemplate(db: Db, id: number) {
  db.prepare("DELETE FROM quote_templates WHERE id = ?").run(id);
}
