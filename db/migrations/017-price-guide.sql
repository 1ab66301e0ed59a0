-- A quote request sent from the price guide (issue 37): the guide's answer the visitor saw, as
-- the server read it back from the guide's own reference ("Loft conversion: rear dormer, with a
-- shower room: £55,000 to £77,000, including VAT"), and the priced job's slug, whose won jobs
-- make its track record. Both NULL for a request that did not come from the guide.
ALTER TABLE quote_requests ADD COLUMN price_guide TEXT;
ALTER TABLE quote_requests ADD COLUMN price_guide_job TEXT;
