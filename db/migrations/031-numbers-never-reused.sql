-- foreign keys off while this runs
-- Numbers and ids that reach the outside are never used twice (issues 56 and 60). A row's id
-- was max(id) + 1: erase the newest lead and the next request took its id, its reference
-- (MC-00042), its job's number (J-0007) and its visits' calendar UIDs. AUTOINCREMENT keeps the
-- highest id ever given (sqlite_sequence), so every table whose rows go with a lead, and the
-- payments kept as accounting records, is made again with it (SQLite's way to change a table:
-- a new one, the rows copied, the old one dropped, the new one renamed, its indexes made again).

-- quote_requests
CREATE TABLE quote_requests_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
, status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'visit-booked', 'quoted', 'won', 'lost', 'spam', 'not-a-fit')), follow_up_on TEXT
  CHECK (follow_up_on IS NULL OR follow_up_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'), first_response_at TEXT, won_value_pence INTEGER
  CHECK (won_value_pence IS NULL OR (typeof(won_value_pence) = 'integer'
    AND won_value_pence BETWEEN 0 AND 1000000000)), visit_source TEXT, visit_medium TEXT, visit_campaign TEXT, landing_page TEXT, source_by_owner TEXT, price_guide TEXT, price_guide_job TEXT, project_slug TEXT);
INSERT INTO quote_requests_new (id, reference, dedupe_key, received_at, first_name, last_name, email, phone, project_type, budget, message, ip_hash, user_agent, form_age_ms, status, follow_up_on, first_response_at, won_value_pence, visit_source, visit_medium, visit_campaign, landing_page, source_by_owner, price_guide, price_guide_job, project_slug)
  SELECT id, reference, dedupe_key, received_at, first_name, last_name, email, phone, project_type, budget, message, ip_hash, user_agent, form_age_ms, status, follow_up_on, first_response_at, won_value_pence, visit_source, visit_medium, visit_campaign, landing_page, source_by_owner, price_guide, price_guide_job, project_slug FROM quote_requests;
DROP TABLE quote_requests;
ALTER TABLE quote_requests_new RENAME TO quote_requests;
CREATE INDEX quote_requests_received_at ON quote_requests (received_at);
CREATE INDEX quote_requests_status ON quote_requests (status, received_at);
CREATE INDEX quote_requests_follow_up ON quote_requests (follow_up_on) WHERE follow_up_on IS NOT NULL;
CREATE UNIQUE INDEX quote_requests_project ON quote_requests (project_slug)
  WHERE project_slug IS NOT NULL;

-- lead_status_changes
CREATE TABLE lead_status_changes_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  from_status TEXT NOT NULL,
  status TEXT NOT NULL,
  at TEXT NOT NULL,
  -- SET NULL plus a copy of the address: removing a user keeps who did what.
  by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  by_email TEXT
);
INSERT INTO lead_status_changes_new (id, quote_request_id, from_status, status, at, by_user_id, by_email)
  SELECT id, quote_request_id, from_status, status, at, by_user_id, by_email FROM lead_status_changes;
DROP TABLE lead_status_changes;
ALTER TABLE lead_status_changes_new RENAME TO lead_status_changes;
CREATE INDEX lead_status_changes_lead ON lead_status_changes (quote_request_id, at);

-- lead_notes
CREATE TABLE lead_notes_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  at TEXT NOT NULL,
  by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  by_email TEXT
);
INSERT INTO lead_notes_new (id, quote_request_id, text, at, by_user_id, by_email)
  SELECT id, quote_request_id, text, at, by_user_id, by_email FROM lead_notes;
DROP TABLE lead_notes;
ALTER TABLE lead_notes_new RENAME TO lead_notes;
CREATE INDEX lead_notes_lead ON lead_notes (quote_request_id, at);

-- quote_photos
CREATE TABLE quote_photos_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  -- 1 to 6, in the order the visitor sent them.
  position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 6),
  -- Random names (32 hex characters), never the visitor's: not guessable, no path in them.
  file_name TEXT NOT NULL UNIQUE
    CHECK (file_name GLOB '[0-9a-f]*.jpg' OR file_name GLOB '[0-9a-f]*.webp'),
  thumb_file_name TEXT NOT NULL UNIQUE
    CHECK (thumb_file_name GLOB '[0-9a-f]*.jpg' OR thumb_file_name GLOB '[0-9a-f]*.webp'),
  content_type TEXT NOT NULL DEFAULT 'image/jpeg' CHECK (content_type IN ('image/jpeg', 'image/webp')),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  thumb_width INTEGER NOT NULL CHECK (thumb_width > 0),
  thumb_height INTEGER NOT NULL CHECK (thumb_height > 0),
  -- Size of the stored photo (not of the upload).
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  -- The visitor's file name, cleaned: shown to the owner as text only, never used as a path or
  -- in an email header.
  original_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (quote_request_id, position)
);
INSERT INTO quote_photos_new (id, quote_request_id, position, file_name, thumb_file_name, content_type, width, height, thumb_width, thumb_height, bytes, original_name, created_at)
  SELECT id, quote_request_id, position, file_name, thumb_file_name, content_type, width, height, thumb_width, thumb_height, bytes, original_name, created_at FROM quote_photos;
DROP TABLE quote_photos;
ALTER TABLE quote_photos_new RENAME TO quote_photos;


-- lead_value_changes
CREATE TABLE lead_value_changes_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  won_value_pence INTEGER
    CHECK (won_value_pence IS NULL OR (typeof(won_value_pence) = 'integer'
      AND won_value_pence BETWEEN 0 AND 1000000000)),
  at TEXT NOT NULL,
  -- SET NULL plus a copy of the address: removing a user keeps who did what.
  by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  by_email TEXT
);
INSERT INTO lead_value_changes_new (id, quote_request_id, won_value_pence, at, by_user_id, by_email)
  SELECT id, quote_request_id, won_value_pence, at, by_user_id, by_email FROM lead_value_changes;
DROP TABLE lead_value_changes;
ALTER TABLE lead_value_changes_new RENAME TO lead_value_changes;
CREATE INDEX lead_value_changes_lead ON lead_value_changes (quote_request_id, at);

-- survey_visits
CREATE TABLE survey_visits_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  postcode TEXT NOT NULL CHECK (length(postcode) BETWEEN 5 AND 8),
  address_line TEXT NOT NULL CHECK (length(address_line) BETWEEN 1 AND 200),
  access_notes TEXT NOT NULL DEFAULT '' CHECK (length(access_notes) <= 500),
  booked_by TEXT NOT NULL CHECK (booked_by IN ('customer', 'owner')),
  booked_at TEXT NOT NULL,
  cancelled_at TEXT,
  cancelled_by TEXT CHECK (cancelled_by IS NULL OR cancelled_by IN ('customer', 'owner')),
  -- The reminder the day before: set in the transaction that queues its email, so it goes once.
  reminded_at TEXT
);
INSERT INTO survey_visits_new (id, quote_request_id, starts_at, ends_at, postcode, address_line, access_notes, booked_by, booked_at, cancelled_at, cancelled_by, reminded_at)
  SELECT id, quote_request_id, starts_at, ends_at, postcode, address_line, access_notes, booked_by, booked_at, cancelled_at, cancelled_by, reminded_at FROM survey_visits;
DROP TABLE survey_visits;
ALTER TABLE survey_visits_new RENAME TO survey_visits;
CREATE UNIQUE INDEX survey_visits_one_per_lead ON survey_visits (quote_request_id)
  WHERE cancelled_at IS NULL;
CREATE INDEX survey_visits_by_start ON survey_visits (starts_at) WHERE cancelled_at IS NULL;

-- written_quotes
CREATE TABLE written_quotes_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO written_quotes_new (id, quote_request_id, number, version, content, net_pence, gross_pence, written_at, written_by, sent_at, document, document_hash, valid_until, nonce, token_hash, opened_at, replaced_at, accepted_at, accepted_name, accepted_hash, accepted_ip_hash, accepted_user_agent, start_early, cancelled_at, deposit_pence, deposit_received_on, deposit_recorded_by, expiry_told_at)
  SELECT id, quote_request_id, number, version, content, net_pence, gross_pence, written_at, written_by, sent_at, document, document_hash, valid_until, nonce, token_hash, opened_at, replaced_at, accepted_at, accepted_name, accepted_hash, accepted_ip_hash, accepted_user_agent, start_early, cancelled_at, deposit_pence, deposit_received_on, deposit_recorded_by, expiry_told_at FROM written_quotes;
DROP TABLE written_quotes;
ALTER TABLE written_quotes_new RENAME TO written_quotes;
CREATE INDEX written_quotes_of_lead ON written_quotes (quote_request_id);
CREATE UNIQUE INDEX written_quotes_one_draft ON written_quotes (quote_request_id)
  WHERE sent_at IS NULL;

-- written_quote_questions
CREATE TABLE written_quote_questions_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  written_quote_id INTEGER NOT NULL REFERENCES written_quotes (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  asked_at TEXT NOT NULL
);
INSERT INTO written_quote_questions_new (id, written_quote_id, text, asked_at)
  SELECT id, written_quote_id, text, asked_at FROM written_quote_questions;
DROP TABLE written_quote_questions;
ALTER TABLE written_quote_questions_new RENAME TO written_quote_questions;


-- jobs
CREATE TABLE jobs_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
, agreed_vat_pence INTEGER CHECK (agreed_vat_pence >= 0));
INSERT INTO jobs_new (id, quote_request_id, written_quote_id, title, agreed_pence, nonce, token_hash, started_at, started_by, start_on, finished_at, next_digest_at, agreed_vat_pence)
  SELECT id, quote_request_id, written_quote_id, title, agreed_pence, nonce, token_hash, started_at, started_by, start_on, finished_at, next_digest_at, agreed_vat_pence FROM jobs;
DROP TABLE jobs;
ALTER TABLE jobs_new RENAME TO jobs;


-- job_visits
CREATE TABLE job_visits_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO job_visits_new (id, job_id, starts_at, ends_at, who, what_for, sequence, set_at, set_by, cancelled_at)
  SELECT id, job_id, starts_at, ends_at, who, what_for, sequence, set_at, set_by, cancelled_at FROM job_visits;
DROP TABLE job_visits;
ALTER TABLE job_visits_new RENAME TO job_visits;
CREATE INDEX job_visits_of_job ON job_visits (job_id, starts_at);

-- job_updates
CREATE TABLE job_updates_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  posted_at TEXT NOT NULL,
  posted_by TEXT NOT NULL,
  -- Set when the daily email that lists it is queued.
  told_at TEXT
);
INSERT INTO job_updates_new (id, job_id, text, posted_at, posted_by, told_at)
  SELECT id, job_id, text, posted_at, posted_by, told_at FROM job_updates;
DROP TABLE job_updates;
ALTER TABLE job_updates_new RENAME TO job_updates;
CREATE INDEX job_updates_of_job ON job_updates (job_id, posted_at);

-- job_photos
CREATE TABLE job_photos_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO job_photos_new (id, job_update_id, position, file_name, thumb_file_name, width, height, thumb_width, thumb_height, bytes, original_name)
  SELECT id, job_update_id, position, file_name, thumb_file_name, width, height, thumb_width, thumb_height, bytes, original_name FROM job_photos;
DROP TABLE job_photos;
ALTER TABLE job_photos_new RENAME TO job_photos;


-- job_stages
CREATE TABLE job_stages_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO job_stages_new (id, job_id, position, label, pence, is_balance, due_on)
  SELECT id, job_id, position, label, pence, is_balance, due_on FROM job_stages;
DROP TABLE job_stages;
ALTER TABLE job_stages_new RENAME TO job_stages;


-- job_payments
CREATE TABLE job_payments_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO job_payments_new (id, job_id, job_stage_id, reference, pence, vat_pence, received_on, recorded_at, recorded_by, receipt)
  SELECT id, job_id, job_stage_id, reference, pence, vat_pence, received_on, recorded_at, recorded_by, receipt FROM job_payments;
DROP TABLE job_payments;
ALTER TABLE job_payments_new RENAME TO job_payments;
CREATE INDEX job_payments_of_job ON job_payments (job_id);

-- job_variations
CREATE TABLE job_variations_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO job_variations_new (id, job_id, title, details, pence, dates_effect, proposed_at, proposed_by, document, document_hash, withdrawn_at, answered_at, approved, answered_name, answered_ip_hash, answered_user_agent)
  SELECT id, job_id, title, details, pence, dates_effect, proposed_at, proposed_by, document, document_hash, withdrawn_at, answered_at, approved, answered_name, answered_ip_hash, answered_user_agent FROM job_variations;
DROP TABLE job_variations;
ALTER TABLE job_variations_new RENAME TO job_variations;
CREATE INDEX job_variations_of_job ON job_variations (job_id);

-- job_documents
CREATE TABLE job_documents_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO job_documents_new (id, job_id, kind, title, dated_on, file_name, content_type, bytes, original_name, added_at, added_by)
  SELECT id, job_id, kind, title, dated_on, file_name, content_type, bytes, original_name, added_at, added_by FROM job_documents;
DROP TABLE job_documents;
ALTER TABLE job_documents_new RENAME TO job_documents;
CREATE INDEX job_documents_of_job ON job_documents (job_id);

-- job_questions
CREATE TABLE job_questions_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  asked_at TEXT NOT NULL,
  answer TEXT CHECK (length(answer) <= 3000),
  answered_at TEXT,
  answered_by TEXT
);
INSERT INTO job_questions_new (id, job_id, text, asked_at, answer, answered_at, answered_by)
  SELECT id, job_id, text, asked_at, answer, answered_at, answered_by FROM job_questions;
DROP TABLE job_questions;
ALTER TABLE job_questions_new RENAME TO job_questions;
CREATE INDEX job_questions_of_job ON job_questions (job_id);


-- What was handed out before this migration and has gone since: the references of erased
-- leads (the audit log keeps them) and the jobs numbered on kept receipts.
INSERT INTO sqlite_sequence (name, seq)
  SELECT name, 0 FROM (SELECT 'quote_requests' AS name UNION ALL SELECT 'jobs')
  WHERE name NOT IN (SELECT name FROM sqlite_sequence);
UPDATE sqlite_sequence SET seq = max(seq, coalesce((
  SELECT max(CAST(substr(detail, 4) AS INTEGER)) FROM audit_log
  WHERE event = 'lead-deleted' AND detail GLOB 'MC-[0-9]*'), 0))
WHERE name = 'quote_requests';
UPDATE sqlite_sequence SET seq = max(seq, coalesce((
  SELECT max(CAST(substr(reference, 3) AS INTEGER)) FROM job_payments
  WHERE reference GLOB 'J-[0-9]*'), 0))
WHERE name = 'jobs';

-- Document numbers, one counter per series ('quote': Q-0001; invoices and credit notes to
-- come), taken in the transaction that issues the document: never reused, no gaps.
CREATE TABLE number_sequences (
  series TEXT PRIMARY KEY,
  last INTEGER NOT NULL CHECK (last >= 0)
);
INSERT INTO number_sequences (series, last) VALUES ('quote', max(
  coalesce((SELECT max(number) FROM written_quotes), 0),
  coalesce((SELECT max(CAST(substr(reference, 3) AS INTEGER)) FROM job_payments
    WHERE reference GLOB 'Q-[0-9]*'), 0)));
