-- Today so far (/InventoryToday) names every lot, with zeros where nothing has happened yet: just
-- after the operator's midnight a lot without a payment is a lot at 0, not a lot missing from the
-- list (the daily settlement has a row only for a lot and day with events).
DROP VIEW settlement_today;
CREATE VIEW settlement_today AS
  SELECT (t.day - DATE '2000-01-01')::bigint * 1000000000 + l.id AS id, t.day, l.id AS lot_id,
         coalesce(s.receivable, 0)::bigint AS receivable, coalesce(s.paid_cash, 0)::bigint AS paid_cash,
         coalesce(s.paid_pos, 0)::bigint AS paid_pos, coalesce(s.paid_paystation, 0)::bigint AS paid_paystation,
         coalesce(s.paid_alipay, 0)::bigint AS paid_alipay, coalesce(s.paid_wechat, 0)::bigint AS paid_wechat,
         coalesce(s.paid_app, 0)::bigint AS paid_app, coalesce(s.discounted, 0)::bigint AS discounted,
         coalesce(s.waived, 0)::bigint AS waived, coalesce(s.refunded, 0)::bigint AS refunded,
         coalesce(s.arrears_created, 0)::bigint AS arrears_created, coalesce(s.arrears_recovered, 0)::bigint AS arrears_recovered,
         coalesce(s.paid, 0)::bigint AS paid, coalesce(s.net, 0)::bigint AS net
    FROM (SELECT (timezone('UTC', now()) + interval '8 hours')::date AS day) t
   CROSS JOIN parking_lots l
    LEFT JOIN daily_settlement s ON s.day = t.day AND s.lot_id = l.id;
