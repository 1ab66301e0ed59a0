-- foreign keys off while this runs
-- Every private link in one table (issue 57): the survey visit's, each quote version's, the
-- job's, the review's (to write it, and to take it down) and the owner's calendar of visits.
-- Each was kept in its own table's columns and looked up its own way. The links are the same:
-- a nonce, and the hash of the token derived from it with the site's secret and the purpose, so
-- every link sent before this migration still opens what it opened. A link goes with its lead;
-- a review's removal link, kept when the lead is erased (the review stays), has none.
CREATE TABLE private_links (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  purpose TEXT NOT NULL CHECK (length(purpose) BETWEEN 1 AND 40),
  -- What it opens, by the purpose: the lead, the quote version, the job, the review request;
  -- 0 for the one calendar of visits.
  opens INTEGER NOT NULL,
  quote_request_id INTEGER REFERENCES quote_requests (id) ON DELETE CASCADE,
  nonce TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  made_at TEXT NOT NULL,
  UNIQUE (purpose, opens)
);
CREATE INDEX private_links_of_lead ON private_links (quote_request_id);

INSERT INTO private_links (purpose, opens, quote_request_id, nonce, token_hash, made_at)
  SELECT 'survey-visit', quote_request_id, quote_request_id, nonce, token_hash, made_at
  FROM visit_links;
INSERT INTO private_links (purpose, opens, quote_request_id, nonce, token_hash, made_at)
  SELECT 'written-quote', id, quote_request_id, nonce, token_hash, coalesce(sent_at, written_at)
  FROM written_quotes WHERE nonce IS NOT NULL;
INSERT INTO private_links (purpose, opens, quote_request_id, nonce, token_hash, made_at)
  SELECT 'job', id, quote_request_id, nonce, token_hash, started_at FROM jobs;
-- A review's link to write it ended with its lead.
INSERT INTO private_links (purpose, opens, quote_request_id, nonce, token_hash, made_at)
  SELECT 'review-write', id, quote_request_id, nonce, token_hash, asked_at
  FROM review_requests WHERE quote_request_id IS NOT NULL;
INSERT INTO private_links (purpose, opens, quote_request_id, nonce, token_hash, made_at)
  SELECT 'review-remove', id, NULL, nonce, removal_token_hash, coalesce(used_at, asked_at)
  FROM review_requests WHERE removal_token_hash IS NOT NULL;
INSERT INTO private_links (purpose, opens, quote_request_id, nonce, token_hash, made_at)
  SELECT 'booked-visits-feed', 0, NULL, nonce.value, hash.value, strftime('%Y-%m-%dT%H:%M:%fZ')
  FROM owner_settings nonce JOIN owner_settings hash ON hash.name = 'booked-visits-feed-hash'
  WHERE nonce.name = 'booked-visits-feed-nonce';
DELETE FROM owner_settings WHERE name IN ('booked-visits-feed-nonce', 'booked-visits-feed-hash');

-- The tables without the columns that moved.
CREATE TABLE jobs_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id INTEGER NOT NULL UNIQUE REFERENCES quote_requests (id) ON DELETE CASCADE,
  written_quote_id INTEGER REFERENCES written_quotes (id) ON DELETE SET NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- The price agreed (VAT included), before any change to the work.
  agreed_pence INTEGER NOT NULL CHECK (agreed_pence >= 0),
  -- For a job started by hand: the VAT its agreed price includes, for its receipts.
  agreed_vat_pence INTEGER CHECK (agreed_vat_pence >= 0),
  started_at TEXT NOT NULL,
  started_by TEXT NOT NULL,
  -- The UK day work starts on site, once the owner sets it; each change counted.
  start_on TEXT,
  start_day_changes INTEGER NOT NULL DEFAULT 0,
  finished_at TEXT,
  -- The daily email of progress: not before this instant (one a day at most).
  next_digest_at TEXT
);
INSERT INTO jobs_new (id, quote_request_id, written_quote_id, title, agreed_pence,
    agreed_vat_pence, started_at, started_by, start_on, start_day_changes, finished_at,
    next_digest_at)
  SELECT id, quote_request_id, written_quote_id, title, agreed_pence, agreed_vat_pence, started_at,
    started_by, start_on, start_day_changes, finished_at, next_digest_at
  FROM jobs;
-- The counter of ids is the old table's: ids of rows erased before stay given.
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'jobs_new', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'jobs_new');
UPDATE sqlite_sequence SET seq = max(seq, coalesce(
  (SELECT seq FROM sqlite_sequence WHERE name = 'jobs'), 0)) WHERE name = 'jobs_new';
DROP TABLE jobs;
ALTER TABLE jobs_new RENAME TO jobs;

-- A quote accepted before jobs existed (migration 028) got its job at the server's next start,
-- with a deposit recorded on the quote as its first payment. One whose server never started
-- since gets it here, as the start made it: its payments from the quote as sent, the deposit due
-- a week after acceptance; its link is made when first asked for. The deposit columns then go.
INSERT INTO jobs (quote_request_id, written_quote_id, title, agreed_pence, started_at, started_by)
  SELECT q.quote_request_id, q.id, coalesce(json_extract(q.content, '$.title'), 'The work quoted'), q.gross_pence,
    q.accepted_at, 'the customer, online'
  FROM written_quotes q
  WHERE q.accepted_at IS NOT NULL AND q.cancelled_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.quote_request_id = q.quote_request_id);
INSERT INTO job_stages (job_id, position, label, pence, is_balance, due_on)
  SELECT j.id, payment.key + 1,
    CASE json_extract(payment.value, '$.label')
      WHEN 'Deposit, when you accept' THEN 'Deposit'
      WHEN 'The balance, when the work is finished' THEN 'Balance on completion'
      ELSE json_extract(payment.value, '$.label') END,
    CAST(round(100 * CAST(replace(replace(json_extract(payment.value, '$.amount'), '£', ''), ',', '')
      AS REAL)) AS INTEGER),
    payment.key = json_array_length(q.document, '$.payments') - 1,
    CASE WHEN json_extract(payment.value, '$.label') = 'Deposit, when you accept'
      THEN date(q.accepted_at, '+7 days') END
  FROM jobs j JOIN written_quotes q ON q.id = j.written_quote_id,
    json_each(q.document, '$.payments') payment
  WHERE NOT EXISTS (SELECT 1 FROM job_stages s WHERE s.job_id = j.id);
INSERT INTO job_payments (job_id, job_stage_id, reference, pence, vat_pence, received_on,
    recorded_at, recorded_by, receipt)
  SELECT j.id, s.id, printf('Q-%04d-D', q.number), q.deposit_pence, 0, q.deposit_received_on,
    strftime('%Y-%m-%dT%H:%M:%fZ'), coalesce(q.deposit_recorded_by, ''),
    'Recorded on the quote before jobs; its receipt was emailed then.'
  FROM written_quotes q JOIN jobs j ON j.written_quote_id = q.id
    JOIN job_stages s ON s.job_id = j.id AND s.position = 1
  WHERE q.deposit_pence > 0 AND q.deposit_received_on IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM job_payments p WHERE p.job_id = j.id);

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
  -- Sending freezes the version: what the customer is shown and its hash (its link: private_links).
  sent_at TEXT,
  document TEXT,
  document_hash TEXT,
  valid_until TEXT,
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
  -- Set in the transaction that queues the expiry emails, so they go once.
  expiry_told_at TEXT,
  UNIQUE (number, version)
);
INSERT INTO written_quotes_new (id, quote_request_id, number, version, content, net_pence,
    gross_pence, written_at, written_by, sent_at, document, document_hash, valid_until, opened_at,
    replaced_at, accepted_at, accepted_name, accepted_hash, accepted_ip_hash, accepted_user_agent,
    start_early, cancelled_at, expiry_told_at)
  SELECT id, quote_request_id, number, version, content, net_pence, gross_pence, written_at,
    written_by, sent_at, document, document_hash, valid_until, opened_at, replaced_at, accepted_at,
    accepted_name, accepted_hash, accepted_ip_hash, accepted_user_agent, start_early, cancelled_at,
    expiry_told_at
  FROM written_quotes;
-- The counter of ids is the old table's: ids of rows erased before stay given.
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'written_quotes_new', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'written_quotes_new');
UPDATE sqlite_sequence SET seq = max(seq, coalesce(
  (SELECT seq FROM sqlite_sequence WHERE name = 'written_quotes'), 0)) WHERE name = 'written_quotes_new';
DROP TABLE written_quotes;
ALTER TABLE written_quotes_new RENAME TO written_quotes;
CREATE INDEX written_quotes_of_lead ON written_quotes (quote_request_id);
CREATE UNIQUE INDEX written_quotes_one_draft ON written_quotes (quote_request_id)
  WHERE sent_at IS NULL;

CREATE TABLE review_requests_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- SET NULL: deleting the lead (or retention) keeps a written review (its link goes).
  quote_request_id INTEGER UNIQUE REFERENCES quote_requests (id) ON DELETE SET NULL,
  -- The job as the site shows it: a service of the site, the project if it is on the site, the town.
  service_slug TEXT NOT NULL,
  job TEXT NOT NULL,
  project_slug TEXT,
  town TEXT NOT NULL,
  asked_at TEXT NOT NULL,
  asked_by TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  reminded_at TEXT,
  used_at TEXT,
  -- When the customer took it down with the removal link of their thank-you email.
  removed_at TEXT
);
INSERT INTO review_requests_new (id, quote_request_id, service_slug, job, project_slug, town,
    asked_at, asked_by, expires_at, reminded_at, used_at, removed_at)
  SELECT id, quote_request_id, service_slug, job, project_slug, town, asked_at, asked_by,
    expires_at, reminded_at, used_at, removed_at
  FROM review_requests;
DROP TABLE review_requests;
ALTER TABLE review_requests_new RENAME TO review_requests;

DROP TABLE visit_links;
