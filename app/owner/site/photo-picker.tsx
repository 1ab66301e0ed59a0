/**
 * The owner's photo field: several at once, from the camera or the gallery (`accept="image/*"`
 * makes a phone offer both). A page cannot keep chosen photos after a refusal: `error` says so.
 */
export function PhotoPicker({
  label = "Photos of the job",
  formats,
  error,
  most = 20,
}: {
  label?: string;
  formats: string;
  error?: string[];
  /** How many one post takes. */
  most?: number;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="photos" className="font-semibold text-navy-900">
        {label}
      </label>
      <p id="photos-hint" className="text-muted text-sm">
        Up to {most} at a time, from the camera or your gallery: {formats}, each up to 15 MB. Where
        the photo was taken and every other hidden detail in it are removed.
      </p>
      <input
        id="photos"
        name="photos"
        type="file"
        accept="image/*"
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "photos-hint photos-error" : "photos-hint"}
        className="min-h-12 w-full rounded-md border-2 border-navy-300 border-dashed bg-white p-3 text-base file:mr-3 file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:py-2 file:font-semibold file:text-white aria-invalid:border-danger"
      />
      {error ? (
        <p id="photos-error" className="font-semibold text-danger text-sm">
          {error.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
