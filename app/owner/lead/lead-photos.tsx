import type { LeadPage } from "~/leads/lead-page.server";
import { ThumbnailLink } from "~/owner/owner-ui";

/** Where a lead's photo is served (signed in only): the photo itself, or `?size=thumb`. */
export const leadPhotoPath = (leadId: number, photoId: number, thumb = false) =>
  `/owner/leads/${leadId}/photos/${photoId}${thumb ? "?size=thumb" : ""}`;

/** The photos a visitor sent with the request, as thumbnails; a tap opens one at full size. */
export function LeadPhotos({ lead }: { lead: Pick<LeadPage, "id" | "photos"> }) {
  const count = lead.photos.length;
  return (
    <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {lead.photos.map((photo) => (
        <li key={photo.id}>
          <ThumbnailLink
            href={leadPhotoPath(lead.id, photo.id)}
            thumb={leadPhotoPath(lead.id, photo.id, true)}
            width={photo.thumbWidth}
            height={photo.thumbHeight}
            alt={`${photo.position} of ${count}: ${photo.name}, open at full size`}
            className="aspect-[4/3]"
          />
          <p className="mt-1 truncate text-muted text-sm">{photo.name}</p>
        </li>
      ))}
    </ul>
  );
}
