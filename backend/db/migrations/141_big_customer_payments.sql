-- Big-customer payments (/BigCustomerPayment, docs/settlement.md): one payment by a customer (a
-- company, a fleet) covering the orders of many plates' stays. It is booked as one ordinary
-- payment per order (so every order, statement and settlement sees it), each pointing back at the
-- big-customer payment; its amount is their sum. Amounts are integer fen.
CREATE SEQUENCE big_customer_payment_no_seq;

CREATE TABLE big_customer_payments (
  id              bigserial PRIMARY KEY,
  payment_no      text NOT NULL UNIQUE,
  customer        text NOT NULL,
  channel         text NOT NULL,
  channel_txn_no  text,
  amount          bigint NOT NULL CHECK (amount > 0),
  orders          integer NOT NULL CHECK (orders > 0),
  paid_at         timestamptz NOT NULL,
  operator        text NOT NULL
);
CREATE INDEX big_customer_payments_paid ON big_customer_payments (paid_at DESC, id DESC);

ALTER TABLE payments ADD COLUMN big_customer_payment_id bigint REFERENCES big_customer_payments (id);
CREATE INDEX payments_big_customer ON payments (big_customer_payment_id) WHERE big_customer_payment_id IS NOT NULL;
