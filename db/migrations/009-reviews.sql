-- Reviews from customers (issue 26): the owner asks from a lead, the customer writes one on the
-- site through a personal link. A review the owner types in stays in content/testimonials.yaml.

-- One request per lead. The link's token is never stored: it is derived from `nonce` with the
-- site's secret (app/reviews/review-links.server.ts), and found again by its hash.
CREATE TABLE review_requests (
  id INTEGER PRIMARY KEY,
  -- SET NULL: deleting the lead (or retention) ends the link and keeps a written review.
  quote_request_id INTEGER UNIQUE REFERENCES quote_requests (id) ON DELETE SET NULL,
  nonce TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL UNIQUE,
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
  -- Hash of the customer's removal link (in the thank-you email), and when they used it.
  removal_token_hash TEXT UNIQUE,
  removed_at TEXT
);

-- Customers' words, stored as written; the owner can reply or withhold, never edit.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  review_request_id INTEGER NOT NULL UNIQUE REFERENCES review_requests (id),
  received_at TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL,
  -- As the customer chose: first name and initial, or full name.
  shown_name TEXT NOT NULL,
  town TEXT NOT NULL,
  withheld_reason TEXT CHECK (withheld_reason IS NULL OR
    withheld_reason IN ('abusive', 'personal-data', 'not-about-us', 'spam')),
  withheld_at TEXT,
  withheld_by TEXT,
  reply TEXT,
  replied_at TEXT,
  replied_by TEXT,
  -- When the owner first saw it in the owner area: until then it counts as new.
  seen_at TEXT
);
CREATE INDEX reviews_received ON reviews (received_at);

CREATE TABLE review_photos (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
  file_name TEXT NOT NULL UNIQUE CHECK (file_name GLOB '[0-9a-f]*.jpg'),
  thumb_file_name TEXT NOT NULL UNIQUE CHECK (thumb_file_name GLOB '[0-9a-f]*.jpg'),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  thumb_width INTEGER NOT NULL CHECK (thumb_width > 0),
  thumb_height INTEGER NOT NULL CHECK (thumb_height > 0),
  UNIQUE (review_id, position)
);

-- The owner's choices that are not content: "publish reviews as they arrive".
CREATE TABLE owner_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- The outbox takes the review emails too: the request, its one reminder, and the thank-you.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id),
  kind TEXT NOT NULL CHECK (kind IN ('owner-notification', 'customer-acknowledgement',
    'review-request', 'review-reminder', 'review-thanks')),
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
