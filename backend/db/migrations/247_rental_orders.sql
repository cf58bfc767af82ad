-- A card sold or renewed (docs/rentals.md, "Selling a card"): one rental order per sale, its lease
-- state (lib/parking/lease-machine.ts), the period it bought, and its payment in `payments` like
-- any other payment (the shift, the daily settlement and the statements count it), which then names
-- the rental order instead of a stay's order.
CREATE SEQUENCE rental_order_no_seq;

CREATE TABLE rental_orders (
  id            bigserial PRIMARY KEY,
  order_no      text NOT NULL UNIQUE,
  lot_id        integer NOT NULL REFERENCES parking_lots (id),
  card_id       integer NOT NULL REFERENCES month_cards (id),
  package_id    integer NOT NULL REFERENCES month_packages (id),
  months        integer CHECK (months > 0),
  days          integer CHECK (days > 0),
  period_start  date NOT NULL,
  period_end    date NOT NULL CHECK (period_end >= period_start),
  amount        bigint NOT NULL CHECK (amount >= 0),
  channel       text NOT NULL,
  state         smallint NOT NULL CHECK (state IN (0, 1, 2, 3)),
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL,
  paid_at       timestamptz,
  CHECK ((months IS NULL) <> (days IS NULL))
);
CREATE INDEX rental_orders_lot_created ON rental_orders (lot_id, created_at DESC, id DESC);
CREATE INDEX rental_orders_card ON rental_orders (card_id, id);

-- A payment is a stay's order's or a rental order's.
ALTER TABLE payments ALTER COLUMN order_id DROP NOT NULL, ALTER COLUMN stay_id DROP NOT NULL, ALTER COLUMN covers_until DROP NOT NULL,
  ADD COLUMN rental_order_id bigint REFERENCES rental_orders (id),
  ADD CONSTRAINT payments_of_one_order CHECK (
    (order_id IS NOT NULL AND stay_id IS NOT NULL AND covers_until IS NOT NULL AND rental_order_id IS NULL)
    OR (order_id IS NULL AND stay_id IS NULL AND rental_order_id IS NOT NULL));
CREATE INDEX payments_rental_order ON payments (rental_order_id) WHERE rental_order_id IS NOT NULL;

-- The daily settlement's receivable counts a paid rental order on the day it was paid, as its
-- payment counts in paid_<channel> (140_daily_settlement.sql).
CREATE OR REPLACE VIEW settlement_events AS
  SELECT lot_id, created_at AS at, 'receivable' AS kind, receivable AS amount FROM orders
  UNION ALL SELECT lot_id, paid_at, 'receivable', amount FROM rental_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'paid_' || lower(channel), amount FROM payments
  UNION ALL SELECT lot_id, at, CASE kind WHEN 'discount' THEN 'discounted' ELSE 'waived' END, amount FROM order_discounts
  UNION ALL SELECT lot_id, refunded_at, 'refunded', amount FROM refunds WHERE refunded_at IS NOT NULL
  UNION ALL SELECT lot_id, created_at, 'arrears_created', amount FROM arrears
  UNION ALL SELECT lot_id, closed_at, 'arrears_recovered', amount FROM arrears WHERE state = 1 AND closed_at IS NOT NULL;
