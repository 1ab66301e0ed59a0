-- The owner's handling of each quote request: where it stands, what happened and when, notes,
-- and a date to follow it up. Times are ISO 8601 UTC text, as elsewhere.

-- Existing requests become 'new'.
ALTER TABLE quote_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'visit-booked', 'quoted', 'won', 'lost', 'spam', 'not-a-fit'));
-- A calendar date (YYYY-MM-DD, UK), not a time: "ring back on Tuesday".
ALTER TABLE quote_requests ADD COLUMN follow_up_on TEXT
  CHECK (follow_up_on IS NULL OR follow_up_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
-- The first change to contacted or a later status (not spam or not-a-fit): how long the
-- visitor waited for an answer. Set once; later changes leave it.
ALTER TABLE quote_requests ADD COLUMN first_response_at TEXT;

CREATE INDEX quote_requests_status ON quote_requests (status, received_at);
CREATE INDEX quote_requests_follow_up ON quote_requests (follow_up_on) WHERE follow_up_on IS NOT NULL;

CREATE TABLE lead_status_changes (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  from_status TEXT NOT NULL,
  status TEXT NOT NULL,
  at TEXT NOT NULL,
  -- SET NULL plus a copy of the address: removing a user keeps who did what.
  by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  by_email TEXT
);

CREATE INDEX lead_status_changes_lead ON lead_status_changes (quote_request_id, at);

CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  at TEXT NOT NULL,
  by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  by_email TEXT
);

CREATE INDEX lead_notes_lead ON lead_notes (quote_request_id, at);
