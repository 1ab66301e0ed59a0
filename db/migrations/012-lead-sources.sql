-- Where each quote request's visit came from (issue 27, decision 032), as the form sent it:
-- NULL when it could not be known (no JavaScript). The owner can say better ("saw the van").
ALTER TABLE quote_requests ADD COLUMN visit_source TEXT;
ALTER TABLE quote_requests ADD COLUMN visit_medium TEXT;
ALTER TABLE quote_requests ADD COLUMN visit_campaign TEXT;
ALTER TABLE quote_requests ADD COLUMN landing_page TEXT;
ALTER TABLE quote_requests ADD COLUMN source_by_owner TEXT;
