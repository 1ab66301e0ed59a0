-- The monthly summary (issue 27, "Where the work comes from"): on the 1st, each owner gets an
-- email about last month's visits, requests, won work and slow replies. On unless they untick
-- it on the Account page. Staff never get it (they cannot open the figures it links to).
ALTER TABLE users ADD COLUMN monthly_summary INTEGER NOT NULL DEFAULT 1
  CHECK (monthly_summary IN (0, 1));

-- Which month's summary was queued for whom: written in the same transaction as the email, so
-- a restart or a second run on the same day never sends it twice.
CREATE TABLE monthly_summaries (
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  queued_at TEXT NOT NULL,
  PRIMARY KEY (month, user_id)
) WITHOUT ROWID;

-- The outbox takes the summary too; it belongs to no quote request, so only it may have none.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (kind IN ('owner-notification', 'customer-acknowledgement',
    'review-request', 'review-reminder', 'review-thanks', 'monthly-summary')),
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
