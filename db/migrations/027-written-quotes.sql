-- Written quotes the owner sends and the customer accepts online (issue 48, decision 049),
-- kept by app/written-quotes/. Each version is a row: a revision is a new row with the same
-- number and the next version, and the one it replaces says so. CASCADE: a quote goes with
-- its lead (deletion, retention).
CREATE TABLE written_quotes (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  -- Per firm: Q-0001, Q-0002 … one number per lead, its versions 1, 2 …
  number INTEGER NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1),
  -- The quote as written (app/written-quotes/quote-content.ts), JSON; totals are worked out.
  content TEXT NOT NULL,
  net_pence INTEGER NOT NULL CHECK (net_pence >= 0),
  gross_pence INTEGER NOT NULL CHECK (gross_pence >= net_pence),
  written_at TEXT NOT NULL,
  written_by TEXT NOT NULL,
  -- Sending freezes the version: what the customer is shown, its hash, its private link.
  sent_at TEXT,
  document TEXT,
  document_hash TEXT,
  valid_until TEXT,
  nonce TEXT UNIQUE,
  token_hash TEXT UNIQUE,
  opened_at TEXT,
  replaced_at TEXT,
  -- Acceptance: once, with what was shown (its hash), the typed name and the request's details.
  accepted_at TEXT,
  accepted_name TEXT,
  accepted_hash TEXT,
  -- A keyed hash of the client's address (as for quote requests), never the address.
  accepted_ip_hash TEXT,
  accepted_user_agent TEXT,
  start_early INTEGER CHECK (start_early IN (0, 1)),
  cancelled_at TEXT,
  deposit_pence INTEGER,
  deposit_received_on TEXT,
  deposit_recorded_by TEXT,
  -- Set in the transaction that queues the expiry emails, so they go once.
  expiry_told_at TEXT,
  UNIQUE (number, version)
);
CREATE INDEX written_quotes_of_lead ON written_quotes (quote_request_id);
-- At most one draft (not yet sent) per lead.
CREATE UNIQUE INDEX written_quotes_one_draft ON written_quotes (quote_request_id)
  WHERE sent_at IS NULL;

-- A customer's question from the quote's page; it reaches the owner on the lead.
CREATE TABLE written_quote_questions (
  id INTEGER PRIMARY KEY,
  written_quote_id INTEGER NOT NULL REFERENCES written_quotes (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  asked_at TEXT NOT NULL
);

-- The parts of a quote that repeat for a kind of job, so a typical quote is a few taps.
CREATE TABLE quote_templates (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 80),
  content TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  saved_by TEXT NOT NULL
);
