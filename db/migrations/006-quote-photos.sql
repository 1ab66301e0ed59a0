-- Photos sent with a quote request. The files live in DATA_DIR/photos under random names, each
-- re-encoded with all metadata removed; a row is written in the same transaction as its request,
-- after its files are in place, so a stored request always has its photos.

CREATE TABLE quote_photos (
  id INTEGER PRIMARY KEY,
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
