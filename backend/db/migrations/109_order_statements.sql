-- Order statements (/OrderList_Statement, /AreaOrderList_Statement) and the indexes of the payment
-- and discount screens (lib/areas/orders/screens.ts). Amounts are integer fen.
--
-- A statement row sums the orders created on one day of the operator's clock (UTC+8, as the
-- protocol's) in one lot, or in one yard area or street of it: the orders, their figures
-- (receivable = discount + waived + paid + due holds for every row), and what their payments took
-- by channel (the channels of lib/parking/channels.ts PAYMENT_CHANNELS, one column each). The
-- channel columns add up to paid: orders.paid is the sum of the order's payments.

-- Orders with the day they belong to and the place their stay was in: a yard area, a street, or
-- the lot itself (area_key is then the lot's id).
CREATE VIEW order_statement_lines AS
  SELECT o.id, o.lot_id, (timezone('UTC', o.created_at) + interval '8 hours')::date AS day,
         CASE WHEN s.yard_area_id IS NOT NULL THEN 'yardArea' WHEN s.street_id IS NOT NULL THEN 'street' ELSE 'lot' END AS area_kind,
         coalesce(s.yard_area_id, s.street_id, o.lot_id) AS area_key,
         o.receivable, o.discount, o.waived, o.paid, o.due,
         c.paid_cash, c.paid_pos, c.paid_paystation, c.paid_alipay, c.paid_wechat, c.paid_app
    FROM orders o
    JOIN stays s ON s.id = o.stay_id
    -- What the order's payments took, by channel (an aggregate without GROUP BY: always one row).
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(p.amount) FILTER (WHERE p.channel = 'cash'), 0)::bigint AS paid_cash,
             coalesce(sum(p.amount) FILTER (WHERE p.channel = 'pos'), 0)::bigint AS paid_pos,
             coalesce(sum(p.amount) FILTER (WHERE p.channel = 'payStation'), 0)::bigint AS paid_paystation,
             coalesce(sum(p.amount) FILTER (WHERE p.channel = 'alipay'), 0)::bigint AS paid_alipay,
             coalesce(sum(p.amount) FILTER (WHERE p.channel = 'wechat'), 0)::bigint AS paid_wechat,
             coalesce(sum(p.amount) FILTER (WHERE p.channel = 'app'), 0)::bigint AS paid_app
        FROM payments p WHERE p.order_id = o.id
    ) c;

-- Ids: the day (days since 2000-01-01) and the lot, or the area and its kind, so that a row keeps
-- its id from one read to the next.
CREATE VIEW order_statement_daily AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000000 + d.lot_id AS id, d.*
    FROM (
      SELECT day, lot_id, count(*)::int AS orders,
             sum(receivable)::bigint AS receivable, sum(discount)::bigint AS discount, sum(waived)::bigint AS waived,
             sum(paid)::bigint AS paid, sum(due)::bigint AS due,
             sum(paid_cash)::bigint AS paid_cash, sum(paid_pos)::bigint AS paid_pos, sum(paid_paystation)::bigint AS paid_paystation,
             sum(paid_alipay)::bigint AS paid_alipay, sum(paid_wechat)::bigint AS paid_wechat, sum(paid_app)::bigint AS paid_app
        FROM order_statement_lines
       GROUP BY day, lot_id
    ) d;

CREATE VIEW area_order_statement_daily AS
  SELECT ((d.day - DATE '2000-01-01')::bigint * 1000000000 + d.area_key) * 4
           + CASE d.area_kind WHEN 'yardArea' THEN 1 WHEN 'street' THEN 2 ELSE 3 END AS id,
         d.*
    FROM (
      SELECT day, lot_id, area_kind, area_key, count(*)::int AS orders,
             sum(receivable)::bigint AS receivable, sum(discount)::bigint AS discount, sum(waived)::bigint AS waived,
             sum(paid)::bigint AS paid, sum(due)::bigint AS due,
             sum(paid_cash)::bigint AS paid_cash, sum(paid_pos)::bigint AS paid_pos, sum(paid_paystation)::bigint AS paid_paystation,
             sum(paid_alipay)::bigint AS paid_alipay, sum(paid_wechat)::bigint AS paid_wechat, sum(paid_app)::bigint AS paid_app
        FROM order_statement_lines
       GROUP BY day, lot_id, area_kind, area_key
    ) d;

-- The payment screens that list one place's payments (pay stations, exit lanes, online), newest first.
CREATE INDEX payments_place_paid ON payments (place, paid_at DESC, id DESC);
-- Free departures and discounts, newest first.
CREATE INDEX order_discounts_kind_at ON order_discounts (kind, at DESC, id DESC);
