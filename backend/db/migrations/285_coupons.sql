-- Merchants' coupons (docs/merchants.md, "Coupons"): the kinds a merchant gives (/MerchantCouponManagement),
-- the coupons issued to plates (/MerchantCouponBindingRecord, /LongTermCouponBindingRecord,
-- /CouponInfoPlateInfo) and their uses on orders. The charging core applies them when a stay is
-- priced (lib/parking/coupons/relief.ts) and, when the order is paid, marks them used and charges
-- the merchant's account in the same transaction (backend/areas/charging/coupons/).

-- A kind of coupon of a merchant. Its value by kind: minutes (time), amount (cash, fen),
-- pay_percent (percentage: "8 折" pays 80; window: 0 is free), hours (period), windows (window).
CREATE TABLE coupon_types (
  id             serial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants (id),
  lot_id         integer NOT NULL REFERENCES parking_lots (id),
  name           text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('free', 'time', 'cash', 'percentage', 'period', 'window')),
  minutes        integer CHECK (minutes > 0),
  amount         bigint CHECK (amount > 0),
  pay_percent    smallint CHECK (pay_percent BETWEEN 0 AND 99),
  hours          integer CHECK (hours > 0),
  windows        text,
  -- How long an issued coupon is valid (hours from issuing); 0: until used.
  valid_hours    integer NOT NULL CHECK (valid_hours >= 0),
  -- Issuing one voids the plate's earlier unused coupon of the kind.
  one_per_plate  boolean NOT NULL DEFAULT true,
  -- Long-term: used on every stay of its plate until it expires (each use charged).
  multi_use      boolean NOT NULL DEFAULT false,
  -- What a use costs the merchant: the relief (at most charge_max), or a fixed charge_amount.
  charge         text NOT NULL DEFAULT 'relief' CHECK (charge IN ('relief', 'fixed')),
  charge_amount  bigint CHECK (charge_amount > 0),
  charge_max     bigint CHECK (charge_max > 0),
  status         smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark         text,
  created_by     text NOT NULL,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CHECK (kind <> 'time' OR minutes IS NOT NULL),
  CHECK (kind <> 'cash' OR amount IS NOT NULL),
  CHECK (kind NOT IN ('percentage', 'window') OR pay_percent IS NOT NULL),
  CHECK (kind <> 'period' OR hours IS NOT NULL),
  CHECK (kind <> 'window' OR windows IS NOT NULL),
  CHECK (charge <> 'fixed' OR charge_amount IS NOT NULL),
  CHECK (NOT multi_use OR valid_hours > 0)
);
CREATE UNIQUE INDEX coupon_types_merchant_name ON coupon_types (merchant_id, lower(name));

CREATE SEQUENCE coupon_no_seq;

-- A coupon issued to a plate (or claimed by its driver). state (lib/parking/coupons/coupon-machine.ts):
-- 0 unused, 1 in use (on an order not paid yet), 2 used, 3 expired, 4 void. A long-term coupon stays
-- unused while valid: its uses are rows of coupon_uses.
CREATE TABLE coupons (
  id           bigserial PRIMARY KEY,
  coupon_no    text NOT NULL UNIQUE,
  type_id      integer NOT NULL REFERENCES coupon_types (id),
  merchant_id  integer NOT NULL REFERENCES merchants (id),
  lot_id       integer NOT NULL REFERENCES parking_lots (id),
  plate        text NOT NULL,
  multi_use    boolean NOT NULL,
  state        smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2, 3, 4)),
  source       text NOT NULL CHECK (source IN ('issued', 'claimed')),
  issued_by    text NOT NULL,
  issued_at    timestamptz NOT NULL,
  expires_at   timestamptz,
  ended_at     timestamptz,
  void_reason  text,
  CHECK (NOT multi_use OR expires_at IS NOT NULL)
);
-- The pricing's question: the plate's coupons at a lot that may still apply.
CREATE INDEX coupons_usable ON coupons (lot_id, plate, issued_at, id) WHERE state IN (0, 1);
CREATE INDEX coupons_merchant_issued ON coupons (merchant_id, issued_at DESC, id DESC);
CREATE INDEX coupons_lot_issued ON coupons (lot_id, issued_at DESC, id DESC);
CREATE INDEX coupons_expiring ON coupons (expires_at) WHERE state = 0 AND expires_at IS NOT NULL;

-- A coupon on an order: its relief (the order's discount row), in use until the order is paid, then
-- used and charged to the merchant (fen, or minutes for a prepaid-minutes merchant).
CREATE TABLE coupon_uses (
  id            bigserial PRIMARY KEY,
  coupon_id     bigint NOT NULL REFERENCES coupons (id),
  order_id      bigint NOT NULL REFERENCES orders (id),
  discount_id   bigint REFERENCES order_discounts (id),
  merchant_id   integer NOT NULL REFERENCES merchants (id),
  lot_id        integer NOT NULL REFERENCES parking_lots (id),
  plate         text NOT NULL,
  relief        bigint NOT NULL CHECK (relief > 0),
  state         smallint NOT NULL CHECK (state IN (1, 2)),
  charge        bigint CHECK (charge >= 0),
  charge_unit   text CHECK (charge_unit IN ('fen', 'minutes')),
  -- Charged less than the rule asked: a prepaid account held no more.
  uncharged     bigint NOT NULL DEFAULT 0 CHECK (uncharged >= 0),
  applied_at    timestamptz NOT NULL,
  used_at       timestamptz,
  UNIQUE (coupon_id, order_id)
);
CREATE INDEX coupon_uses_order ON coupon_uses (order_id);
CREATE INDEX coupon_uses_merchant_used ON coupon_uses (merchant_id, used_at DESC) WHERE state = 2;

-- A coupon's relief is a discount of its order (kind 'coupon', reason its number).
ALTER TABLE order_discounts DROP CONSTRAINT order_discounts_kind_check,
  ADD CONSTRAINT order_discounts_kind_check CHECK (kind IN ('discount', 'free', 'waive', 'balance', 'coupon'));

-- The lot's limit of coupons per order (none: NULL).
ALTER TABLE parking_lots ADD COLUMN coupon_stack_limit smallint CHECK (coupon_stack_limit BETWEEN 1 AND 9);

-- The ledger names the coupon use a 'couponUse' row charged.
ALTER TABLE merchant_ledger ADD COLUMN coupon_use_id bigint REFERENCES coupon_uses (id),
  ADD CONSTRAINT merchant_ledger_coupon_use CHECK (cause <> 'couponUse' OR coupon_use_id IS NOT NULL);

-- The daily settlement: a coupon's relief is discounted, as a cashier's discount is (270 otherwise).
CREATE OR REPLACE VIEW settlement_events AS
  SELECT lot_id, created_at AS at, 'receivable' AS kind, receivable AS amount FROM orders
  UNION ALL SELECT lot_id, paid_at, 'receivable', amount FROM rental_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'paid_' || lower(channel), amount FROM payments
  UNION ALL SELECT lot_id, at, CASE kind WHEN 'discount' THEN 'discounted' WHEN 'coupon' THEN 'discounted' WHEN 'balance' THEN 'from_balance' ELSE 'waived' END, amount FROM order_discounts
  UNION ALL SELECT lot_id, refunded_at, 'refunded', amount FROM refunds WHERE refunded_at IS NOT NULL
  UNION ALL SELECT lot_id, decided_at, 'refunded', refund FROM merchant_closings WHERE state = 1 AND refund > 0
  UNION ALL SELECT lot_id, created_at, 'arrears_created', amount FROM arrears
  UNION ALL SELECT lot_id, closed_at, 'arrears_recovered', amount FROM arrears WHERE state = 1 AND closed_at IS NOT NULL;
