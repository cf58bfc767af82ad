-- Invoiced and reversed amounts on the daily settlement (docs/invoicing.md, "On the settlement"):
-- a blue invoice counts on the day it was issued, a red one (negative) on the day it was issued,
-- per lot. The events view gains two kinds; the daily view two columns, after the others'.
CREATE OR REPLACE VIEW settlement_events AS
  SELECT lot_id, created_at AS at, 'receivable' AS kind, receivable AS amount FROM orders
  UNION ALL SELECT lot_id, paid_at, 'receivable', amount FROM rental_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'receivable', price FROM coupon_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'paid_' || lower(channel), amount FROM payments
  UNION ALL SELECT lot_id, at, CASE kind WHEN 'discount' THEN 'discounted' WHEN 'coupon' THEN 'discounted' WHEN 'balance' THEN 'from_balance' ELSE 'waived' END, amount FROM order_discounts
  UNION ALL SELECT lot_id, refunded_at, 'refunded', amount FROM refunds WHERE refunded_at IS NOT NULL
  UNION ALL SELECT lot_id, decided_at, 'refunded', refund FROM merchant_closings WHERE state = 1 AND refund > 0
  UNION ALL SELECT lot_id, created_at, 'arrears_created', amount FROM arrears
  UNION ALL SELECT lot_id, closed_at, 'arrears_recovered', amount FROM arrears WHERE state = 1 AND closed_at IS NOT NULL
  UNION ALL SELECT lot_id, issued_at, 'invoiced', gross FROM invoices WHERE kind = 'blue' AND issued_at IS NOT NULL
  UNION ALL SELECT lot_id, issued_at, 'invoice_reversed', -gross FROM invoices WHERE kind = 'red' AND issued_at IS NOT NULL;

DROP VIEW settlement_today;
DROP VIEW daily_settlement;
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
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'arrears_recovered'), 0)::bigint AS arrears_recovered,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'invoiced'), 0)::bigint AS invoiced,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'invoice_reversed'), 0)::bigint AS invoice_reversed
        FROM settlement_events e
       GROUP BY 1, 2
    ) d;

CREATE VIEW settlement_today AS
  SELECT (t.day - DATE '2000-01-01')::bigint * 1000000000 + l.id AS id, t.day, l.id AS lot_id,
         coalesce(s.receivable, 0)::bigint AS receivable, coalesce(s.paid_cash, 0)::bigint AS paid_cash,
         coalesce(s.paid_pos, 0)::bigint AS paid_pos, coalesce(s.paid_paystation, 0)::bigint AS paid_paystation,
         coalesce(s.paid_alipay, 0)::bigint AS paid_alipay, coalesce(s.paid_wechat, 0)::bigint AS paid_wechat,
         coalesce(s.paid_app, 0)::bigint AS paid_app, coalesce(s.discounted, 0)::bigint AS discounted,
         coalesce(s.waived, 0)::bigint AS waived, coalesce(s.refunded, 0)::bigint AS refunded,
         coalesce(s.arrears_created, 0)::bigint AS arrears_created, coalesce(s.arrears_recovered, 0)::bigint AS arrears_recovered,
         coalesce(s.paid, 0)::bigint AS paid, coalesce(s.net, 0)::bigint AS net,
         coalesce(s.invoiced, 0)::bigint AS invoiced, coalesce(s.invoice_reversed, 0)::bigint AS invoice_reversed
    FROM (SELECT (timezone('UTC', now()) + interval '8 hours')::date AS day) t
   CROSS JOIN parking_lots l
    LEFT JOIN daily_settlement s ON s.day = t.day AND s.lot_id = l.id;
