-- Jobs: a won lead's work from the contract to handover, and the customer's private page of it
-- (issue 49, decision 050), kept by app/jobs/. A job starts when its quote is accepted (or by
-- hand from a won lead). CASCADE: a job goes with its lead, except what the law says to keep
-- (the payments, whose receipts are accounting records: job_payments keeps its own copy).
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER NOT NULL UNIQUE REFERENCES quote_requests (id) ON DELETE CASCADE,
  written_quote_id INTEGER REFERENCES written_quotes (id) ON DELETE SET NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- The price agreed (VAT included), before any change to the work.
  agreed_pence INTEGER NOT NULL CHECK (agreed_pence >= 0),
  -- The customer's link: only the nonce and the token's hash (app/private-links).
  nonce TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL UNIQUE,
  started_at TEXT NOT NULL,
  started_by TEXT NOT NULL,
  -- The UK day work starts on site, once the owner sets it.
  start_on TEXT,
  finished_at TEXT,
  -- The daily email of progress: not before this instant (one a day at most).
  next_digest_at TEXT
);

-- What happens next: the firm's visits to the site, set by the owner.
CREATE TABLE job_visits (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  who TEXT NOT NULL CHECK (length(who) BETWEEN 1 AND 120),
  what_for TEXT NOT NULL CHECK (length(what_for) BETWEEN 1 AND 300),
  -- Each change of the visit bumps it, as calendars want.
  sequence INTEGER NOT NULL DEFAULT 0,
  set_at TEXT NOT NULL,
  set_by TEXT NOT NULL,
  cancelled_at TEXT
);
CREATE INDEX job_visits_of_job ON job_visits (job_id, starts_at);

-- Progress: a line and a few photos from the phone.
CREATE TABLE job_updates (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  posted_at TEXT NOT NULL,
  posted_by TEXT NOT NULL,
  -- Set when the daily email that lists it is queued.
  told_at TEXT
);
CREATE INDEX job_updates_of_job ON job_updates (job_id, posted_at);

CREATE TABLE job_photos (
  id INTEGER PRIMARY KEY,
  job_update_id INTEGER NOT NULL REFERENCES job_updates (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  file_name TEXT NOT NULL UNIQUE,
  thumb_file_name TEXT NOT NULL UNIQUE,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  thumb_width INTEGER NOT NULL,
  thumb_height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  original_name TEXT NOT NULL,
  UNIQUE (job_update_id, position)
);

-- The payments of the contract: deposit, stages, balance, from the accepted quote.
CREATE TABLE job_stages (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  pence INTEGER NOT NULL CHECK (pence >= 0),
  -- The balance takes the changes approved on top of its own amount.
  is_balance INTEGER NOT NULL DEFAULT 0 CHECK (is_balance IN (0, 1)),
  -- The UK day it falls due, once known; past it and unpaid it is late.
  due_on TEXT,
  UNIQUE (job_id, position)
);

-- Money received, recorded once by an owner, each with its receipt emailed. Kept after the
-- lead is erased (a receipt is an accounting record: six years for HMRC): it holds its own
-- copy of what the receipt said, and its job becomes NULL.
CREATE TABLE job_payments (
  id INTEGER PRIMARY KEY,
  job_id INTEGER REFERENCES jobs (id) ON DELETE SET NULL,
  job_stage_id INTEGER REFERENCES job_stages (id) ON DELETE SET NULL,
  reference TEXT NOT NULL UNIQUE,
  pence INTEGER NOT NULL CHECK (pence > 0),
  vat_pence INTEGER NOT NULL CHECK (vat_pence >= 0),
  received_on TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  recorded_by TEXT NOT NULL,
  -- The receipt as sent, for the records kept when the customer's data is erased.
  receipt TEXT NOT NULL
);
CREATE INDEX job_payments_of_job ON job_payments (job_id);

-- Changes to the work: proposed by an owner, approved or declined by the customer once.
CREATE TABLE job_variations (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  details TEXT NOT NULL CHECK (length(details) <= 3000),
  -- VAT included; below 0 for work taken out.
  pence INTEGER NOT NULL,
  -- Its effect on the dates, in words ("Adds two days"), or empty.
  dates_effect TEXT NOT NULL DEFAULT '',
  proposed_at TEXT NOT NULL,
  proposed_by TEXT NOT NULL,
  -- What the customer is shown, and its hash: the record of what was approved.
  document TEXT NOT NULL,
  document_hash TEXT NOT NULL,
  withdrawn_at TEXT,
  answered_at TEXT,
  approved INTEGER CHECK (approved IN (0, 1)),
  answered_name TEXT,
  answered_ip_hash TEXT,
  answered_user_agent TEXT
);
CREATE INDEX job_variations_of_job ON job_variations (job_id);

-- Handover: the documents the customer must keep, as PDFs or photos.
CREATE TABLE job_documents (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- The day on the document (issued on), as the owner gives it.
  dated_on TEXT NOT NULL,
  file_name TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg')),
  bytes INTEGER NOT NULL,
  original_name TEXT NOT NULL,
  added_at TEXT NOT NULL,
  added_by TEXT NOT NULL
);
CREATE INDEX job_documents_of_job ON job_documents (job_id);

-- A customer's question from the job's page, and the firm's answer.
CREATE TABLE job_questions (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  asked_at TEXT NOT NULL,
  answer TEXT CHECK (length(answer) <= 3000),
  answered_at TEXT,
  answered_by TEXT
);
CREATE INDEX job_questions_of_job ON job_questions (job_id);

-- The deposit is now a payment of the job (job_payments). written_quotes.deposit_* are no
-- longer written: a quote accepted before jobs existed gets its job at the server's start, its
-- deposit as the job's first payment (app/jobs/jobs-of-earlier-quotes.server.ts).
