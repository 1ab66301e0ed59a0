-- Quotes that go quiet (issue 35): a lead left "quoted" with no change for 7 days is listed
-- "To chase" in the inbox, and the owners get one email about it. The row says it was sent,
-- written in the same transaction as the email, so a restart or a second run never sends it
-- twice. One per lead ever: a lead quoted again later is listed again, but not emailed again.
CREATE TABLE lead_chase_reminders (
  lead_id INTEGER PRIMARY KEY REFERENCES quote_requests (id) ON DELETE CASCADE,
  reminded_at TEXT NOT NULL
);

-- The outbox takes the reminder's email to the owners.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (kind IN ('owner-notification', 'customer-acknowledgement',
    'review-request', 'review-reminder', 'review-thanks', 'monthly-summary',
    'escalation-owner', 'escalation-team', 'chase-reminder')),
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (quote_request_id, kind),
  CHECK ((quote_request_id IS NULL) = (kind = 'monthly-summary'))
);
INSERT INTO outbox_new SELECT * FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
