-- The certificates behind the credentials (issue 39): a photo or a PDF the owner uploads for
-- their own records, never public. `what` is the credential as the owner's editor names it
-- (a scheme's name, or "The insurance"); the file lives in DATA_DIR/certificates under `file`.
CREATE TABLE credential_certificates (
  id INTEGER PRIMARY KEY,
  what TEXT NOT NULL,
  file TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('application/pdf', 'image/jpeg')),
  original_name TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT NOT NULL
);
CREATE INDEX credential_certificates_what ON credential_certificates (what, uploaded_at);
