-- Coupon packages sold to drivers (/RenBoCouponPackageManagement, /RenBoCouponOrderInfo,
-- /RenBoCouponTransactionHistory; docs/merchants.md, "Promotions"). A package is an operator's
-- coupon type of purpose 'package' with its sale terms: N coupons for a price, a sale window, and a
-- review by a second person before it is sold (review_state: lib/parking/promotions/rule-machine.ts,
-- 0 pending, 1 on sale, 2 withdrawn). Its coupons are the operator's: nobody is charged when used.
ALTER TABLE coupon_types
  ADD COLUMN coupon_count  smallint CHECK (coupon_count BETWEEN 1 AND 50),
  ADD COLUMN price         bigint CHECK (price > 0),
  ADD COLUMN sale_from     date,
  ADD COLUMN sale_to       date,
  ADD COLUMN review_state  smallint CHECK (review_state IN (0, 1, 2)),
  ADD COLUMN requested_by  text,
  ADD COLUMN requested_at  timestamptz,
  ADD COLUMN approved_by   text,
  ADD COLUMN approved_at   timestamptz,
  ADD CONSTRAINT coupon_types_package CHECK (purpose <> 'package'
    OR (coupon_count IS NOT NULL AND price IS NOT NULL AND review_state IS NOT NULL AND requested_by IS NOT NULL)),
  ADD CONSTRAINT coupon_types_package_sale CHECK (sale_to IS NULL OR sale_from IS NULL OR sale_to >= sale_from),
  ADD CONSTRAINT coupon_types_package_approved CHECK (review_state IS DISTINCT FROM 1 OR approved_by IS NOT NULL);

CREATE SEQUENCE coupon_order_no_seq;

-- A driver's purchase of a package for his plate, paid at the booth: its payment is one of
-- `payments` (coupon_order_id), its coupons are issued to the plate in the same transaction.
CREATE TABLE coupon_orders (
  id          bigserial PRIMARY KEY,
  order_no    text NOT NULL UNIQUE,
  lot_id      integer NOT NULL REFERENCES parking_lots (id),
  type_id     integer NOT NULL REFERENCES coupon_types (id),
  plate       text NOT NULL,
  coupons     smallint NOT NULL CHECK (coupons > 0),
  price       bigint NOT NULL CHECK (price > 0),
  channel     text NOT NULL,
  reference   text,
  state       smallint NOT NULL DEFAULT 1 CHECK (state IN (1)),
  paid_at     timestamptz NOT NULL,
  operator    text NOT NULL
);
CREATE INDEX coupon_orders_lot_paid ON coupon_orders (lot_id, paid_at DESC, id DESC);
CREATE UNIQUE INDEX coupon_orders_reference ON coupon_orders (channel, reference) WHERE reference IS NOT NULL;

ALTER TABLE coupons ADD COLUMN coupon_order_id bigint REFERENCES coupon_orders (id),
  ADD CONSTRAINT coupons_of_package CHECK ((source = 'package') = (coupon_order_id IS NOT NULL));
CREATE INDEX coupons_coupon_order ON coupons (coupon_order_id) WHERE coupon_order_id IS NOT NULL;

-- A payment is a stay's order's, a rental order's, a recharge order's, a merchant top-up's or a
-- coupon package order's.
ALTER TABLE payments ADD COLUMN coupon_order_id bigint REFERENCES coupon_orders (id),
  DROP CONSTRAINT payments_of_one_order,
  ADD CONSTRAINT payments_of_one_order CHECK (
    (order_id IS NOT NULL AND stay_id IS NOT NULL AND covers_until IS NOT NULL AND rental_order_id IS NULL AND recharge_order_id IS NULL AND merchant_topup_id IS NULL AND coupon_order_id IS NULL)
    OR (order_id IS NULL AND stay_id IS NULL AND num_nonnulls(rental_order_id, recharge_order_id, merchant_topup_id, coupon_order_id) = 1));
CREATE INDEX payments_coupon_order ON payments (coupon_order_id) WHERE coupon_order_id IS NOT NULL;

-- The daily settlement: a package sold is a sale, receivable and paid the day it is paid (as a
-- rental card's); the coupons' relief at the stays they are used on is discounted there (285).
CREATE OR REPLACE VIEW settlement_events AS
  SELECT lot_id, created_at AS at, 'receivable' AS kind, receivable AS amount FROM orders
  UNION ALL SELECT lot_id, paid_at, 'receivable', amount FROM rental_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'receivable', price FROM coupon_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'paid_' || lower(channel), amount FROM payments
  UNION ALL SELECT lot_id, at, CASE kind WHEN 'discount' THEN 'discounted' WHEN 'coupon' THEN 'discounted' WHEN 'balance' THEN 'from_balance' ELSE 'waived' END, amount FROM order_discounts
  UNION ALL SELECT lot_id, refunded_at, 'refunded', amount FROM refunds WHERE refunded_at IS NOT NULL
  UNION ALL SELECT lot_id, decided_at, 'refunded', refund FROM merchant_closings WHERE state = 1 AND refund > 0
  UNION ALL SELECT lot_id, created_at, 'arrears_created', amount FROM arrears
  UNION ALL SELECT lot_id, closed_at, 'arrears_recovered', amount FROM arrears WHERE state = 1 AND closed_at IS NOT NULL;
