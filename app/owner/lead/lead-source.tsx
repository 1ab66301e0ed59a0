import { Form } from "react-router";
import type { LeadPage } from "~/leads/lead-page.server";
import { SubmitButton } from "~/owner/owner-ui";
import { type Outcome, OutcomeFor } from "./lead-forms";

const input = "min-h-12 w-full rounded-md border-2 border-navy-300 bg-white px-3";

/** Where the lead found the site, as the site saw it, and the owner's word on it. */
export function LeadSource({ source, outcome }: { source: LeadPage["source"]; outcome: Outcome }) {
  return (
    <Form method="post" className="grid gap-3">
      <OutcomeFor outcome={outcome} field="source" />
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">The site saw</dt>
        <dd>
          {source.seen}
          {source.landingPage ? `, arriving on ${source.landingPage}` : ""}
        </dd>
        {source.byOwner ? (
          <>
            <dt className="font-semibold">You said</dt>
            <dd className="break-words">{source.byOwner}</dd>
          </>
        ) : null}
      </dl>
      <div className="grid gap-1.5">
        <label htmlFor="source" className="font-semibold">
          Where they say they found you
        </label>
        <p id="source-hint" className="text-muted text-sm">
          If they told you (“saw the van”, “a neighbour”), it counts instead of what the site saw.
        </p>
        <input
          id="source"
          name="source"
          maxLength={60}
          defaultValue={source.byOwner ?? ""}
          key={source.byOwner}
          aria-describedby="source-hint"
          className={input}
        />
      </div>
      <SubmitButton name="intent" value="source" variant="secondary">
        Save
      </SubmitButton>
    </Form>
  );
}
