-- The daily settlement (/DailyDetailedSettlement, docs/settlement.md): per lot and day of the
-- operator's clock (UTC+8, as the order statements'), each figure from the records it is about,
-- on the day it happened. Amounts are integer fen.
--
--   receivable         orders created that day (their figures as last priced)
--   paid_<channel>     payments by paid_at (PAYMENT_CHANNELS of lib/parking/channels.ts), paid their sum
--   discounted         order_discounts of kind 'discount' by at
--   waived             order_discounts of kinds 'free' and 'waive' by at
--   refunded           refunds carried out (refunded_at set only in state refunded) by refunded_at
--   arrears_created    arrears by created_at (void ones too: they were created)
--   arrears_recovered  arrears in state 1 (recovered) by closed_at
--   net                paid - refunded
CREATE VIEW settlement_events AS
  SELECT lot_id, created_at AS at, 'receivable' AS kind, receivable AS amount FROM orders
  UNION ALL SELECT lot_id, paid_at, 'paid_' || lower(channel), amount FROM payments
  UNION ALL SELECT lot_id, at, CASE kind WHEN 'discount' THEN 'discounted' ELSE 'waived' END, amount FROM order_discounts
  UNION ALL SELECT lot_id, refunded_at, 'refunded', amount FROM refunds WHERE refunded_at IS NOT NULL
  UNION ALL SELECT lot_id, created_at, 'arrears_created', amount FROM arrears
  UNION ALL SELECT lot_id, closed_at, 'arrears_recovered', amount FROM arrears WHERE state = 1 AND closed_at IS NOT NULL;

-- Ids: the day (days since 2000-01-01) and the lot, so that a row keeps its id from one read to the next.
CREATE VIEW daily_settlement AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000000 + d.lot_id AS id, d.*,
         d.paid_cash + d.paid_pos + d.paid_paystation + d.paid_alipay + d.paid_wechat + d.paid_app AS paid,
         d.paid_cash + d.paid_pos + d.paid_paystation + d.paid_alipay + d.paid_wechat + d.paid_app - d.refunded AS net
    FROM (
      SELECT (timezone('UTC', e.at) + interval '8 hours')::date AS day, e.lot_id,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'receivable'), 0)::bigint AS receivable,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'paid_cash'), 0)::bigint AS paid_cash,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'paid_pos'), 0)::bigint AS paid_pos,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'paid_paystation'), 0)::bigint AS paid_paystation,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'paid_alipay'), 0)::bigint AS paid_alipay,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'paid_wechat'), 0)::bigint AS paid_wechat,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'paid_app'), 0)::bigint AS paid_app,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'discounted'), 0)::bigint AS discounted,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'waived'), 0)::bigint AS waived,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'refunded'), 0)::bigint AS refunded,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'arrears_created'), 0)::bigint AS arrears_created,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'arrears_recovered'), 0)::bigint AS arrears_recovered
        FROM settlement_events e
       GROUP BY 1, 2
    ) d;

-- The booths' cash settlement (/BoothCashSettlementStatement): closed shifts per day of sign-out,
-- lot and cashier. Ids: the day, the lot and the smallest shift id of the group.
CREATE VIEW booth_cash_settlement AS
  SELECT (timezone('UTC', signed_out_at) + interval '8 hours')::date AS day, lot_id, cashier,
         min(id) AS id, count(*)::int AS shifts, sum(payments)::int AS payments,
         sum(opening_float)::bigint AS opening_float, sum(taken_cash)::bigint AS taken_cash, sum(taken_total)::bigint AS taken_total,
         sum(expected_cash)::bigint AS expected_cash, sum(cash_handed_over)::bigint AS cash_handed_over, sum(difference)::bigint AS difference
    FROM cashier_shifts
   WHERE state = 1
   GROUP BY 1, 2, 3;

-- Electronic payments (/ElectronicPaymentStatement): per day, lot and electronic channel, the
-- payments taken and the refunds carried out on that channel. Ids: day, lot and the channel's place.
CREATE VIEW electronic_payment_statement AS
  SELECT ((d.day - DATE '2000-01-01')::bigint * 1000000000 + d.lot_id) * 8
           + CASE d.channel WHEN 'pos' THEN 1 WHEN 'alipay' THEN 2 WHEN 'wechat' THEN 3 WHEN 'app' THEN 4 ELSE 5 END AS id,
         d.*, d.amount - d.refunded AS net
    FROM (
      SELECT day, lot_id, channel, count(*) FILTER (WHERE kind = 'paid')::int AS payments,
             coalesce(sum(amount) FILTER (WHERE kind = 'paid'), 0)::bigint AS amount,
             coalesce(sum(amount) FILTER (WHERE kind = 'refunded'), 0)::bigint AS refunded
        FROM (
          SELECT (timezone('UTC', paid_at) + interval '8 hours')::date AS day, lot_id, channel, 'paid' AS kind, amount FROM payments
          UNION ALL
          SELECT (timezone('UTC', refunded_at) + interval '8 hours')::date, lot_id, channel, 'refunded', amount FROM refunds WHERE refunded_at IS NOT NULL
        ) e
       WHERE channel IN ('pos', 'alipay', 'wechat', 'app')
       GROUP BY day, lot_id, channel
    ) d;
