import { AlertCircle, ImageIcon, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatBytes } from "~/lib/format-count";
import { photoLimits, photoSizeMessages, photosFieldName } from "~/quote-requests/quote-photos";

interface PhotoFieldProps {
  id: string;
  errorId: string;
  /** The server's messages about the photos last sent, one per photo refused. */
  errors?: string[];
}

const { maxPhotos, maxPhotoBytes, maxTotalBytes } = photoLimits;

/** Image types a phone's camera or gallery hands over; the server checks by decoding. */
const looksLikePhoto = (file: File) =>
  file.type.startsWith("image/") || /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Which of the chosen files join those kept, and what to say about the others. */
function choose(kept: File[], chosen: File[]) {
  const next = [...kept];
  const notes: string[] = [];
  let total = kept.reduce((sum, file) => sum + file.size, 0);
  for (const file of chosen) {
    if (next.some((other) => sameFile(other, file))) continue;
    if (!looksLikePhoto(file))
      notes.push(`"${file.name}" is not a photo. Please choose photos (JPEG, PNG or WebP).`);
    else if (file.size === 0) notes.push(photoSizeMessages.empty(file.name));
    else if (file.size > maxPhotoBytes) notes.push(photoSizeMessages.tooLarge(file.name));
    else if (next.length >= maxPhotos) {
      if (!notes.includes(photoSizeMessages.tooMany())) notes.push(photoSizeMessages.tooMany());
    } else if (total + file.size > maxTotalBytes) notes.push(photoSizeMessages.totalTooLarge());
    else {
      next.push(file);
      total += file.size;
    }
  }
  return { next, notes };
}

/** The file input sends what it holds: after a choice or a removal it holds the kept photos. */
function holdIn(input: HTMLInputElement | null, files: File[]) {
  if (!input) return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * The quote form's photos: a file input (`accept="image/*" multiple`, so a phone offers its
 * camera and gallery) that works as it is without JavaScript. With JavaScript, choosing adds to
 * the photos already chosen, each is shown as a thumbnail with a button to remove it, the
 * size so far is shown against the limit, and a photo that does not fit is named with the
 * reason at once, before anything is sent.
 */
export function PhotoField({ id, errorId, errors }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [kept, setKept] = useState<File[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const [thumbnails, setThumbnails] = useState<string[]>([]);

  useEffect(() => {
    const urls = kept.map((file) => URL.createObjectURL(file));
    setThumbnails(urls);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [kept]);

  // After the form is sent (and reset), the input is empty again: so is the list.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onReset = () => {
      setKept([]);
      setNotes([]);
    };
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const { next, notes } = choose(kept, [...(event.currentTarget.files ?? [])]);
    holdIn(event.currentTarget, next);
    setKept(next);
    setNotes(notes);
  }

  function remove(index: number) {
    const next = kept.filter((_, at) => at !== index);
    holdIn(input.current, next);
    setKept(next);
    setNotes([]);
    input.current?.focus();
  }

  const total = kept.reduce((sum, file) => sum + file.size, 0);
  const messages = [...notes, ...(errors ?? [])];
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        Photos <span className="ml-1 font-normal text-muted text-sm">(optional)</span>
      </label>
      <p id={hintId} className="mt-0.5 text-muted text-sm">
        Up to {maxPhotos} photos of the job (the crack, the roof, the back of the house), each up to{" "}
        {formatBytes(maxPhotoBytes)} and {formatBytes(maxTotalBytes)} in all. On a phone you can
        take them now or pick them from your gallery.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        name={photosFieldName}
        accept="image/*"
        multiple
        onChange={onChange}
        aria-describedby={messages.length > 0 ? `${hintId} ${errorId}` : hintId}
        aria-invalid={errors ? true : undefined}
        className="mt-1.5 block w-full rounded-md border border-navy-300 border-dashed bg-white p-3 text-base text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:font-semibold file:text-white hover:file:bg-navy-700 aria-invalid:border-danger"
      />
      {messages.length > 0 ? (
        <ul id={errorId} className="mt-1.5 space-y-1 font-medium text-danger text-sm">
          {messages.map((message) => (
            <li key={message} className="flex items-start gap-1.5">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {message}
            </li>
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className="mt-2 text-muted text-sm">
        {kept.length > 0
          ? `${kept.length} of ${maxPhotos} photos chosen, ${formatBytes(total)} of ${formatBytes(maxTotalBytes)}.`
          : ""}
      </p>
      {kept.length > 0 ? (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {kept.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="overflow-hidden rounded-md border border-navy-100 bg-white"
            >
              <div className="relative flex aspect-[4/3] items-center justify-center bg-sand-50">
                {/* Under the thumbnail: seen where the browser cannot show the photo (HEIC). */}
                <ImageIcon aria-hidden="true" className="absolute size-8 text-navy-300" />
                {thumbnails[index] ? (
                  <img
                    src={thumbnails[index]}
                    alt=""
                    className="relative size-full object-cover"
                    onError={(event) => {
                      // Not shown by this browser (HEIC, or not really a photo): the icon stays.
                      event.currentTarget.hidden = true;
                    }}
                  />
                ) : null}
              </div>
              <div className="flex items-center gap-2 p-2">
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block truncate font-medium">{file.name}</span>
                  <span className="text-muted">{formatBytes(file.size)}</span>
                </span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${file.name}`}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-navy-800 hover:bg-navy-50"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
