-- Every email goes through the outbox (issue 45), the set-up links included, and the next
-- features bring kinds of their own: the outbox no longer lists its kinds (each module names
-- its own), and an email may belong to no lead. One email of each kind per lead still holds.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (quote_request_id, kind)
);
INSERT INTO outbox_new SELECT * FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
