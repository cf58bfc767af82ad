-- The coupon reports (docs/merchants.md, "Coupon reports"). Each figure is defined once, here, and
-- read by every screen that shows it: /CouponOrderStatistics sums the view by row, /MerchantCouponUsage
-- sums it over the merchant's limits' period. Days are the operator's clock (UTC+8, as the daily
-- settlement's), each figure on the day of its own record:
--   issued   coupons by issued_at;            expired, voided  coupons in that state by ended_at;
--   used     coupon uses used, by used_at;    charge_fen, charge_minutes  what those uses charged the
--            merchant (its ledger's 'couponUse' rows are written in the same transaction, same instant);
--   relief   the orders' discount rows of kind 'coupon' by their `at`: the settlement's `discounted`
--            counts the same rows on the same day (settlement_events), so the two agree by construction.
-- A row is a coupon type on a day; its id is the type's id * 100000 + the day's number since 2000-01-01
-- (below 100000 for 273 years), stable from one read to the next.
CREATE VIEW coupon_daily AS
  SELECT (e.type_id::bigint * 100000 + (e.day - date '2000-01-01')) AS id,
         e.lot_id, e.merchant_id, e.type_id, e.day,
         (count(*) FILTER (WHERE e.kind = 'issued'))::int AS issued,
         (count(*) FILTER (WHERE e.kind = 'used'))::int AS used,
         (count(*) FILTER (WHERE e.kind = 'expired'))::int AS expired,
         (count(*) FILTER (WHERE e.kind = 'voided'))::int AS voided,
         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'relief'), 0)::bigint AS relief,
         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'charge_fen'), 0)::bigint AS charge_fen,
         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'charge_minutes'), 0)::bigint AS charge_minutes
    FROM (
      SELECT 'issued'::text AS kind, c.lot_id, c.merchant_id, c.type_id, (timezone('UTC', c.issued_at) + interval '8 hours')::date AS day, NULL::bigint AS amount
        FROM coupons c
      UNION ALL
      SELECT CASE c.state WHEN 3 THEN 'expired' ELSE 'voided' END, c.lot_id, c.merchant_id, c.type_id, (timezone('UTC', c.ended_at) + interval '8 hours')::date, NULL
        FROM coupons c WHERE c.state IN (3, 4) AND c.ended_at IS NOT NULL
      UNION ALL
      SELECT 'used', u.lot_id, u.merchant_id, c.type_id, (timezone('UTC', u.used_at) + interval '8 hours')::date, NULL
        FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE u.state = 2
      UNION ALL
      SELECT CASE u.charge_unit WHEN 'minutes' THEN 'charge_minutes' ELSE 'charge_fen' END, u.lot_id, u.merchant_id, c.type_id,
             (timezone('UTC', u.used_at) + interval '8 hours')::date, u.charge
        FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE u.state = 2 AND u.charge > 0
      UNION ALL
      SELECT 'relief', d.lot_id, u.merchant_id, c.type_id, (timezone('UTC', d.at) + interval '8 hours')::date, d.amount
        FROM order_discounts d JOIN coupon_uses u ON u.discount_id = d.id JOIN coupons c ON c.id = u.coupon_id WHERE d.kind = 'coupon'
    ) e
   GROUP BY e.lot_id, e.merchant_id, e.type_id, e.day;
