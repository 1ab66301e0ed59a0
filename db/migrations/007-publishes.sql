-- The owner's publishes: one row per request to put the drafts (or an earlier version) live.
-- status: queued, building, switching, live, failed. A publish that is live is a version the
-- owner can restore; `version` is its git commit, or the snapshot folder's name without git.
CREATE TABLE publishes (
  id INTEGER PRIMARY KEY,
  requested_by TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  summary TEXT NOT NULL,
  restore_of INTEGER REFERENCES publishes (id),
  status TEXT NOT NULL CHECK (status IN ('queued', 'building', 'switching', 'live', 'failed')),
  message TEXT,
  started_at TEXT,
  finished_at TEXT,
  release_dir TEXT,
  version TEXT
);
CREATE INDEX publishes_by_status ON publishes (status);
