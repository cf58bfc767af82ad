// What the order, payment and discount stores share: the joins to an order's stay and lot, the
// columns of payments and the related records of an order's detail.

export const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';

/** A row of orders (t) with its stay (s) and lot (l). */
export const ORDER_JOINS = `JOIN stays s ON s.id = t.stay_id ${LOT_JOIN}`;
/** A row that names its order (payments, discounts: t.order_id) with the order (o), stay (s) and lot (l). */
export const OF_ORDER_JOINS = `JOIN orders o ON o.id = t.order_id JOIN stays s ON s.id = o.stay_id ${LOT_JOIN}`;

/** The order's fee lines (its last pricing), payments and discounts: the sections of its detail ($1 the order). */
export const ORDER_RELATED: Record<string, string> = {
  feeLines: `SELECT id, kind, from_at AS "fromAt", to_at AS "toAt", window_name AS "window", units, unit_price AS "unitPrice",
    cap_applied AS "capApplied", amount FROM order_fee_lines WHERE order_id = $1 ORDER BY seq`,
  payments: `SELECT id, payment_no AS "paymentNo", channel, place, channel_txn_no AS "channelTxnNo", amount, paid_at AS "paidAt", operator
    FROM payments WHERE order_id = $1 ORDER BY paid_at, id`,
  discounts: 'SELECT id, kind, amount, reason, operator, at FROM order_discounts WHERE order_id = $1 ORDER BY at, id',
};
