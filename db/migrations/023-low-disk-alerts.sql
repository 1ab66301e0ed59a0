-- The server knows its disk (issue 50, decision 042): each time the data folder's disk falls
-- below the margin is a row, open until the space recovers. The owners' one email about it is
-- queued in the same transaction as `emailed_at`, so a restart never sends it twice; a new
-- drop after a recovery is a new row, and a new email.
CREATE TABLE low_disk_alerts (
  id INTEGER PRIMARY KEY,
  began_at TEXT NOT NULL,
  free_bytes INTEGER NOT NULL,
  emailed_at TEXT,
  recovered_at TEXT
);
-- At most one drop open at a time.
CREATE UNIQUE INDEX low_disk_alerts_open ON low_disk_alerts ((recovered_at IS NULL))
  WHERE recovered_at IS NULL;

-- The outbox takes the email to the owners (no lead: like the monthly summary).
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (kind IN ('owner-notification', 'customer-acknowledgement',
    'review-request', 'review-reminder', 'review-thanks', 'monthly-summary',
    'escalation-owner', 'escalation-team', 'chase-reminder', 'credential-reminder',
    'low-disk-space')),
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (quote_request_id, kind),
  CHECK ((quote_request_id IS NULL) = (kind IN ('monthly-summary', 'credential-reminder',
    'low-disk-space')))
);
INSERT INTO outbox_new SELECT * FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
