-- Accounts for the owner's area: who may sign in, their sessions, set-up links, passkeys,
-- failed sign-ins (for throttling) and an audit log. Times are ISO 8601 UTC text, so they
-- compare correctly as strings.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  -- Stored trimmed and lower-case, so one address is one account however it is typed.
  email TEXT NOT NULL UNIQUE CHECK (email = lower(trim(email)) AND email <> ''),
  role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
  -- `scrypt$N$r$p$salt$hash`; NULL until the person has used their set-up link, and again
  -- after a reset, so an old password stops working at once.
  password_hash TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  -- SHA-256 of the id in the cookie, never the id: a copy of the database (a backup, say)
  -- cannot be turned into a signed-in browser.
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  -- The absolute limit, fixed at sign-in; the idle limit is counted from last_used_at.
  expires_at TEXT NOT NULL,
  -- Shown as the "device" in the list of active sessions.
  user_agent TEXT,
  -- Keyed hash of the address at sign-in, never the address itself.
  ip_hash TEXT
);

CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE one_time_tokens (
  -- SHA-256 of the token in the link; the token itself is only ever printed once.
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'set-up' today; free text so a later purpose needs no table rebuild.
  purpose TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

-- What SimpleWebAuthn needs to verify a passkey sign-in, plus what the owner sees in a list.
CREATE TABLE passkeys (
  -- The credential id as base64url, as the browser reports it.
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The random user handle given to the authenticator at registration (base64url), so the
  -- email address is never stored on the device.
  webauthn_user_id TEXT NOT NULL,
  -- COSE public key, as SimpleWebAuthn returns it.
  public_key BLOB NOT NULL,
  -- Signature counter: a value that goes backwards suggests a cloned authenticator.
  counter INTEGER NOT NULL DEFAULT 0,
  device_type TEXT NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up INTEGER NOT NULL CHECK (backed_up IN (0, 1)),
  -- Comma-separated (e.g. 'internal,hybrid'), handed back to the browser at sign-in.
  transports TEXT,
  aaguid TEXT,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);

CREATE INDEX passkeys_user ON passkeys (user_id);

-- Failed password sign-ins in the throttling window, kept in the database so that
-- restarting the server does not give an attacker a fresh allowance.
CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY,
  -- 'account': the email as typed (normalised), whether or not the account exists, so the
  -- throttle itself does not reveal which accounts exist. 'address': keyed hash of the address.
  scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
  key TEXT NOT NULL,
  at TEXT NOT NULL
);

CREATE INDEX sign_in_failures_key ON sign_in_failures (scope, key, at);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  -- SET NULL, not CASCADE: removing a user must not erase the record of what they did.
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- As typed on a failed sign-in (there may be no such user), else the user's address.
  email TEXT,
  event TEXT NOT NULL,
  ip_hash TEXT,
  detail TEXT
);

CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_user ON audit_log (user_id, event, at);
