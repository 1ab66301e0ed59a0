import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useReplyForm } from "~/forms/form-reply";
import { TextField, VersionField } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";

/** A photo of the gallery as the editor shows it: its small and full-size previews. */
type Photo = { src: string; alt: string; caption: string; thumb: string; full: string };

/** Every photo with its caption and description, and a button for each thing to do to it. */
export function ProjectPhotosForm({
  version,
  photos,
  reply,
}: {
  version: string;
  photos: Photo[];
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<{
    version: string;
    photos: { caption: string; alt: string }[];
  }>("photos", reply, {
    defaultValue: { version, photos: photos.map(({ caption, alt }) => ({ caption, alt })) },
  });
  const typed = fields.photos.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} key={version} className="grid gap-4">
      <input type="hidden" name="section" value="photos" />
      <VersionField field={fields.version} />
      <ol className="grid gap-4">
        {photos.map((photo, index) => {
          const number = index + 1;
          const answers = typed[index]?.getFieldset();
          return (
            <li
              key={photo.src}
              className="grid gap-3 rounded-md border border-navy-100 p-3 sm:grid-cols-[10rem_1fr]"
            >
              <a href={photo.full} className="block">
                <img
                  src={photo.thumb}
                  alt={photo.alt}
                  width={160}
                  height={120}
                  loading={index > 3 ? "lazy" : undefined}
                  className="h-30 w-40 rounded-md bg-navy-100 object-cover"
                />
                <span className="text-sm underline">Open photo {number} full size</span>
              </a>
              <div className="grid gap-3">
                <p className="font-semibold">
                  Photo {number}
                  {index === 0 ? " (cover)" : ""}
                  {photo.alt === "" ? (
                    <span className="ml-2 text-danger">needs a description</span>
                  ) : null}
                </p>
                {answers ? (
                  <>
                    <TextField label="Caption (optional)" field={answers.caption} />
                    <TextField
                      label="Description for blind visitors"
                      field={answers.alt}
                      hint="What the photo shows, in a sentence. Left empty, the caption is used."
                    />
                  </>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  {index > 0 ? (
                    <>
                      <SubmitButton name="intent" value={`cover:${index}`} variant="outline">
                        Make cover<span className="sr-only"> photo {number}</span>
                      </SubmitButton>
                      <SubmitButton name="intent" value={`up:${index}`} variant="outline">
                        Move up<span className="sr-only"> photo {number}</span>
                      </SubmitButton>
                    </>
                  ) : null}
                  <SubmitButton name="intent" value={`remove:${index}`} variant="outline">
                    Remove<span className="sr-only"> photo {number}</span>
                  </SubmitButton>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <SubmitButton name="intent" value="save">
        Save the photos' descriptions
      </SubmitButton>
    </Form>
  );
}
