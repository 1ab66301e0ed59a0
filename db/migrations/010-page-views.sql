-- Page views and visits as the server counts them (issue 27, decision 032): per UK day, page,
-- where the visit came from and phone or computer. Nothing identifies a person: no address,
-- no user agent, no identifier, nothing stored on the visitor's device.
-- A view inside a visit (moving from page to page) has source, medium and campaign "".
CREATE TABLE page_views (
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  page TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('phone', 'computer')),
  views INTEGER NOT NULL CHECK (views >= 0),
  visits INTEGER NOT NULL CHECK (visits >= 0),
  PRIMARY KEY (day, page, source, medium, campaign, device)
) WITHOUT ROWID;

-- Days older than 13 months, folded into their month's totals (`month` is YYYY-MM).
CREATE TABLE page_views_monthly (
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
  page TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  device TEXT NOT NULL,
  views INTEGER NOT NULL,
  visits INTEGER NOT NULL,
  PRIMARY KEY (month, page, source, medium, campaign, device)
) WITHOUT ROWID;
