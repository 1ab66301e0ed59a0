-- Escalation (issue 35, "Never miss a lead"): a new lead nobody has answered alerts the owner by
-- a set office time (half the promised reply time unless set), then everyone who handles leads
-- at the promised time. Each step is a row, written in the same transaction as its email, so a
-- restart or a second run never sends it twice.
CREATE TABLE lead_escalations (
  lead_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  step TEXT NOT NULL CHECK (step IN ('owner', 'team')),
  escalated_at TEXT NOT NULL,
  PRIMARY KEY (lead_id, step)
) WITHOUT ROWID;

-- The outbox takes each step's email to the firm.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (kind IN ('owner-notification', 'customer-acknowledgement',
    'review-request', 'review-reminder', 'review-thanks', 'monthly-summary',
    'escalation-owner', 'escalation-team')),
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
