import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useReplyForm } from "~/forms/form-reply";
import { CheckboxField } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";

/** Taking the project off the site, ticked first. */
export function RemoveProjectForm({
  version,
  title,
  reply,
}: {
  version: string;
  title: string;
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<{ confirm: string }>("remove", reply);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="section" value="remove" />
      <input type="hidden" name="version" value={version} />
      <CheckboxField
        label={`Yes, take ${title} and its photos off the site when I next publish`}
        field={fields.confirm}
        value="yes"
      />
      <SubmitButton variant="outline">Remove the project</SubmitButton>
    </Form>
  );
}
