-- The money reports' month and year rows from the monthly money rollup (367; docs/reports.md,
-- "Money reports"): /DateTransaction by month or year, /SiteRanking and /RevenueSummary grouped
-- every lot's days of every month before the period's filter could apply to a month's first day,
-- so they grew with the data's length. Every figure of money_daily (341) is now made once, per day
-- from the daily parts and per month from the monthly ones (money_by_level); money_daily keeps its
-- columns, money_monthly has the same per calendar month (day = its first day).

CREATE VIEW money_parts_by_level AS
  SELECT 'day' AS level, lot_id, day, kind, purpose, detail, amount, events FROM report_daily_money_parts
  UNION ALL
  SELECT 'month', lot_id, month, kind, purpose, detail, amount, events FROM report_monthly_money;

CREATE VIEW money_by_level AS
  SELECT p.level, p.lot_id, p.day,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'receivable'), 0)::bigint AS receivable,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%'), 0)::bigint AS received,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%' AND p.purpose IN ('parking', 'rental', 'couponPackage')), 0)::bigint AS received_against_receivable,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%' AND p.purpose = 'parking'), 0)::bigint AS parking_income,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%' AND p.purpose = 'rental'), 0)::bigint AS monthly_income,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%' AND p.purpose = 'storedValue'), 0)::bigint AS stored_value_income,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%' AND p.purpose = 'merchantTopup'), 0)::bigint AS merchant_topup_income,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%' AND p.purpose = 'couponPackage'), 0)::bigint AS coupon_package_income,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'discounted'), 0)::bigint AS discounts,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'discounted' AND p.detail = 'coupon'), 0)::bigint AS coupon_relief,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'waived'), 0)::bigint AS waived,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'from_balance'), 0)::bigint AS paid_from_balance,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refunded'), 0)::bigint AS refunded,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refunded' AND p.purpose = 'parking'), 0)::bigint AS parking_refunded,
         (coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%'), 0) - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refunded'), 0))::bigint AS net,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'arrears_created'), 0)::bigint AS arrears_created,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'arrears_recovered'), 0)::bigint AS arrears_recovered,
         (coalesce(sum(p.amount) FILTER (WHERE p.kind = 'arrears_created'), 0) - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'arrears_made_void'), 0))::bigint AS arrears_made_owed,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'arrears_made_recovered'), 0)::bigint AS arrears_made_recovered,
         (coalesce(sum(p.amount) FILTER (WHERE p.kind = 'invoiced'), 0) - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'invoice_reversed'), 0))::bigint AS invoiced,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'invoice_reversed'), 0)::bigint AS invoice_reversed,
         coalesce(sum(p.events) FILTER (WHERE p.kind LIKE 'paid\_%'), 0)::integer AS payments,
         coalesce(sum(p.events) FILTER (WHERE p.kind = 'from_balance'), 0)::integer AS balance_payments,
         coalesce(sum(p.events) FILTER (WHERE p.kind = 'discounted' AND p.detail = 'coupon'), 0)::integer AS coupons_used,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'receivable' AND p.purpose = 'parking'), 0)::bigint AS parking_receivable,
         coalesce(sum(p.events) FILTER (WHERE p.kind LIKE 'paid\_%' AND p.purpose = 'parking'), 0)::integer AS parking_payments
    FROM money_parts_by_level p
   GROUP BY p.level, p.lot_id, p.day;

CREATE OR REPLACE VIEW money_daily AS
  SELECT lot_id, day, receivable, received, received_against_receivable, parking_income, monthly_income, stored_value_income, merchant_topup_income, coupon_package_income, discounts, coupon_relief, waived, paid_from_balance, refunded, parking_refunded, net, arrears_created, arrears_recovered, arrears_made_owed, arrears_made_recovered, invoiced, invoice_reversed, payments, balance_payments, coupons_used, parking_receivable, parking_payments
    FROM money_by_level WHERE level = 'day';

CREATE VIEW money_monthly AS
  SELECT lot_id, day, receivable, received, received_against_receivable, parking_income, monthly_income, stored_value_income, merchant_topup_income, coupon_package_income, discounts, coupon_relief, waived, paid_from_balance, refunded, parking_refunded, net, arrears_created, arrears_recovered, arrears_made_owed, arrears_made_recovered, invoiced, invoice_reversed, payments, balance_payments, coupons_used, parking_receivable, parking_payments
    FROM money_by_level WHERE level = 'month';

CREATE OR REPLACE VIEW date_transaction_report AS
  SELECT report_row_id(g.granularity || g.day::text || ':' || g.lot_id) AS id, g.*, NULL::numeric AS received_rate, NULL::numeric AS arrears_recovery_rate
    FROM (
      SELECT 'day' AS granularity, d.lot_id, d.day, to_char(d.day, 'YYYY-MM-DD') AS period,
             d.receivable, d.received, d.received_against_receivable, d.discounts, d.coupon_relief, d.waived, d.paid_from_balance,
             d.arrears_created, d.arrears_recovered, d.arrears_made_owed, d.arrears_made_recovered, d.refunded,
             d.monthly_income, d.stored_value_income, d.invoiced, d.invoice_reversed
        FROM money_daily d
      UNION ALL
      SELECT x.granularity, d.lot_id, x.first_day, to_char(x.first_day, CASE x.granularity WHEN 'month' THEN 'YYYY-MM' ELSE 'YYYY' END),
             sum(d.receivable)::bigint, sum(d.received)::bigint, sum(d.received_against_receivable)::bigint, sum(d.discounts)::bigint,
             sum(d.coupon_relief)::bigint, sum(d.waived)::bigint, sum(d.paid_from_balance)::bigint, sum(d.arrears_created)::bigint,
             sum(d.arrears_recovered)::bigint, sum(d.arrears_made_owed)::bigint, sum(d.arrears_made_recovered)::bigint, sum(d.refunded)::bigint,
             sum(d.monthly_income)::bigint, sum(d.stored_value_income)::bigint, sum(d.invoiced)::bigint, sum(d.invoice_reversed)::bigint
        FROM money_monthly d
       CROSS JOIN LATERAL (VALUES ('month', d.day), ('year', date_trunc('year', d.day)::date)) x(granularity, first_day)
       GROUP BY x.granularity, d.lot_id, x.first_day
    ) g;

CREATE OR REPLACE VIEW money_received_periods AS
  SELECT x.granularity, d.lot_id, x.first_day, sum(d.received)::bigint AS received
    FROM money_monthly d
   CROSS JOIN LATERAL (VALUES ('month', d.day), ('year', date_trunc('year', d.day)::date)) x(granularity, first_day)
   GROUP BY 1, 2, 3;

CREATE OR REPLACE VIEW revenue_summary_report AS
  SELECT report_row_id(date_trunc('month', d.day)::date::text || ':' || d.lot_id) AS id, d.lot_id, date_trunc('month', d.day)::date AS day,
         to_char(date_trunc('month', d.day), 'YYYY-MM') AS period,
         sum(d.parking_income)::bigint AS parking_income, sum(d.monthly_income)::bigint AS monthly_income,
         sum(d.stored_value_income)::bigint AS stored_value_income, sum(d.merchant_topup_income)::bigint AS merchant_topup_income,
         sum(d.coupon_package_income)::bigint AS coupon_package_income, sum(d.received)::bigint AS received,
         sum(d.refunded)::bigint AS refunded, sum(d.net)::bigint AS net, sum(d.paid_from_balance)::bigint AS paid_from_balance
    FROM money_monthly d
   GROUP BY d.lot_id, date_trunc('month', d.day);

