-- Survey visits booked online or by the owner (issue 47, decision 048), kept by app/visits/.
-- The customer's private link: one per lead, made when the request arrives or first shown.
-- The token is derived from the nonce with the site's secret; only its hash is looked up.
-- CASCADE: deleting the lead (or retention) ends the link.
CREATE TABLE visit_links (
  quote_request_id INTEGER PRIMARY KEY REFERENCES quote_requests (id) ON DELETE CASCADE,
  nonce TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL UNIQUE,
  made_at TEXT NOT NULL
);
-- A lead's visit: at most one that is not cancelled. Moving one cancels it and books another,
-- so the history of a lead's visits stays. The address is personal data: it goes with the
-- lead (CASCADE), and is in the lead's export.
CREATE TABLE survey_visits (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  postcode TEXT NOT NULL CHECK (length(postcode) BETWEEN 5 AND 8),
  address_line TEXT NOT NULL CHECK (length(address_line) BETWEEN 1 AND 200),
  access_notes TEXT NOT NULL DEFAULT '' CHECK (length(access_notes) <= 500),
  booked_by TEXT NOT NULL CHECK (booked_by IN ('customer', 'owner')),
  booked_at TEXT NOT NULL,
  cancelled_at TEXT,
  cancelled_by TEXT CHECK (cancelled_by IS NULL OR cancelled_by IN ('customer', 'owner')),
  -- The reminder the day before: set in the transaction that queues its email, so it goes once.
  reminded_at TEXT
);
CREATE UNIQUE INDEX survey_visits_one_per_lead ON survey_visits (quote_request_id)
  WHERE cancelled_at IS NULL;
CREATE INDEX survey_visits_by_start ON survey_visits (starts_at) WHERE cancelled_at IS NULL;
