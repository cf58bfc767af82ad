-- The operator's own coupons (docs/merchants.md, "Promotions"): special-event coupons, the coupons
-- of packages sold to drivers, member offers. A coupon type without a merchant is the operator's:
-- the charging core applies its coupons at pricing exactly as a merchant's (charging/coupons/apply.ts)
-- and, when the order is paid, marks them used charging nobody (no account, no ledger row: the
-- relief is the operator's own discount, counted as discounted by the daily settlement as any
-- coupon's). `purpose` says which screen writes the type; a merchant's types keep their merchant.
ALTER TABLE coupon_types ALTER COLUMN merchant_id DROP NOT NULL,
  ADD COLUMN purpose text NOT NULL DEFAULT 'merchant' CHECK (purpose IN ('merchant', 'event', 'package', 'member')),
  -- An event's window: its coupons apply to a pricing in [valid_from, valid_to) only.
  ADD COLUMN valid_from timestamptz,
  ADD COLUMN valid_to timestamptz,
  ADD CONSTRAINT coupon_types_funded CHECK ((purpose = 'merchant') = (merchant_id IS NOT NULL)),
  ADD CONSTRAINT coupon_types_event_window CHECK (purpose <> 'event' OR (valid_from IS NOT NULL AND valid_to > valid_from));
CREATE UNIQUE INDEX coupon_types_operator_name ON coupon_types (lot_id, purpose, lower(name)) WHERE merchant_id IS NULL;

-- A coupon from when it may apply (an event's coupons wait for the event); NULL: from issuing.
ALTER TABLE coupons ALTER COLUMN merchant_id DROP NOT NULL,
  ADD COLUMN valid_from timestamptz,
  DROP CONSTRAINT coupons_source_check,
  ADD CONSTRAINT coupons_source_check CHECK (source IN ('issued', 'claimed', 'event', 'package'));
CREATE INDEX coupons_type ON coupons (type_id, plate);

-- A use of an operator's coupon charges nobody: no merchant, no charge unit.
ALTER TABLE coupon_uses ALTER COLUMN merchant_id DROP NOT NULL;
