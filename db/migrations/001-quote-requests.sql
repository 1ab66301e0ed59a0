-- Quote requests as visitors sent them, and the emails each one owes.

CREATE TABLE quote_requests (
  id INTEGER PRIMARY KEY,
  reference TEXT UNIQUE,
  -- Hash of the form's idempotency key and the request itself: a double click or a resend
  -- stores one row.
  dedupe_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  project_type TEXT NOT NULL,
  budget TEXT,
  message TEXT NOT NULL,
  -- Keyed hash of the sender's address: enough to spot abuse, never the address itself.
  ip_hash TEXT NOT NULL,
  user_agent TEXT,
  -- Milliseconds between the form being served and the post; NULL when the browser sent no
  -- timing cookie (cookies blocked), which the owner may want to know.
  form_age_ms INTEGER
);

CREATE INDEX quote_requests_received_at ON quote_requests (received_at);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (kind IN ('owner-notification', 'customer-acknowledgement')),
  -- The whole message as JSON: from, to, replyTo, subject, text, html.
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (quote_request_id, kind)
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
