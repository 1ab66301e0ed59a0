-- Invoices and credit notes (issue 58, decisions 052 and 054), kept by app/invoices/. A row is a
-- document as issued: its number taken in the write that issues it (number_sequences 'invoice'
-- and 'credit-note'), then never changed or deleted (the triggers below): a mistake or a refund
-- is a credit note naming its invoice. An erased lead's job goes, but its invoices stay, as
-- accounting records kept six years: job_id and job_stage_id become NULL and the row holds only
-- what the document shows (`document`, with the customer's name and address on it) and its sums.
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
  -- INV-0001, CN-0001: one series of each per firm.
  number INTEGER NOT NULL CHECK (number >= 1),
  -- A credit note's invoice.
  credits_id INTEGER REFERENCES invoices (id),
  job_id INTEGER REFERENCES jobs (id) ON DELETE SET NULL,
  -- The payment of the job it asks for (by hand: the balance); payments of it pay the invoice.
  job_stage_id INTEGER REFERENCES job_stages (id) ON DELETE SET NULL,
  made_for TEXT NOT NULL CHECK (made_for IN ('stage', 'final', 'by-hand', 'credit', 'cancelled')),
  -- The UK day of issue, which is its tax point, and the day payment is due (invoices only).
  issued_on TEXT NOT NULL,
  due_on TEXT,
  issued_at TEXT NOT NULL,
  issued_by TEXT NOT NULL,
  -- What of the job's price (VAT included, as the job counts it) it stands for.
  job_pence INTEGER NOT NULL CHECK (job_pence >= 0),
  net_pence INTEGER NOT NULL CHECK (net_pence > 0),
  vat_pence INTEGER NOT NULL CHECK (vat_pence >= 0),
  gross_pence INTEGER NOT NULL CHECK (gross_pence >= net_pence),
  -- What the customer is asked to pay: the total less any CIS deduction.
  due_pence INTEGER NOT NULL CHECK (due_pence >= 0),
  reverse_charge INTEGER NOT NULL CHECK (reverse_charge IN (0, 1)),
  -- How it was charged and its totals in full (InvoiceTerms, InvoiceTotals), for the books.
  terms TEXT NOT NULL,
  totals TEXT NOT NULL,
  -- What it shows (InvoiceDocument): its page and its PDF are made from this.
  document TEXT NOT NULL,
  UNIQUE (kind, number),
  CHECK ((kind = 'credit-note') = (credits_id IS NOT NULL))
);
CREATE INDEX invoices_of_job ON invoices (job_id);
CREATE INDEX invoices_credits ON invoices (credits_id);

CREATE TABLE invoice_lines (
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  position INTEGER NOT NULL CHECK (position >= 1),
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 300),
  quantity_hundredths INTEGER NOT NULL CHECK (quantity_hundredths >= 0),
  unit_price_pence INTEGER NOT NULL CHECK (unit_price_pence >= 0),
  vat_rate TEXT NOT NULL CHECK (vat_rate IN ('20', '5', '0', 'none')),
  kind TEXT NOT NULL CHECK (kind IN ('labour', 'materials', 'other')),
  amount_pence INTEGER NOT NULL CHECK (amount_pence >= 0),
  PRIMARY KEY (invoice_id, position)
);

-- Issued is final: nothing changes but the links to an erased lead's job, which only go.
CREATE TRIGGER invoices_never_changed
BEFORE UPDATE OF id, kind, number, credits_id, made_for, issued_on, due_on, issued_at, issued_by,
  job_pence, net_pence, vat_pence, gross_pence, due_pence, reverse_charge, terms, totals, document
ON invoices
BEGIN
  SELECT RAISE(ABORT, 'An issued invoice is never changed: make a credit note.');
END;
CREATE TRIGGER invoices_links_only_go
BEFORE UPDATE OF job_id, job_stage_id ON invoices
WHEN (NEW.job_id IS NOT NULL AND NEW.job_id IS NOT OLD.job_id)
  OR (NEW.job_stage_id IS NOT NULL AND NEW.job_stage_id IS NOT OLD.job_stage_id)
BEGIN
  SELECT RAISE(ABORT, 'An issued invoice is never moved to another job.');
END;
CREATE TRIGGER invoices_never_deleted BEFORE DELETE ON invoices
BEGIN
  SELECT RAISE(ABORT, 'An issued invoice is never deleted: make a credit note.');
END;
CREATE TRIGGER invoice_lines_never_changed BEFORE UPDATE ON invoice_lines
BEGIN
  SELECT RAISE(ABORT, 'An issued invoice is never changed: make a credit note.');
END;
CREATE TRIGGER invoice_lines_never_deleted BEFORE DELETE ON invoice_lines
BEGIN
  SELECT RAISE(ABORT, 'An issued invoice is never deleted: make a credit note.');
END;

-- Whom a job's invoices are to, when not as the contract says, and the answers the construction
-- rules ask of a business customer (decision 052): kept with the job, gone with its lead (each
-- invoice keeps what it showed).
CREATE TABLE invoice_customers (
  job_id INTEGER PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  address TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 300),
  -- Empty when the customer is not VAT registered.
  vat_number TEXT NOT NULL DEFAULT '',
  -- A business: a contractor, a landlord's company; never a homeowner buying for themselves.
  is_business INTEGER NOT NULL CHECK (is_business IN (0, 1)),
  -- They report their payments for this work under CIS (they are a contractor).
  under_cis INTEGER NOT NULL CHECK (under_cis IN (0, 1)),
  -- They told us in writing they are an end user or an intermediary supplier.
  end_user_in_writing INTEGER NOT NULL CHECK (end_user_in_writing IN (0, 1)),
  -- The CIS deduction they take from us as their subcontractor (20, 30 or 0), or none.
  cis_rate INTEGER CHECK (cis_rate IN (20, 30, 0)),
  set_at TEXT NOT NULL,
  set_by TEXT NOT NULL
);
