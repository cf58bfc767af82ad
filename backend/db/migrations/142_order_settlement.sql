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
