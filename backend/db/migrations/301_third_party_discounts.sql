-- Third-party discounts (docs/merchants.md, "Third-party discounts"): a partner's discount on a
-- lot's parking (a bank's card, a platform's campaign: /ThirdDiscountApply; an Alipay-exclusive
-- offer: /AliExclusiveOfferAudit) recorded as an application and approved or rejected by a second
-- person (lib/parking/third-discount-machine.ts: 0 pending, 1 approved, 2 rejected, 3 ended).
-- The partner is a post-paid merchant of the lot: approved, the discount becomes a coupon type of
-- that merchant (coupon_type_id), issued on demand inside its dates and budget, applied at pricing
-- as every coupon is and charged to the partner's account at use (its ledger, billed after use).
CREATE TABLE third_party_discounts (
  id              serial PRIMARY KEY,
  source          text NOT NULL CHECK (source IN ('partner', 'alipay')),
  merchant_id     integer NOT NULL REFERENCES merchants (id),
  lot_id          integer NOT NULL REFERENCES parking_lots (id),
  name            text NOT NULL,
  -- The partner's own reference of the campaign (a bank's activity code, Alipay's campaign id).
  campaign        text NOT NULL DEFAULT '',
  kind            text NOT NULL CHECK (kind IN ('percentage', 'cash')),
  pay_percent     smallint CHECK (pay_percent BETWEEN 0 AND 99),
  amount          bigint CHECK (amount > 0),
  valid_from      date NOT NULL,
  valid_to        date NOT NULL,
  -- The most it takes off in all (fen).
  budget          bigint NOT NULL CHECK (budget > 0),
  -- How long a coupon issued under it is valid (hours).
  valid_hours     integer NOT NULL CHECK (valid_hours > 0),
  state           smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2, 3)),
  remark          text,
  requested_by    text NOT NULL,
  requested_at    timestamptz NOT NULL,
  reviewed_by     text,
  reviewed_at     timestamptz,
  review_remark   text,
  coupon_type_id  integer UNIQUE REFERENCES coupon_types (id),
  updated_at      timestamptz NOT NULL,
  CHECK (valid_to >= valid_from),
  CHECK (kind <> 'percentage' OR pay_percent IS NOT NULL),
  CHECK (kind <> 'cash' OR amount IS NOT NULL),
  CHECK (state <> 1 OR coupon_type_id IS NOT NULL)
);
CREATE INDEX third_party_discounts_lot ON third_party_discounts (lot_id, id DESC);
