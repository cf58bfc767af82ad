-- The money reports' rollup (docs/reports.md, "Money reports"): settlement_events' amounts per lot
-- and operator day split by what the reports group by: kind, purpose, channel's place, collector,
-- pay station, yard area, and the kind of an order's reduction. The daily settlement rollup (330)
-- keeps one column per kind; this one keeps one row per (lot, day) and combination of dimensions
-- with data, so a report groups the few rows of its days instead of the payments.

-- Every amount of settlement_events (same rows, same instants, same kinds) with its dimensions, and
-- the arrears read by the day they were made (arrears_made_recovered / _void, for the recovery rate).
-- A payment's collector is the login that took it at a booth, an exit or a POS (lib/reports/dimensions.ts:
-- pay stations and online payments have none). A refund carries the channel's place, collector and
-- station of the payment it refunds.
CREATE VIEW money_events AS
  SELECT o.lot_id, o.created_at AS at, 'receivable' AS kind, o.receivable AS amount, 'parking' AS purpose,
         NULL::text AS place, NULL::text AS collector, NULL::text AS station, s.yard_area_id AS area_id, NULL::text AS detail
    FROM orders o LEFT JOIN stays s ON s.id = o.stay_id
  UNION ALL SELECT lot_id, paid_at, 'receivable', amount, 'rental', NULL, NULL, NULL, NULL, NULL FROM rental_orders WHERE state = 1
  UNION ALL SELECT lot_id, paid_at, 'receivable', price, 'couponPackage', NULL, NULL, NULL, NULL, NULL FROM coupon_orders WHERE state = 1
  UNION ALL SELECT p.lot_id, p.paid_at, 'paid_' || lower(p.channel), p.amount,
         CASE WHEN p.order_id IS NOT NULL THEN 'parking' WHEN p.rental_order_id IS NOT NULL THEN 'rental'
              WHEN p.recharge_order_id IS NOT NULL THEN 'storedValue' WHEN p.merchant_topup_id IS NOT NULL THEN 'merchantTopup'
              ELSE 'couponPackage' END,
         p.place, CASE WHEN p.place IN ('booth', 'exit', 'pos') THEN p.operator END, CASE WHEN p.place = 'payStation' THEN p.device END, s.yard_area_id, NULL
    FROM payments p LEFT JOIN stays s ON s.id = p.stay_id
  UNION ALL SELECT d.lot_id, d.at, CASE d.kind WHEN 'discount' THEN 'discounted' WHEN 'coupon' THEN 'discounted' WHEN 'balance' THEN 'from_balance' ELSE 'waived' END,
         d.amount, 'parking', NULL, NULL, NULL, s.yard_area_id, d.kind
    FROM order_discounts d LEFT JOIN orders o ON o.id = d.order_id LEFT JOIN stays s ON s.id = o.stay_id
  UNION ALL SELECT r.lot_id, r.refunded_at, 'refunded', r.amount, CASE WHEN r.order_id IS NOT NULL THEN 'parking' ELSE 'rental' END,
         p.place, CASE WHEN p.place IN ('booth', 'exit', 'pos') THEN p.operator END, CASE WHEN p.place = 'payStation' THEN p.device END, NULL, r.channel
    FROM refunds r LEFT JOIN payments p ON p.id = r.payment_id WHERE r.refunded_at IS NOT NULL
  UNION ALL SELECT lot_id, decided_at, 'refunded', refund, 'merchantTopup', NULL, NULL, NULL, NULL, NULL FROM merchant_closings WHERE state = 1 AND refund > 0
  UNION ALL SELECT lot_id, created_at, 'arrears_created', amount, NULL, NULL, NULL, NULL, NULL, NULL FROM arrears
  UNION ALL SELECT lot_id, closed_at, 'arrears_recovered', amount, NULL, NULL, NULL, NULL, NULL, NULL FROM arrears WHERE state = 1 AND closed_at IS NOT NULL
  UNION ALL SELECT lot_id, created_at, 'arrears_made_recovered', amount, NULL, NULL, NULL, NULL, NULL, NULL FROM arrears WHERE state = 1
  UNION ALL SELECT lot_id, created_at, 'arrears_made_void', amount, NULL, NULL, NULL, NULL, NULL, NULL FROM arrears WHERE state = 2
  UNION ALL SELECT lot_id, issued_at, 'invoiced', gross, NULL, NULL, NULL, NULL, NULL, NULL FROM invoices WHERE kind = 'blue' AND issued_at IS NOT NULL
  UNION ALL SELECT lot_id, issued_at, 'invoice_reversed', -gross, NULL, NULL, NULL, NULL, NULL, NULL FROM invoices WHERE kind = 'red' AND issued_at IS NOT NULL;

-- One row per (lot, day) with data: the row a worker locks while it recomputes the day.
CREATE TABLE report_daily_money (
  lot_id       integer NOT NULL,
  day          date NOT NULL,
  events       integer NOT NULL DEFAULT 0,
  computed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lot_id, day)
);
CREATE INDEX report_daily_money_day ON report_daily_money (day, lot_id);

-- The day's amounts per combination of dimensions (a dimension a kind lacks is null).
CREATE TABLE report_daily_money_parts (
  lot_id     integer NOT NULL,
  day        date NOT NULL,
  kind       text NOT NULL,
  purpose    text,
  place      text,
  collector  text,
  station    text,
  area_id    integer,
  detail     text,
  amount     bigint NOT NULL,
  events     integer NOT NULL
);
CREATE INDEX report_daily_money_parts_bucket ON report_daily_money_parts (lot_id, day);
CREATE INDEX report_daily_money_parts_day ON report_daily_money_parts (day, lot_id);

CREATE TABLE report_money_marks (
  id         bigserial PRIMARY KEY,
  lot_id     integer NOT NULL,
  day        date NOT NULL,
  marked_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_money_marks_bucket ON report_money_marks (lot_id, day);

-- The tables and instants are settlement_events' (331's triggers), plus arrears' created_at (already
-- marked): the daily trigger marks both rollups, one statement each, so a write runs no more triggers.
CREATE OR REPLACE FUNCTION report_mark_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_marks_sql('report_daily_marks', 'operator_day', TG_ARGV, TG_OP);
  EXECUTE report_marks_sql('report_money_marks', 'operator_day', TG_ARGV, TG_OP);
  RETURN NULL;
END $$;
