import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { Errors } from "~/owner/fields";

/** A photo of the job as the new project's page offers it: its thumbnail and its update's words. */
type JobPhoto = { id: number; src: string; width: number; height: number; alt: string };

/**
 * The finished job's progress photos, each a box to tick (see the page for which are ticked
 * at first): the ones
 * ticked go into the new project with the photos added below.
 */
export function JobPhotosField({
  field,
  photos,
}: {
  field: FieldMetadata<unknown>;
  photos: JobPhoto[];
}) {
  const boxes = getCollectionProps(field, {
    type: "checkbox",
    options: photos.map((photo) => String(photo.id)),
    ariaAttributes: false,
  });
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={field.errors ? true : undefined}
      aria-describedby={field.errors ? `${field.errorId} job-photos-hint` : "job-photos-hint"}
    >
      <legend className="font-semibold text-navy-900">Photos from the job</legend>
      <p id="job-photos-hint" className="text-muted text-sm">
        The photos of its updates, oldest first: tick the ones the website should show (a long job's
        first and last are ticked to start with).
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {boxes.map(({ key, ...box }, index) => {
          const photo = photos[index];
          return photo ? (
            <li key={key}>
              <label className="grid gap-1.5 rounded-md border border-navy-100 p-2">
                <img
                  src={photo.src}
                  width={photo.width}
                  height={photo.height}
                  alt={photo.alt}
                  loading="lazy"
                  className="aspect-4/3 w-full rounded-md bg-navy-100 object-cover"
                />
                <span className="flex min-h-11 items-center gap-2 text-sm">
                  <input {...box} className="size-5" />
                  On the website
                </span>
              </label>
            </li>
          ) : null;
        })}
      </ul>
      <Errors field={field} />
    </fieldset>
  );
}
