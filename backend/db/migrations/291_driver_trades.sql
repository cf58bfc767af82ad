-- The payments a driver starts from the driver's page (docs/merchants.md, "QR codes and the
-- driver's page"): a stay's order made on the channel for the amount due then, under a number of its
-- own (out_trade_no: the order's due changes as time passes, and a channel takes one amount per
-- number). The channel's notification of that number books the payment on the stay's order once per
-- trade (key '<channel>-<trade number>').
CREATE SEQUENCE driver_trade_seq;
CREATE TABLE driver_trades (
  id            bigserial PRIMARY KEY,
  out_trade_no  text NOT NULL UNIQUE,
  order_id      bigint NOT NULL REFERENCES orders (id),
  lot_id        integer NOT NULL REFERENCES parking_lots (id),
  channel       text NOT NULL CHECK (channel IN ('wechat')),
  amount        bigint NOT NULL CHECK (amount > 0),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  trade_no      text,
  paid_at       timestamptz
);
CREATE INDEX driver_trades_order ON driver_trades (order_id);
