-- Merchant packages (docs/rentals.md, "Merchant packages"): a lot's monthly packages offered to its
-- merchants (a company, a mall, a hospital) as base packages at the merchant's price a month, and
-- the merchants' applications for cards for their staff, checked by a second person. Approved, an
-- application's cards are made as confirmed cards bearing the merchant, their rental orders paid
-- from the merchant's account (channel 'merchant', no payment: the money came in at the merchant's
-- top-up and was counted then), the account charged by one ledger row of cause 'package'.

-- /MerchantBasePackage: reviewed by the package review machine (lib/parking/package-machine.ts).
CREATE TABLE merchant_base_packages (
  id              serial PRIMARY KEY,
  lot_id          integer NOT NULL REFERENCES parking_lots (id),
  package_id      integer NOT NULL REFERENCES month_packages (id),
  -- Fen a month and card, never above the package's own price a month.
  merchant_price  bigint NOT NULL CHECK (merchant_price > 0),
  -- The most cards of it one merchant may hold.
  max_cards       integer NOT NULL CHECK (max_cards BETWEEN 1 AND 500),
  sale_from       date,
  sale_to         date,
  state           smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2, 3, 4)),
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL,
  reviewed_by     text,
  reviewed_at     timestamptz,
  remark          text NOT NULL DEFAULT '',
  updated_at      timestamptz,
  CHECK (sale_from IS NULL OR sale_to IS NULL OR sale_from <= sale_to)
);
-- A package is offered by one base package at a time (a discontinued or expired one leaves room).
CREATE UNIQUE INDEX merchant_base_packages_package ON merchant_base_packages (package_id) WHERE state NOT IN (3, 4);
CREATE INDEX merchant_base_packages_lot ON merchant_base_packages (lot_id, created_at DESC, id DESC);

-- /MerchantPackage: lib/areas/merchants/application-machine.ts (0 pending, 1 approved, 2 rejected).
CREATE TABLE merchant_package_applications (
  id               serial PRIMARY KEY,
  application_no   text GENERATED ALWAYS AS ('MP' || lpad(id::text, 8, '0')) STORED,
  lot_id           integer NOT NULL REFERENCES parking_lots (id),
  merchant_id      integer NOT NULL REFERENCES merchants (id),
  base_package_id  integer NOT NULL REFERENCES merchant_base_packages (id),
  -- The cards as typed, one line each (holder, phone, plates); merchant_package_cards holds them read.
  holders          text NOT NULL,
  cards            integer NOT NULL CHECK (cards > 0),
  months           integer NOT NULL CHECK (months BETWEEN 1 AND 120),
  start_date       date NOT NULL,
  -- The merchant's price a month and what the cards cost at it: as applied, then as charged.
  price            bigint NOT NULL CHECK (price > 0),
  amount           bigint NOT NULL CHECK (amount > 0),
  state            smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),
  applied_by       text NOT NULL,
  applied_at       timestamptz NOT NULL,
  decided_by       text,
  decided_at       timestamptz,
  reject_reason    text,
  -- The cards' period, once they are made.
  period_start     date,
  period_end       date,
  remark           text NOT NULL DEFAULT '',
  CHECK ((state = 0) = (decided_at IS NULL)),
  CHECK (state <> 1 OR (period_start IS NOT NULL AND period_end IS NOT NULL))
);
CREATE UNIQUE INDEX merchant_package_applications_no ON merchant_package_applications (application_no);
CREATE INDEX merchant_package_applications_lot ON merchant_package_applications (lot_id, applied_at DESC, id DESC);
CREATE INDEX merchant_package_applications_merchant ON merchant_package_applications (merchant_id, base_package_id, state);

-- An application's cards, one row per line, and the card made of it once approved.
CREATE TABLE merchant_package_cards (
  id              bigserial PRIMARY KEY,
  application_id  integer NOT NULL REFERENCES merchant_package_applications (id) ON DELETE CASCADE,
  line_no         integer NOT NULL,
  holder          text NOT NULL,
  phone           text NOT NULL,
  plates          text NOT NULL,
  card_id         integer REFERENCES month_cards (id),
  UNIQUE (application_id, line_no)
);
CREATE UNIQUE INDEX merchant_package_cards_card ON merchant_package_cards (card_id) WHERE card_id IS NOT NULL;

-- A card a merchant bought for its staff bears the merchant.
ALTER TABLE month_cards ADD COLUMN merchant_id integer REFERENCES merchants (id);
CREATE INDEX month_cards_merchant ON month_cards (merchant_id) WHERE merchant_id IS NOT NULL;

-- The cards' charge is a ledger row of its own cause, naming the application.
ALTER TABLE merchant_ledger
  ADD COLUMN application_id integer REFERENCES merchant_package_applications (id),
  DROP CONSTRAINT merchant_ledger_cause_check,
  ADD CONSTRAINT merchant_ledger_cause_check CHECK (cause IN ('topUp', 'gift', 'adjustment', 'closing', 'couponUse', 'package')),
  ADD CONSTRAINT merchant_ledger_package CHECK (cause <> 'package' OR application_id IS NOT NULL);
