-- The owner's busy times (issue 47, decision 047), kept by app/calendars/: the owner's own
-- calendar feed, read every few minutes, and the busy blocks the owner adds by hand.
-- The feed: one at most. Its address is a secret (whoever has it reads the owner's calendar),
-- shown to owners only. `read_at` is the last good read; `failing_since` and `failure` say
-- what went wrong since then, for the owner's page ("could not be read since ...").
CREATE TABLE calendar_feed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  address TEXT NOT NULL CHECK (length(address) BETWEEN 9 AND 2000),
  added_at TEXT NOT NULL,
  tried_at TEXT,
  read_at TEXT,
  failing_since TEXT,
  failure TEXT
);
-- The feed's busy blocks from its last good read, replaced whole by the next good one.
CREATE TABLE calendar_feed_busy (
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at)
);
CREATE INDEX calendar_feed_busy_by_end ON calendar_feed_busy (ends_at);
-- Busy blocks the owner adds on the phone ("dentist", "at the merchant's").
CREATE TABLE owner_busy_times (
  id INTEGER PRIMARY KEY,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  added_at TEXT NOT NULL
);
CREATE INDEX owner_busy_times_by_end ON owner_busy_times (ends_at);
