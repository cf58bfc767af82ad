-- Paper fixed-amount invoices (通用定额发票; docs/invoicing.md, "Paper invoices"): the books received
-- from the tax office and who holds them, the issues (sheets handed out against payments, in number
-- order), and the payments each issue covers. A payment is claimed in invoiced_payments
-- (320_invoicing.sql) by its issue while it stands, so it is on one invoice at most, paper or
-- electronic; a void issue frees its payments and keeps its sheets used.

-- A book (a roll) of sheets of one face value: numbers first_number .. first_number + count - 1 of
-- its code, handed out in order (the next is first_number + used). Held by a console user (a
-- cashier), a POS collector or a booth (holder_kind names which).
CREATE TABLE paper_invoice_books (
  id            serial PRIMARY KEY,
  lot_id        integer NOT NULL REFERENCES parking_lots (id),
  invoice_code  text NOT NULL CHECK (invoice_code ~ '^\d{12}$'),
  first_number  text NOT NULL CHECK (first_number ~ '^\d{8}$'),
  count         integer NOT NULL CHECK (count > 0),
  face_value    bigint NOT NULL CHECK (face_value > 0),
  used          integer NOT NULL DEFAULT 0 CHECK (used BETWEEN 0 AND count),
  holder_kind   text NOT NULL CHECK (holder_kind IN ('user', 'posUser', 'booth')),
  collector_id  integer REFERENCES users (id),
  pos_user_id   integer REFERENCES pos_users (id),
  booth         text,
  received_on   date NOT NULL,
  remark        text,
  updated_at    timestamptz NOT NULL,
  CHECK (first_number::integer + count - 1 <= 99999999),
  CHECK (num_nonnulls(collector_id, pos_user_id, booth) = 1),
  CHECK (holder_kind <> 'user' OR collector_id IS NOT NULL),
  CHECK (holder_kind <> 'posUser' OR pos_user_id IS NOT NULL),
  CHECK (holder_kind <> 'booth' OR booth IS NOT NULL),
  -- The numbers of two books of one code never overlap: code and number as one figure, a range per book.
  EXCLUDE USING gist ((numrange(invoice_code::numeric * 100000000 + first_number::numeric,
                                invoice_code::numeric * 100000000 + first_number::numeric + count)) WITH &&)
);
CREATE INDEX paper_invoice_books_lot ON paper_invoice_books (lot_id, received_on DESC, id DESC);

-- Sheets handed out from one book against payments of one payer: numbers first .. last, their face
-- total never beyond what the payments paid. state: issued | void (wrong sheets: the payments are
-- freed, the numbers stay used and are reported void). collector: the book's holder then.
CREATE TABLE paper_invoice_issues (
  id            bigserial PRIMARY KEY,
  book_id       integer NOT NULL REFERENCES paper_invoice_books (id),
  lot_id        integer NOT NULL REFERENCES parking_lots (id),
  collector     text NOT NULL,
  plate         text NOT NULL,
  paid          bigint NOT NULL CHECK (paid > 0),
  invoice_code  text NOT NULL CHECK (invoice_code ~ '^\d{12}$'),
  first_number  text NOT NULL CHECK (first_number ~ '^\d{8}$'),
  last_number   text NOT NULL CHECK (last_number ~ '^\d{8}$'),
  sheets        integer NOT NULL CHECK (sheets > 0),
  face_value    bigint NOT NULL CHECK (face_value > 0),
  face_total    bigint NOT NULL,
  state         text NOT NULL CHECK (state IN ('issued', 'void')),
  issued_at     timestamptz NOT NULL,
  operator      text NOT NULL,
  voided_at     timestamptz,
  voided_by     text,
  void_reason   text,
  CHECK (face_total = sheets * face_value AND face_total <= paid),
  CHECK (last_number::integer = first_number::integer + sheets - 1),
  CHECK ((state = 'void') = (voided_at IS NOT NULL))
);
CREATE INDEX paper_invoice_issues_issued ON paper_invoice_issues (issued_at DESC, id DESC);
CREATE INDEX paper_invoice_issues_lot_issued ON paper_invoice_issues (lot_id, issued_at DESC, id DESC);
CREATE INDEX paper_invoice_issues_book ON paper_invoice_issues (book_id);

-- The payments an issue covers, kept after a void (the claim in invoiced_payments is not).
CREATE TABLE paper_invoice_issue_payments (
  issue_id    bigint NOT NULL REFERENCES paper_invoice_issues (id),
  payment_id  bigint NOT NULL REFERENCES payments (id),
  PRIMARY KEY (issue_id, payment_id)
);
CREATE INDEX paper_invoice_issue_payments_payment ON paper_invoice_issue_payments (payment_id);

ALTER TABLE invoiced_payments ADD CONSTRAINT invoiced_payments_paper_issue
  FOREIGN KEY (paper_issue_id) REFERENCES paper_invoice_issues (id);
CREATE INDEX invoiced_payments_paper_issue ON invoiced_payments (paper_issue_id) WHERE paper_issue_id IS NOT NULL;

-- /PaperInvoiceInvoicingSummary: per day (Beijing time, of the issue), lot, collector and face
-- value, the sheets issued and their face total (issues standing), and the sheets void. Its id is
-- the group's first issue (an issue is in one group).
CREATE VIEW paper_invoice_daily AS
  SELECT min(i.id) AS id,
         (timezone('UTC', i.issued_at) + interval '8 hours')::date AS day,
         i.lot_id, i.collector, i.face_value,
         coalesce(sum(i.sheets) FILTER (WHERE i.state = 'issued'), 0)::int AS sheets_issued,
         coalesce(sum(i.face_total) FILTER (WHERE i.state = 'issued'), 0)::bigint AS face_total,
         coalesce(sum(i.sheets) FILTER (WHERE i.state = 'void'), 0)::int AS sheets_void
    FROM paper_invoice_issues i
   GROUP BY 2, i.lot_id, i.collector, i.face_value;
