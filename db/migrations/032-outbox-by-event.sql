-- The outbox is keyed by the event an email tells of, not by its kind (issue 56): one lead had
-- one email of each kind at most, so a second move of a visit, a booking after a cancelled one
-- or a second change of a job's start day failed on the outbox, and the whole action with it.
-- `about` names the event ("visit 12", "payment 40", "job 7 start day 2"): a double tap queues
-- one email, a second real event another.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
  about TEXT NOT NULL CHECK (length(about) BETWEEN 1 AND 200),
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (kind, about)
);
-- The emails queued before: one of each kind per lead, or any number with no lead.
INSERT INTO outbox_new (id, quote_request_id, kind, about, message, status, attempts,
    next_attempt_at, last_error, sent_at, created_at)
  SELECT id, quote_request_id, kind,
    CASE WHEN quote_request_id IS NULL THEN 'email ' || id ELSE 'lead ' || quote_request_id END,
    message, status, attempts, next_attempt_at, last_error, sent_at, created_at
  FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_of_lead ON outbox (quote_request_id, kind);

-- Each change of a job's start day is an event of its own, even back to a day set before.
ALTER TABLE jobs ADD COLUMN start_day_changes INTEGER NOT NULL DEFAULT 0;
