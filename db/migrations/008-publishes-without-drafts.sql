-- A publish of the content as it is, leaving the owner's drafts as drafts: the one the site
-- queues itself after a new release's content was taken in (app/publishing/release-content.server.ts).
ALTER TABLE publishes ADD COLUMN with_drafts INTEGER NOT NULL DEFAULT 1;
