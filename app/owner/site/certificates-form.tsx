import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useReplyForm } from "~/forms/form-reply";
import { Errors, FormMessage } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";

/**
 * A credential's certificates (the owner's only) and the form to add one: a PDF or a photo.
 * The page opens at the form again after a post (no script here), its answer beside it.
 */
export function Certificates({
  id,
  what,
  certificates,
  sizeLimit,
  reply,
}: {
  id: string;
  what: string;
  certificates: { href: string; label: string }[];
  sizeLimit: string;
  reply: unknown;
}) {
  const {
    form,
    fields,
    reply: answer,
  } = useReplyForm<{ what: string; certificate: File }>(id, reply);
  const file = fields.certificate;
  const hintId = `${file.id}-hint`;
  return (
    <div className="mt-4 grid gap-2 border-navy-100 border-t pt-4">
      <h3 className="font-sans font-semibold text-base">Certificate, for your records</h3>
      {certificates.length > 0 ? (
        <ul className="grid gap-1">
          {certificates.map((certificate) => (
            <li key={certificate.href}>
              <a href={certificate.href} className="inline-flex min-h-11 items-center underline">
                {certificate.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted text-sm">None kept yet. Never shown on the site.</p>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        action={`/owner/site/credentials#${id}`}
        {...getFormProps(form)}
        className="grid gap-2"
      >
        <FormMessage reply={answer} />
        <input type="hidden" name="what" value={what} />
        <div className="grid gap-1">
          <label htmlFor={file.id} className="font-semibold text-navy-900">
            A PDF, or a photo of it
          </label>
          <p id={hintId} className="text-muted text-sm">
            Up to {sizeLimit}.
          </p>
          <input
            id={file.id}
            type="file"
            name="certificate"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            required
            aria-invalid={file.errors?.length ? true : undefined}
            aria-describedby={file.errors?.length ? `${hintId} ${file.errorId}` : hintId}
            className="font-normal aria-invalid:text-danger"
          />
          <Errors field={file} />
        </div>
        <SubmitButton variant="outline">
          Keep the certificate<span className="sr-only"> of {what}</span>
        </SubmitButton>
      </Form>
    </div>
  );
}
