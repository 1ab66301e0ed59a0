-- Browsers (phones, mostly) that asked to be told about new quote requests. One row per push
-- subscription; the endpoint is the push service's address for that browser.

CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  -- The browser's P-256 public key and auth secret (base64url), for encrypting each message.
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  -- "Safari on iPhone": shown so the owner can tell their devices apart.
  device TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_sent_at TEXT,
  -- Failed sends since the last one that got through (a 404 or 410 removes the row instead).
  failures INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
