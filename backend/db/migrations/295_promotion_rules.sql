-- Top-up gifts (/PromotionRules; docs/merchants.md, "Promotions"): a lot's rules that give a
-- merchant credit on top of what a top-up buys. The gift is not money: no payment is booked for it,
-- so the daily settlement counts nothing received (settlement_events reads payments, not the
-- ledger); it is a ledger row of cause 'gift' naming the top-up and the rule, written in the
-- top-up's transaction. A closing hands back only what top-ups paid for (closingRefund), never a gift.

-- state (lib/parking/promotions/rule-machine.ts): 0 pending (written or changed, waiting for a second
-- person), 1 active (approved), 2 disabled. Only an active rule in its validity applies.
CREATE TABLE promotion_rules (
  id             serial PRIMARY KEY,
  lot_id         integer NOT NULL REFERENCES parking_lots (id),
  name           text NOT NULL,
  -- The least top-up rewarded, and what it credits (fen).
  min_topup      bigint NOT NULL CHECK (min_topup > 0),
  gift           bigint NOT NULL CHECK (gift > 0),
  -- The merchant's first top-up only, or every one.
  first_only     boolean NOT NULL DEFAULT false,
  -- Operator days, both included; blank: open-ended.
  valid_from     date,
  valid_to       date,
  state          smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),
  -- Who wrote or last changed it (the approver is never this person), and who approved it.
  requested_by   text NOT NULL,
  requested_at   timestamptz NOT NULL,
  approved_by    text,
  approved_at    timestamptz,
  remark         text,
  updated_at     timestamptz NOT NULL,
  CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from),
  CHECK (state <> 1 OR approved_by IS NOT NULL)
);
CREATE UNIQUE INDEX promotion_rules_lot_name ON promotion_rules (lot_id, lower(name));
CREATE INDEX promotion_rules_in_force ON promotion_rules (lot_id) WHERE state = 1;

-- A gift names the rule that gave it, beside the top-up that earned it.
ALTER TABLE merchant_ledger ADD COLUMN promotion_rule_id integer REFERENCES promotion_rules (id),
  ADD CONSTRAINT merchant_ledger_gift CHECK (cause <> 'gift' OR (promotion_rule_id IS NOT NULL AND topup_id IS NOT NULL));
-- One gift per top-up, whatever retries.
CREATE UNIQUE INDEX merchant_ledger_gift_once ON merchant_ledger (topup_id) WHERE cause = 'gift';
