-- Alipay's temporary-parking discounts (docs/merchants.md, "Alipay's parking discounts"): what an
-- Alipay campaign took off a stay's payment made through Alipay, as the platform reports it with the
-- payment (UserCompletePay's `campaign`). Alipay funds it: the order is paid in full (the payment's
-- amount is what the operator is owed by Alipay), the driver paid the amount less the discount.
-- One per payment, written in the payment's transaction.
CREATE TABLE alipay_campaign_discounts (
  id           bigserial PRIMARY KEY,
  payment_id   bigint NOT NULL UNIQUE REFERENCES payments (id),
  lot_id       integer NOT NULL REFERENCES parking_lots (id),
  campaign_id  text NOT NULL,
  discount     bigint NOT NULL CHECK (discount > 0),
  recorded_at  timestamptz NOT NULL
);
CREATE INDEX alipay_campaign_discounts_lot ON alipay_campaign_discounts (lot_id, recorded_at DESC, id DESC);
