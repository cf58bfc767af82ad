-- /RechargeRuleManag: a stored-value package's recharge rule, one per package (docs/rentals.md,
-- "Recharge rules and area prices"). Amounts are fen. gifts is the tiers as the 'stepPrices' field
-- carries them (lib/tariff/step-text.ts): 'from:gift,...', the recharge reached in whole yuan and its
-- gift in fen ('100:1000,500:8000': 100 yuan or more gets 10 yuan more); null: no gift.
CREATE TABLE recharge_rules (
  id                serial PRIMARY KEY,
  lot_id            integer NOT NULL REFERENCES parking_lots (id),
  package_id        integer NOT NULL REFERENCES month_packages (id),
  minimum_recharge  bigint NOT NULL DEFAULT 0 CHECK (minimum_recharge >= 0),
  gifts             text,
  gift_on           text NOT NULL DEFAULT 'everyRecharge' CHECK (gift_on IN ('everyRecharge', 'firstRecharge')),
  status            smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark            text
);
CREATE UNIQUE INDEX recharge_rules_package ON recharge_rules (package_id);
CREATE INDEX recharge_rules_lot ON recharge_rules (lot_id);
