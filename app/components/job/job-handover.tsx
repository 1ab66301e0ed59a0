import { FileText } from "lucide-react";
import type { HandoverShown } from "~/jobs/handover-documents";

/**
 * The handover documents: each one's kind, title and date, with a link to open it (`files`,
 * the address its id is added to), and the kinds the job needs that are still to come. Titles
 * are the firm's typing, shown as text.
 */
export function JobHandover({
  handover,
  files,
  empty = "No documents yet: the certificates and guarantees of the work will be here to keep.",
}: {
  handover: HandoverShown;
  files: string;
  empty?: string;
}) {
  return (
    <>
      {handover.documents.length === 0 ? <p className="mt-3">{empty}</p> : null}
      {handover.documents.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {handover.documents.map((document) => (
            <li key={document.id} className="rounded-md border border-navy-200 bg-white p-3">
              <p className="text-muted text-sm">{document.kindWords}</p>
              <a
                href={`${files}/${document.id}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
              >
                <FileText aria-hidden="true" className="size-5 shrink-0" />
                <span className="wrap-anywhere">
                  {document.title} ({document.type})
                </span>
              </a>
              <p className="text-sm">{document.dated}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {handover.stillToCome.length > 0 ? (
        <p className="mt-3">
          <span className="font-semibold">Still to come:</span> {handover.stillToCome.join(", ")}.
        </p>
      ) : null}
    </>
  );
}
