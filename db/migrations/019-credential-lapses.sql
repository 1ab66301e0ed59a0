-- Credentials that run out (issue 39): on the day an accreditation or the insurance runs out,
-- the site renders its pages again by itself, without it. One row per moment to do so (UK
-- midnight of the day it runs out), done once; a renewal is a new date, so a new row.
CREATE TABLE credential_lapses (
  due_at TEXT PRIMARY KEY,
  -- What runs out then, in the owner's words ("Approved Quality Scheme Member").
  what TEXT NOT NULL,
  done_at TEXT
);
