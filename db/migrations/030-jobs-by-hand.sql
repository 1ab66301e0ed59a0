-- A job started by hand, from a won lead whose contract was made another way (issue 49): the
-- VAT its agreed price includes, for its receipts. A job from a quote reads it from the quote.
ALTER TABLE jobs ADD COLUMN agreed_vat_pence INTEGER CHECK (agreed_vat_pence >= 0);
