-- Won work has a value (issue 27, "Where the work comes from"): marking a lead won asks,
-- optionally, for the job's value, so the value of won work can be summed per source.

-- Whole pence, never a float: £12,500.50 is 1250050. NULL: not given. The value stays when the
-- status moves away from 'won' (the owner may come back to it), so it counts as won work only
-- while status = 'won'.
-- At most £10,000,000 (1,000,000,000 pence): a builder's biggest single job is well under it,
-- while an extra zero or two typed by mistake (or pence typed as pounds) on a big job goes over
-- it; £1m would refuse a genuine large commercial job. typeof() refuses a REAL such as 12.5,
-- which an INTEGER column would otherwise keep as it is.
ALTER TABLE quote_requests ADD COLUMN won_value_pence INTEGER
  CHECK (won_value_pence IS NULL OR (typeof(won_value_pence) = 'integer'
    AND won_value_pence BETWEEN 0 AND 1000000000));

-- Each time the value is set, changed or removed, who did it and when, as lead_status_changes
-- keeps each status change; the lead's History shows both. NULL: the value was removed.
CREATE TABLE lead_value_changes (
  id INTEGER PRIMARY KEY,
  quote_request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  won_value_pence INTEGER
    CHECK (won_value_pence IS NULL OR (typeof(won_value_pence) = 'integer'
      AND won_value_pence BETWEEN 0 AND 1000000000)),
  at TEXT NOT NULL,
  -- SET NULL plus a copy of the address: removing a user keeps who did what.
  by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  by_email TEXT
);

CREATE INDEX lead_value_changes_lead ON lead_value_changes (quote_request_id, at);
