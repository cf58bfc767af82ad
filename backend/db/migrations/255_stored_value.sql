-- Stored-value cards (docs/rentals.md, "Stored value: recharges, the ledger and the exit"): a
-- recharge at the booth is a recharge order paid at once, its payment in `payments` like any other
-- (the shift and the daily settlement count the money the day it is taken); every change of a
-- card's balance is a row of the ledger (before, change, after; never below 0); a stay paid from the
-- balance at the exit is settled by an order_discounts row of kind 'balance' (not a payment: the
-- money was counted when the card was recharged). Amounts are fen.
CREATE SEQUENCE recharge_order_no_seq;

CREATE TABLE recharge_orders (
  id             bigserial PRIMARY KEY,
  order_no       text NOT NULL UNIQUE,
  lot_id         integer NOT NULL REFERENCES parking_lots (id),
  card_id        integer NOT NULL REFERENCES month_cards (id),
  package_id     integer NOT NULL REFERENCES month_packages (id),
  -- The money received, and what the recharge rule gave on top of it (not money received).
  amount         bigint NOT NULL CHECK (amount > 0),
  gift           bigint NOT NULL DEFAULT 0 CHECK (gift >= 0),
  balance_after  bigint NOT NULL CHECK (balance_after >= 0),
  channel        text NOT NULL,
  state          smallint NOT NULL CHECK (state IN (0, 1, 2, 3)),
  created_by     text NOT NULL,
  created_at     timestamptz NOT NULL,
  paid_at        timestamptz
);
CREATE INDEX recharge_orders_lot_paid ON recharge_orders (lot_id, paid_at DESC, id DESC);
CREATE INDEX recharge_orders_card ON recharge_orders (card_id, id);

-- A payment is a stay's order's, a rental order's or a recharge order's.
ALTER TABLE payments ADD COLUMN recharge_order_id bigint REFERENCES recharge_orders (id),
  DROP CONSTRAINT payments_of_one_order,
  ADD CONSTRAINT payments_of_one_order CHECK (
    (order_id IS NOT NULL AND stay_id IS NOT NULL AND covers_until IS NOT NULL AND rental_order_id IS NULL AND recharge_order_id IS NULL)
    OR (order_id IS NULL AND stay_id IS NULL AND rental_order_id IS NOT NULL AND recharge_order_id IS NULL)
    OR (order_id IS NULL AND stay_id IS NULL AND rental_order_id IS NULL AND recharge_order_id IS NOT NULL));
CREATE INDEX payments_recharge_order ON payments (recharge_order_id) WHERE recharge_order_id IS NOT NULL;

-- The ledger of a card's balance: one row per change, with its cause (recharge, gift, exit) and
-- what caused it (the recharge order, or the stay and its order).
CREATE TABLE stored_value_ledger (
  id                 bigserial PRIMARY KEY,
  card_id            integer NOT NULL REFERENCES month_cards (id),
  lot_id             integer NOT NULL REFERENCES parking_lots (id),
  cause              text NOT NULL CHECK (cause IN ('recharge', 'gift', 'exit')),
  balance_before     bigint NOT NULL CHECK (balance_before >= 0),
  change             bigint NOT NULL CHECK (change <> 0),
  balance_after      bigint NOT NULL CHECK (balance_after >= 0),
  recharge_order_id  bigint REFERENCES recharge_orders (id),
  stay_id            bigint REFERENCES stays (id),
  order_id           bigint REFERENCES orders (id),
  plate              text,
  operator           text NOT NULL,
  at                 timestamptz NOT NULL,
  CHECK (balance_after = balance_before + change),
  CHECK ((cause = 'exit') = (change < 0)),
  CHECK (cause = 'exit' AND order_id IS NOT NULL AND recharge_order_id IS NULL
      OR cause <> 'exit' AND recharge_order_id IS NOT NULL AND order_id IS NULL)
);
CREATE INDEX stored_value_ledger_lot_at ON stored_value_ledger (lot_id, at DESC, id DESC);
CREATE INDEX stored_value_ledger_card ON stored_value_ledger (card_id, id);
CREATE INDEX stored_value_ledger_order ON stored_value_ledger (order_id) WHERE order_id IS NOT NULL;

-- What the balance paid of a stay's order: a reduction of the order (receivable = discount + waived
-- + paid + due: it is in `waived`, named by its kind), not a payment.
ALTER TABLE order_discounts DROP CONSTRAINT order_discounts_kind_check,
  ADD CONSTRAINT order_discounts_kind_check CHECK (kind IN ('discount', 'free', 'waive', 'balance'));

-- The daily settlement: a payment from the balance is neither money received (the recharge's
-- payment was, in paid_<channel>) nor waived; a recharge is money received, not receivable (the
-- stays it pays for are, the day they are priced). As 247_rental_orders.sql otherwise.
CREATE OR REPLACE VIEW settlement_events AS
  SELECT lot_id, created_at AS at, 'receivable' AS kind, receivable AS amount FROM orders
  UNION ALL SELECT lot_id, paid_at, 'receivable', amount FROM rental_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'paid_' || lower(channel), amount FROM payments
  UNION ALL SELECT lot_id, at, CASE kind WHEN 'discount' THEN 'discounted' WHEN 'balance' THEN 'from_balance' ELSE 'waived' END, amount FROM order_discounts
  UNION ALL SELECT lot_id, refunded_at, 'refunded', amount FROM refunds WHERE refunded_at IS NOT NULL
  UNION ALL SELECT lot_id, created_at, 'arrears_created', amount FROM arrears
  UNION ALL SELECT lot_id, closed_at, 'arrears_recovered', amount FROM arrears WHERE state = 1 AND closed_at IS NOT NULL;
