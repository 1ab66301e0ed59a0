-- Reminders before a credential runs out (issue 39): 30 and 7 days before, one email to the
-- owners each, written in the same transaction as its row, so a restart never sends it twice.
-- A renewal is a new date, so new reminders.
CREATE TABLE credential_reminders (
  what TEXT NOT NULL,
  expires TEXT NOT NULL,
  days_before INTEGER NOT NULL CHECK (days_before IN (30, 7)),
  sent_at TEXT NOT NULL,
  PRIMARY KEY (what, expires, days_before)
);

-- The outbox takes the reminder's email to the owners (no lead: like the monthly summary).
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (kind IN ('owner-notification', 'customer-acknowledgement',
    'review-request', 'review-reminder', 'review-thanks', 'monthly-summary',
    'escalation-owner', 'escalation-team', 'chase-reminder', 'credential-reminder')),
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (quote_request_id, kind),
  CHECK ((quote_request_id IS NULL) = (kind IN ('monthly-summary', 'credential-reminder')))
);
INSERT INTO outbox_new SELECT * FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
