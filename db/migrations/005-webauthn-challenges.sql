-- WebAuthn challenges handed out and not yet answered: one row per "add a passkey" or "sign in
-- with a passkey" under way. A row is deleted when it is used (each challenge works once) and
-- is worthless after expires_at (five minutes); stale rows are cleared as new ones are made.

CREATE TABLE webauthn_challenges (
  -- SHA-256 of the random id in the browser's short-lived cookie, never the id itself.
  id_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  -- base64url, exactly as sent in the options; the browser signs it back.
  challenge TEXT NOT NULL,
  -- Registration only: who is adding a passkey, and the user handle offered to their
  -- authenticator (base64url), stored with the passkey when it is saved.
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  webauthn_user_id TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  CHECK ((purpose = 'register') = (user_id IS NOT NULL AND webauthn_user_id IS NOT NULL))
);

CREATE INDEX webauthn_challenges_expires ON webauthn_challenges (expires_at);
