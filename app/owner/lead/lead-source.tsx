import { useReplyForm } from "~/forms/form-reply";
import { TextField } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";
import { LeadForm, type LeadFormProps } from "./lead-forms";

/** Where the lead found the site, as the site saw it, and the owner's word on it. */
export function LeadSource({ lead, reply }: LeadFormProps) {
  const { source } = lead;
  const said = useReplyForm<{ source: string }>("source", reply, {
    defaultValue: { source: source.byOwner ?? "" },
  });
  return (
    <LeadForm of={said} leadId={lead.id} anchor="where-they-found-you-heading">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">The site saw</dt>
        <dd className="wrap-anywhere">
          {source.seen}
          {source.landingPage ? `, arriving on ${source.landingPage}` : ""}
        </dd>
        {source.byOwner ? (
          <>
            <dt className="font-semibold">You said</dt>
            <dd className="wrap-anywhere">{source.byOwner}</dd>
          </>
        ) : null}
      </dl>
      <TextField
        field={said.fields.source}
        label="Where they say they found you"
        hint="If they told you (“saw the van”, “a neighbour”), it counts instead of what the site saw."
        maxLength={60}
      />
      <SubmitButton name="intent" value="source" variant="secondary">
        Save
      </SubmitButton>
    </LeadForm>
  );
}
