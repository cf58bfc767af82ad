-- Merchants (docs/merchants.md): a lot's partners (a mall, a hotel, a clinic) who buy parking for
-- their customers. Each has an account: a balance in fen (prepaid and post-paid; a post-paid one
-- may go below 0 down to its arrears limit once coupons are charged to it) or in minutes (prepaid
-- minutes). Every change of an account is a row of the ledger (before, change, after, cause); a
-- top-up is money received, its payment in `payments` like a stored-value recharge's (the
-- cashier's shift and the daily settlement count it); closing a merchant needs a second person and
-- gives its balance back. A console user may be bound to one merchant: he sees only its rows.
CREATE SEQUENCE merchant_topup_no_seq;

CREATE TABLE merchants (
  id             serial PRIMARY KEY,
  lot_id         integer NOT NULL REFERENCES parking_lots (id),
  name           text NOT NULL,
  contact        text NOT NULL DEFAULT '',
  phone          text NOT NULL DEFAULT '',
  -- prepaid: charged on use; postpaid: use, then bill; minutes: prepaid minutes.
  settlement     text NOT NULL CHECK (settlement IN ('prepaid', 'postpaid', 'minutes')),
  -- A top-up at discount d credits paid ÷ (d/10): "8" credits 1 000.00 for 800.00.
  discount       numeric(3, 1) NOT NULL CHECK (discount > 0 AND discount <= 10),
  -- Prepaid minutes: what one minute costs (fen), before the discount.
  minute_price   bigint CHECK (minute_price > 0),
  -- Post-paid: how far below 0 the balance may go before issuing is refused (fen).
  arrears_limit  bigint NOT NULL DEFAULT 0 CHECK (arrears_limit >= 0),
  -- Issuing limits per period (enforced by the coupons' issuing); NULL: no limit of that kind.
  limit_period   text NOT NULL DEFAULT 'day' CHECK (limit_period IN ('day', 'week', 'month', 'year')),
  limit_count    integer CHECK (limit_count > 0),
  limit_amount   bigint CHECK (limit_amount > 0),
  limit_minutes  integer CHECK (limit_minutes > 0),
  limit_cars     integer CHECK (limit_cars > 0),
  balance        bigint NOT NULL DEFAULT 0,
  minutes        bigint NOT NULL DEFAULT 0 CHECK (minutes >= 0),
  -- lib/parking/merchant-machine.ts: 1 enabled, 0 disabled, 2 closing, 3 closed.
  state          smallint NOT NULL DEFAULT 1 CHECK (state IN (0, 1, 2, 3)),
  remark         text NOT NULL DEFAULT '',
  updated_at     timestamptz,
  CHECK (settlement <> 'minutes' OR minute_price IS NOT NULL),
  -- Only a post-paid account owes; a closed one holds nothing.
  CHECK (balance >= 0 OR settlement = 'postpaid'),
  CHECK (state <> 3 OR (balance = 0 AND minutes = 0))
);
CREATE UNIQUE INDEX merchants_lot_name ON merchants (lot_id, lower(name));

-- A top-up: the money received (fen) by channel, and what it credited at the merchant's discount:
-- fen (prepaid, post-paid) or minutes (prepaid minutes).
CREATE TABLE merchant_topups (
  id              bigserial PRIMARY KEY,
  topup_no        text NOT NULL UNIQUE,
  merchant_id     integer NOT NULL REFERENCES merchants (id),
  lot_id          integer NOT NULL REFERENCES parking_lots (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  channel         text NOT NULL,
  reference       text,
  discount        numeric(3, 1) NOT NULL,
  credited        bigint NOT NULL DEFAULT 0 CHECK (credited >= 0),
  minutes         bigint NOT NULL DEFAULT 0 CHECK (minutes >= 0),
  balance_after   bigint NOT NULL,
  minutes_after   bigint NOT NULL,
  operator        text NOT NULL,
  at              timestamptz NOT NULL,
  CHECK (channel = 'cash' OR reference IS NOT NULL)
);
CREATE INDEX merchant_topups_merchant ON merchant_topups (merchant_id, id);
CREATE UNIQUE INDEX merchant_topups_reference ON merchant_topups (channel, reference) WHERE reference IS NOT NULL;

-- Closing: requested by one person, confirmed by another, who records the money handed back.
CREATE TABLE merchant_closings (
  id                bigserial PRIMARY KEY,
  merchant_id       integer NOT NULL REFERENCES merchants (id),
  lot_id            integer NOT NULL REFERENCES parking_lots (id),
  -- 0 requested, 1 confirmed, 2 cancelled.
  state             smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),
  reason            text NOT NULL,
  requested_by      text NOT NULL,
  requested_at      timestamptz NOT NULL,
  decided_by        text,
  decided_at        timestamptz,
  balance           bigint,
  minutes           bigint,
  refund            bigint CHECK (refund >= 0),
  refund_method     text CHECK (refund_method IN ('cash', 'transfer')),
  refund_reference  text,
  CHECK (state <> 1 OR (refund IS NOT NULL AND refund_method IS NOT NULL AND decided_at IS NOT NULL))
);
-- One closing waiting per merchant.
CREATE UNIQUE INDEX merchant_closings_open ON merchant_closings (merchant_id) WHERE state = 0;

-- The ledger: every change of an account, in its unit (fen or minutes), with its cause and what
-- caused it (the top-up, the closing; coupons later).
CREATE TABLE merchant_ledger (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants (id),
  lot_id          integer NOT NULL REFERENCES parking_lots (id),
  cause           text NOT NULL CHECK (cause IN ('topUp', 'gift', 'adjustment', 'closing', 'couponUse')),
  unit            text NOT NULL CHECK (unit IN ('fen', 'minutes')),
  balance_before  bigint NOT NULL,
  change          bigint NOT NULL CHECK (change <> 0),
  balance_after   bigint NOT NULL,
  topup_id        bigint REFERENCES merchant_topups (id),
  closing_id      bigint REFERENCES merchant_closings (id),
  operator        text NOT NULL,
  at              timestamptz NOT NULL,
  CHECK (balance_after = balance_before + change),
  CHECK (cause <> 'topUp' OR topup_id IS NOT NULL),
  CHECK (cause <> 'closing' OR closing_id IS NOT NULL)
);
CREATE INDEX merchant_ledger_lot_at ON merchant_ledger (lot_id, at DESC, id DESC);
CREATE INDEX merchant_ledger_merchant ON merchant_ledger (merchant_id, id);

-- A console user bound to a merchant sees only that merchant's rows (merchant scope).
ALTER TABLE users ADD COLUMN merchant_id integer REFERENCES merchants (id);
CREATE INDEX users_merchant ON users (merchant_id) WHERE merchant_id IS NOT NULL;

-- A payment is a stay's order's, a rental order's, a recharge order's or a merchant top-up's.
ALTER TABLE payments ADD COLUMN merchant_topup_id bigint REFERENCES merchant_topups (id),
  DROP CONSTRAINT payments_of_one_order,
  ADD CONSTRAINT payments_of_one_order CHECK (
    (order_id IS NOT NULL AND stay_id IS NOT NULL AND covers_until IS NOT NULL AND rental_order_id IS NULL AND recharge_order_id IS NULL AND merchant_topup_id IS NULL)
    OR (order_id IS NULL AND stay_id IS NULL AND rental_order_id IS NOT NULL AND recharge_order_id IS NULL AND merchant_topup_id IS NULL)
    OR (order_id IS NULL AND stay_id IS NULL AND rental_order_id IS NULL AND recharge_order_id IS NOT NULL AND merchant_topup_id IS NULL)
    OR (order_id IS NULL AND stay_id IS NULL AND rental_order_id IS NULL AND recharge_order_id IS NULL AND merchant_topup_id IS NOT NULL));
CREATE INDEX payments_merchant_topup ON payments (merchant_topup_id) WHERE merchant_topup_id IS NOT NULL;

-- The daily settlement: a top-up is money received (its payment, in paid_<channel>), not
-- receivable (the parking it buys is, when used); the money handed back at a closing is refunded
-- the day it is confirmed. As 255_stored_value.sql otherwise.
CREATE OR REPLACE VIEW settlement_events AS
  SELECT lot_id, created_at AS at, 'receivable' AS kind, receivable AS amount FROM orders
  UNION ALL SELECT lot_id, paid_at, 'receivable', amount FROM rental_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'paid_' || lower(channel), amount FROM payments
  UNION ALL SELECT lot_id, at, CASE kind WHEN 'discount' THEN 'discounted' WHEN 'balance' THEN 'from_balance' ELSE 'waived' END, amount FROM order_discounts
  UNION ALL SELECT lot_id, refunded_at, 'refunded', amount FROM refunds WHERE refunded_at IS NOT NULL
  UNION ALL SELECT lot_id, decided_at, 'refunded', refund FROM merchant_closings WHERE state = 1 AND refund > 0
  UNION ALL SELECT lot_id, created_at, 'arrears_created', amount FROM arrears
  UNION ALL SELECT lot_id, closed_at, 'arrears_recovered', amount FROM arrears WHERE state = 1 AND closed_at IS NOT NULL;
