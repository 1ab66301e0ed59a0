-- Counting that cannot grow without bound (issue 50, decision 042): every campaign tag, printed
-- code and referring site that has been given rows of its own in page_views, with the UK day
-- it first was. A tag first seen on an earlier day is the owner's; a new one takes from the
-- day's share, and past it is counted under the page's "other" row.
CREATE TABLE visit_tags (
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  first_day TEXT NOT NULL CHECK (first_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  PRIMARY KEY (source, medium, campaign)
) WITHOUT ROWID;

-- What was counted before: each source's first day (a folded month's first day).
INSERT INTO visit_tags (source, medium, campaign, first_day)
SELECT source, medium, campaign, MIN(day) FROM (
  SELECT source, medium, campaign, day FROM page_views
  UNION ALL
  SELECT source, medium, campaign, month || '-01' FROM page_views_monthly
) WHERE medium <> '' GROUP BY source, medium, campaign;
