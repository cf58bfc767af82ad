-- Order settlement info (/OrderSettlementInfo, docs/settlement.md): each order with what was
-- refunded of its payments (refunds carried out) and its arrear, if its stay left owing. Net is
-- paid - refunded. Amounts are integer fen.
CREATE VIEW order_settlement AS
  SELECT o.id, o.order_no, o.plate, o.lot_id, o.state, o.created_at, o.receivable, o.discount, o.waived, o.paid, o.due,
         r.refunded, o.paid - r.refunded AS net, a.state AS arrears_state, a.amount AS arrears_amount
    FROM orders o
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(amount), 0)::bigint AS refunded FROM refunds WHERE order_id = o.id AND refunded_at IS NOT NULL
    ) r
    LEFT JOIN arrears a ON a.order_id = o.id;

-- Today's settlement (/InventoryToday): the daily settlement's row of each lot for the operator's
-- day now (the database's clock).
CREATE VIEW settlement_today AS
  SELECT * FROM daily_settlement WHERE day = (timezone('UTC', now()) + interval '8 hours')::date;

-- Imported payments (/ImportData, docs/settlement.md): payments taken outside the console (an
-- offline POS, a paper book at a booth) imported from a spreadsheet, all rows or none, each row
-- checked against what its plate owes in its lot; then booked by a person (row action, the
-- charging core's payment service). state: 0 imported, 1 booked (payment_no then says which).
CREATE TABLE payment_imports (
  id              bigserial PRIMARY KEY,
  lot_id          integer NOT NULL REFERENCES parking_lots (id),
  plate           text NOT NULL,
  channel         text NOT NULL,
  channel_txn_no  text,
  amount          bigint NOT NULL CHECK (amount > 0),
  note            text,
  state           smallint NOT NULL DEFAULT 0,
  imported_by     text NOT NULL,
  imported_at     timestamptz NOT NULL,
  payment_no      text,
  booked_by       text,
  booked_at       timestamptz,
  CHECK (state = 0 OR payment_no IS NOT NULL)
);
CREATE INDEX payment_imports_imported ON payment_imports (imported_at DESC, id DESC);
