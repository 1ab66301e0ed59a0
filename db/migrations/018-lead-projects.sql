-- A won job added to the website (issue 38): the project made from the lead, by its slug
-- (its folder under content/projects). One project per lead and one lead per project.
-- Owners only ever see it; nothing of the lead reaches the project's public page.
ALTER TABLE quote_requests ADD COLUMN project_slug TEXT;
CREATE UNIQUE INDEX quote_requests_project ON quote_requests (project_slug)
  WHERE project_slug IS NOT NULL;
