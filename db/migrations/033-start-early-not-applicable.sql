-- Issue 56: a contract with no right to cancel (a business customer, a new building) was
-- stored as "start within the 14 days: No". Nothing was asked: NULL is "not applicable", as
-- acceptance now stores it. The quote's frozen document says whether the right applied.
UPDATE written_quotes SET start_early = NULL
WHERE accepted_at IS NOT NULL AND json_extract(document, '$.cancellation.applies') = 0;
