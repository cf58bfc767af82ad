-- The two records the checks of money start from (issue "arrears, refunds, settlement and
-- reconciliation"): what a plate still owes, and what is given back. Amounts are integer fen.
-- Each later part of that issue adds its own columns and tables; these are what they share:
-- settlement reads arrears created and recovered and refunds carried out, reconciliation matches
-- refunds with the channels' refund rows.

-- An arrear: an order whose stay left owing (stays.state exitPayLater or unpaidExit). One per
-- order, made when the stay leaves; `amount` is what was due at the exit. The order keeps its
-- figures: a later payment of the order (any lot, pay station, POS or online) recovers it.
-- state: lib/parking/arrears-machine.ts (0 unpaid, 1 recovered, 2 void: deleted with a reason,
-- which never removes money already booked).
CREATE TABLE arrears (
  id            bigserial PRIMARY KEY,
  order_id      bigint NOT NULL UNIQUE REFERENCES orders (id),
  stay_id       bigint NOT NULL REFERENCES stays (id),
  lot_id        integer NOT NULL REFERENCES parking_lots (id),
  plate         text NOT NULL,
  plate_color   text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  state         smallint NOT NULL,
  created_at    timestamptz NOT NULL,
  -- Recovered (the payment's instant) or made void.
  closed_at     timestamptz,
  closed_by     text,
  void_reason   text,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX arrears_plate_open ON arrears (plate, plate_color) WHERE state = 0;
CREATE INDEX arrears_lot_created ON arrears (lot_id, created_at DESC, id DESC);
CREATE INDEX arrears_created ON arrears (created_at DESC, id DESC);

-- A refund of (part of) one payment, on the payment's own channel. refund_no is ours (WeChat's
-- out_refund_no, Alipay's out_request_no): a retry keeps it, so the channel carries it out once.
-- state: lib/parking/refund-machine.ts (requested -> reviewed -> confirmed -> refunding ->
-- refunded | failed; or rejected). The requester, the reviewer and the confirmer are recorded;
-- an approver is never the requester. Never more than the payment minus its earlier refunds.
CREATE TABLE refunds (
  id                 bigserial PRIMARY KEY,
  refund_no          text NOT NULL UNIQUE,
  payment_id         bigint NOT NULL REFERENCES payments (id),
  order_id           bigint NOT NULL REFERENCES orders (id),
  lot_id             integer NOT NULL REFERENCES parking_lots (id),
  plate              text NOT NULL,
  channel            text NOT NULL,
  amount             bigint NOT NULL CHECK (amount > 0),
  state              smallint NOT NULL,
  reason             text NOT NULL,
  requested_by       text NOT NULL,
  requested_at       timestamptz NOT NULL,
  reviewed_by        text,
  reviewed_at        timestamptz,
  confirmed_by       text,
  confirmed_at       timestamptz,
  -- The channel's own number for the refund, and when the money left (state refunded).
  channel_refund_no  text,
  refunded_at        timestamptz,
  failure            text,
  updated_at         timestamptz NOT NULL
);
CREATE INDEX refunds_payment ON refunds (payment_id);
CREATE INDEX refunds_lot_requested ON refunds (lot_id, requested_at DESC, id DESC);
CREATE INDEX refunds_refunded ON refunds (refunded_at DESC, id DESC) WHERE refunded_at IS NOT NULL;
