import { dataActionOf, dataReplyHeader, decodeActionData } from "~/lib/react-router-data-posts";
import type { QuoteReply } from "./quote-reply";

export interface UploadProgress {
  sent: number;
  total: number;
}

export type SendOutcome =
  | { kind: "reply"; reply: QuoteReply }
  /** The connection failed or the answer was not the action's (a proxy's error page). */
  | { kind: "failed"; status: number };

/**
 * Posts the quote form with its photos the way React Router would (to the page's data
 * address), but through XMLHttpRequest, the one browser API that reports an upload's
 * progress: on a weak signal, 30 MB of photos take minutes, and the visitor should see them go.
 */
export function sendWithProgress(
  formAction: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", dataActionOf(formAction));
    request.responseType = "blob";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    request.addEventListener("load", async () => {
      const failed = { kind: "failed", status: request.status } as const;
      if (request.getResponseHeader(dataReplyHeader) === null) return resolve(failed);
      try {
        const body = new Response(request.response as Blob).body;
        const reply = body ? await decodeActionData<QuoteReply>(body) : undefined;
        resolve(reply ? { kind: "reply", reply } : failed);
      } catch {
        resolve(failed);
      }
    });
    for (const event of ["error", "abort", "timeout"])
      request.addEventListener(event, () => resolve({ kind: "failed", status: 0 }));
    request.send(form);
  });
}
