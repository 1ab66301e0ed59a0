import { useState } from "react";
import { formatBytes } from "~/lib/format-count";
import { photosFieldName } from "~/quote-requests/quote-photos";
import type { QuoteReply } from "~/quote-requests/quote-reply";
import { sendWithProgress, type UploadProgress } from "~/quote-requests/send-with-progress";
import { useCompany } from "~/site/use-company";

/**
 * Sending the quote form when photos are attached: through `sendWithProgress`, so the visitor
 * sees the upload go, instead of React Router's fetch, which cannot tell. Without photos the
 * form is left to React Router as before.
 */
export function useSendWithPhotos(formAction: string) {
  const { phone } = useCompany();
  const [reply, setReply] = useState<QuoteReply>();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<UploadProgress>();
  const [failure, setFailure] = useState<string>();

  async function sendIfPhotos(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const photos = form
      .getAll(photosFieldName)
      .filter((value) => value instanceof File && value.size > 0);
    setReply(undefined);
    setFailure(undefined);
    if (photos.length === 0) return;
    event.preventDefault();
    setSending(true);
    setProgress({ sent: 0, total: 1 });
    const outcome = await sendWithProgress(formAction, form, setProgress);
    setSending(false);
    setProgress(undefined);
    if (outcome.kind === "reply") setReply(outcome.reply);
    else if (outcome.status === 413)
      setFailure("Your photos come to more than one request can carry. Please remove some.");
    else if (outcome.status === 0)
      setFailure(
        "The connection dropped before everything was sent. Your answers and photos are still here: check your signal and press Send again.",
      );
    else
      setFailure(
        `Sorry, something went wrong sending your request. Please try again, or call us on ${phone}.`,
      );
  }

  return { reply, sending, progress, failure, sendIfPhotos };
}

export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const share = progress.total > 0 ? progress.sent / progress.total : 0;
  const done = share >= 1;
  return (
    <div className="rounded-md border border-navy-100 bg-sand-50 p-3">
      <label htmlFor="quote-upload-progress" className="block font-medium text-sm">
        {done
          ? "Photos sent; saving your request…"
          : `Sending your photos: ${formatBytes(progress.sent)} of ${formatBytes(progress.total)}`}
      </label>
      <progress
        id="quote-upload-progress"
        value={progress.sent}
        max={progress.total}
        className="mt-2 h-2 w-full accent-navy-700"
      >
        {Math.round(share * 100)}%
      </progress>
    </div>
  );
}
