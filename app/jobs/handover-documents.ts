/**
 * Handover: the documents a customer keeps once the work is done, in their own words. The owner
 * ticks which kinds a job needs (`job_needed_documents`); the customer's page says which of
 * those are still to come. Shared by the pages and the server: no server code here.
 */

export const documentKinds = {
  "building-control": "Building Control completion certificate",
  electrical: "Electrical installation certificate",
  gas: "Gas Safe certificate",
  guarantee: "Guarantee or warranty",
  manual: "Manual or instructions",
  other: "Other document",
} as const;

export type DocumentKind = keyof typeof documentKinds;

/** Every kind, in the order the forms and the pages list them. */
export const documentKindList = Object.keys(documentKinds) as DocumentKind[];

const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === "string" && Object.hasOwn(documentKinds, value);

/** A kind in words; a kind no longer known reads as a document. */
export const kindWords = (kind: string) =>
  isDocumentKind(kind) ? documentKinds[kind] : "Document";

/** The kinds the job needs that have no document yet, in the list's order. */
export function stillToCome(
  needed: readonly string[],
  documents: readonly { kind: string }[],
): DocumentKind[] {
  const present = new Set(documents.map((document) => document.kind));
  return documentKindList.filter((kind) => needed.includes(kind) && !present.has(kind));
}

/** What a page shows of a job's handover: its documents, newest first, and what is to come. */
export interface HandoverShown {
  documents: {
    id: number;
    kind: string;
    kindWords: string;
    title: string;
    /** "dated 3 March 2027". */
    dated: string;
    type: "PDF" | "Photo";
  }[];
  /** The kinds needed with no document yet, in words. */
  stillToCome: string[];
}
