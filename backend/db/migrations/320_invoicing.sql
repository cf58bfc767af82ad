-- Invoicing (docs/invoicing.md): the sellers (the invoicing entity of each lot, its tax platform
-- account sealed at rest), electronic invoices (数电, blue and red) with one line per payment, and
-- the claim that keeps one payment on one invoice, paper or electronic.

CREATE TABLE invoice_sellers (
  id                          serial PRIMARY KEY,
  name                        text NOT NULL,
  -- The unified social credit code (lib/invoicing/uscc.ts).
  tax_id                      text NOT NULL,
  address_phone               text NOT NULL DEFAULT '',
  bank_account                text NOT NULL DEFAULT '',
  drawer                      text NOT NULL,
  -- The default line: 车辆停放服务 under 3040502020200000000 at the seller's rate (basis points).
  item_name                   text NOT NULL,
  tax_code                    text NOT NULL CHECK (tax_code ~ '^\d{19}$'),
  tax_rate                    integer NOT NULL CHECK (tax_rate BETWEEN 0 AND 10000),
  -- The tax platform (诺诺): its gateway, and the account sealed (backend/areas/invoicing/provider/credentials.ts).
  gateway_url                 text,
  provider_app_key_cipher     text,
  provider_app_secret_cipher  text,
  provider_token_cipher       text,
  app_key_mask                text,
  app_secret_mask             text,
  access_token_mask           text,
  status                      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark                      text,
  updated_at                  timestamptz
);

-- Each lot invoices under one seller.
CREATE TABLE invoice_seller_lots (
  lot_id     integer PRIMARY KEY REFERENCES parking_lots (id),
  seller_id  integer NOT NULL REFERENCES invoice_sellers (id) ON DELETE CASCADE
);
CREATE INDEX invoice_seller_lots_seller ON invoice_seller_lots (seller_id);

CREATE SEQUENCE invoice_no_seq;

CREATE TABLE invoices (
  id                   bigserial PRIMARY KEY,
  -- Ours, and the platform's order number (with '-<attempt>' after a person's retry of a failed one).
  invoice_no           text NOT NULL UNIQUE,
  attempt              smallint NOT NULL DEFAULT 1,
  kind                 text NOT NULL CHECK (kind IN ('blue', 'red')),
  -- A red invoice's blue.
  blue_id              bigint REFERENCES invoices (id),
  seller_id            integer NOT NULL REFERENCES invoice_sellers (id),
  lot_id               integer NOT NULL REFERENCES parking_lots (id),
  -- Whose payments: the plate they were paid for.
  plate                text NOT NULL,
  buyer_kind           text NOT NULL CHECK (buyer_kind IN ('person', 'company')),
  buyer_name           text NOT NULL,
  buyer_tax_id         text,
  buyer_address_phone  text,
  buyer_bank_account   text,
  buyer_email          text,
  -- Sums of the lines (fen; a red invoice's are negative).
  gross                bigint NOT NULL,
  net                  bigint NOT NULL,
  tax                  bigint NOT NULL,
  -- lib/invoicing/invoice-machine.ts INVOICE_STATE.
  state                smallint NOT NULL CHECK (state BETWEEN 0 AND 7),
  -- A red invoice's reason (lib/invoicing/red-reasons.ts) and its confirmation (red-confirmation-machine.ts).
  red_reason           text CHECK (red_reason IN ('wrongInvoice', 'salesReturn', 'serviceStopped', 'salesAllowance')),
  confirmation         smallint CHECK (confirmation BETWEEN 0 AND 10),
  confirmation_at      timestamptz,
  bill_id              text,
  -- The platform's answers.
  serial               text,
  number               text UNIQUE CHECK (number ~ '^\d{20}$'),
  issued_at            timestamptz,
  error                text,
  -- Who asked: a person on the console, the driver on his page, a refund.
  source               text NOT NULL CHECK (source IN ('console', 'driver', 'refund')),
  requested_by         text NOT NULL,
  requested_at         timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  CHECK ((kind = 'red') = (blue_id IS NOT NULL)),
  CHECK (kind = 'blue' OR red_reason IS NOT NULL),
  CHECK (buyer_kind = 'person' OR buyer_tax_id IS NOT NULL),
  CHECK (gross = net + tax)
);
CREATE INDEX invoices_requested ON invoices (requested_at DESC, id DESC);
CREATE INDEX invoices_lot_requested ON invoices (lot_id, requested_at DESC, id DESC);
CREATE INDEX invoices_blue ON invoices (blue_id) WHERE blue_id IS NOT NULL;
CREATE INDEX invoices_plate ON invoices (plate);
CREATE INDEX invoices_open_red ON invoices (state) WHERE kind = 'red' AND state IN (0, 1, 4);

-- One line per payment (a red's: per payment it reverses, negative).
CREATE TABLE invoice_lines (
  id          bigserial PRIMARY KEY,
  invoice_id  bigint NOT NULL REFERENCES invoices (id),
  line_no     smallint NOT NULL,
  payment_id  bigint NOT NULL REFERENCES payments (id),
  -- A red line made for a refund: that refund ('refund:<id>' or 'rentalRefund:<id>'), reversed once.
  refund_ref  text UNIQUE,
  item_name   text NOT NULL,
  tax_code    text NOT NULL,
  tax_rate    integer NOT NULL,
  gross       bigint NOT NULL,
  net         bigint NOT NULL,
  tax         bigint NOT NULL,
  UNIQUE (invoice_id, line_no),
  CHECK (gross = net + tax)
);
CREATE INDEX invoice_lines_payment ON invoice_lines (payment_id);

-- A payment is on one invoice at most, paper or electronic: the primary key refuses a second.
-- Freed when its invoice is cancelled or reversed in full to be issued again.
CREATE TABLE invoiced_payments (
  payment_id     bigint PRIMARY KEY REFERENCES payments (id),
  invoice_id     bigint REFERENCES invoices (id),
  paper_issue_id bigint,
  CHECK ((invoice_id IS NULL) <> (paper_issue_id IS NULL))
);
CREATE INDEX invoiced_payments_invoice ON invoiced_payments (invoice_id);
