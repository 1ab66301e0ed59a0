export interface UpdateShown {
  id: number;
  when: string;
  text: string;
  photos: {
    id: number;
    width: number;
    height: number;
    thumbWidth: number;
    thumbHeight: number;
    /** The width of its 240 px copy. */
    smallWidth: number;
  }[];
}

/**
 * Progress, newest first: each update's line and its photos as thumbnails that open the full
 * photo. Lazy and responsive, as on the public pages: a phone loads the small ones it scrolls to.
 */
export function JobProgress({ updates, photos }: { updates: UpdateShown[]; photos: string }) {
  if (updates.length === 0) return <p className="mt-3">No updates yet: each one is shown here.</p>;
  return (
    <ol className="mt-3 grid gap-4">
      {updates.map((update) => (
        <li key={update.id} className="rounded-md border border-navy-200 bg-white p-3">
          <p className="text-muted text-sm">{update.when}</p>
          <p className="wrap-anywhere whitespace-pre-wrap">{update.text}</p>
          {update.photos.length > 0 ? (
            <ul className="mt-2 grid grid-cols-3 gap-2">
              {update.photos.map((photo, index) => {
                const full = `${photos}/${photo.id}`;
                const small = `${full}?size=small`;
                const tiny = `${full}?size=tiny`;
                return (
                  <li key={photo.id}>
                    <a href={full} className="block">
                      <img
                        src={small}
                        srcSet={`${tiny} ${photo.smallWidth}w, ${small} ${photo.thumbWidth}w, ${full} ${photo.width}w`}
                        sizes="(min-width: 640px) 180px, 30vw"
                        width={photo.thumbWidth}
                        height={photo.thumbHeight}
                        loading="lazy"
                        decoding="async"
                        alt={`${update.text.slice(0, 80)} (${index + 1} of ${update.photos.length})`}
                        className="aspect-square w-full rounded object-cover"
                      />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
