import { ButtonLink } from "~/components/ui/button";
import type { LeadOnWebsite } from "~/projects/lead-project.server";

export function LeadOnWebsiteSection({ website }: { website: LeadOnWebsite }) {
  if (website.project) {
    const { slug, title, live } = website.project;
    return (
      <div className="grid gap-3">
        <p>
          This job is on the website as <strong>{title}</strong>
          {live ? "." : ", not published yet."}
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/owner/site/projects/${slug}`} variant="secondary">
            Open its project
          </ButtonLink>
          {live ? (
            <a href={`/projects/${slug}`} className="inline-flex min-h-11 items-center underline">
              See it on the site
            </a>
          ) : null}
        </div>
      </div>
    );
  }
  if (!website.canAdd)
    return (
      <p className="text-muted">
        Once the job is won and done, you can add it to the website here.
      </p>
    );
  return (
    <div className="grid gap-3">
      <p>
        Make it a project on the website: its kind of job and year are filled in; you add the photos
        and the story. Nothing the customer sent goes on the site.
      </p>
      <ButtonLink
        to={`/owner/site/projects/new?lead=${website.leadId}`}
        className="justify-self-start"
      >
        Add this job to the website
      </ButtonLink>
    </div>
  );
}
