-- The money report screens (lib/areas/reports/screens-money.ts), read from the money rollup (340),
-- never from the raw tables. Each figure is lib/reports/money-figures.ts's (MONEY_FIGURES), summed
-- over the rollup's parts; backend/areas/reports/money/money-reports.test.ts checks every column
-- against moneyFigure over the same parts. Rates and comparisons are computed when read
-- (backend/areas/reports/money/at-read.ts, lib/reports/rates.ts, comparison.ts): a NULL here.
-- Ids are stable: (day number) * 1e9 + lot id, or 52 bits of a hash of the row's key (a safe integer in JSON).

CREATE FUNCTION report_row_id(key text) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ('x' || substr(md5(key), 1, 13))::bit(52)::bigint $$;

-- The channel a payment's kind names (lib/parking/channels.ts PAYMENT_CHANNELS), 'storedValue' for a
-- stay paid from a balance.
CREATE FUNCTION report_channel_of(kind text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE kind WHEN 'paid_cash' THEN 'cash' WHEN 'paid_pos' THEN 'pos' WHEN 'paid_paystation' THEN 'payStation'
                         WHEN 'paid_alipay' THEN 'alipay' WHEN 'paid_wechat' THEN 'wechat' WHEN 'paid_app' THEN 'app'
                         WHEN 'from_balance' THEN 'storedValue' END $$;

-- Every money figure per lot and operator day.
CREATE VIEW money_daily AS
  SELECT p.lot_id, p.day,
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
    FROM report_daily_money_parts p
   GROUP BY p.lot_id, p.day;

-- /DateTransaction: per lot and day, month or year (its first day is `day`; a month or year row is
-- the whole calendar month or year).
CREATE VIEW date_transaction_report AS
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
        FROM money_daily d
       CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', d.day)::date), ('year', date_trunc('year', d.day)::date)) x(granularity, first_day)
       GROUP BY x.granularity, d.lot_id, x.first_day
    ) g;

-- /MeansPaymentReport: per lot, day and channel (stays paid from a stored-value balance as the
-- channel 'storedValue'), and the lot's day total over these channels (the share's base).
CREATE VIEW means_payment_report AS
  SELECT report_row_id(c.day::text || ':' || c.lot_id || ':' || c.channel) AS id, c.*,
         (sum(c.amount) OVER (PARTITION BY c.lot_id, c.day))::bigint AS day_total, NULL::numeric AS share
    FROM (
      SELECT p.lot_id, p.day, report_channel_of(p.kind) AS channel, sum(p.amount)::bigint AS amount, sum(p.events)::integer AS payments
        FROM report_daily_money_parts p
       WHERE p.kind LIKE 'paid\_%' OR p.kind = 'from_balance'
       GROUP BY 1, 2, 3
    ) c;

-- /PayStationPayInfoReport: per lot, day and pay station, what it took by channel and what of its
-- payments was refunded.
CREATE VIEW pay_station_report AS
  SELECT report_row_id(p.day::text || ':' || p.lot_id || ':' || p.station) AS id, p.lot_id, p.day, p.station,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%'), 0)::bigint AS received,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'paid_paystation'), 0)::bigint AS paid_paystation,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'paid_cash'), 0)::bigint AS paid_cash,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'paid_pos'), 0)::bigint AS paid_pos,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'paid_alipay'), 0)::bigint AS paid_alipay,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'paid_wechat'), 0)::bigint AS paid_wechat,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'paid_app'), 0)::bigint AS paid_app,
         coalesce(sum(p.events) FILTER (WHERE p.kind LIKE 'paid\_%'), 0)::integer AS payments,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refunded'), 0)::bigint AS refunded,
         coalesce(sum(p.events) FILTER (WHERE p.kind = 'refunded'), 0)::integer AS refunds
    FROM report_daily_money_parts p
   WHERE p.station IS NOT NULL
   GROUP BY p.lot_id, p.day, p.station;

-- /TollCollectorReport: per lot, day and collector (the login that took a payment), by channel, and
-- what of the collector's payments was refunded.
CREATE VIEW toll_collector_report AS
  SELECT report_row_id(p.day::text || ':' || p.lot_id || ':' || p.collector) AS id, p.lot_id, p.day, p.collector,
         coalesce(sum(p.events) FILTER (WHERE p.kind LIKE 'paid\_%'), 0)::integer AS payments,
         coalesce(sum(p.amount) FILTER (WHERE p.kind LIKE 'paid\_%'), 0)::bigint AS received,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'paid_cash'), 0)::bigint AS paid_cash,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'paid_pos'), 0)::bigint AS paid_pos,
         coalesce(sum(p.amount) FILTER (WHERE p.kind IN ('paid_alipay', 'paid_wechat', 'paid_app', 'paid_paystation')), 0)::bigint AS paid_other,
         coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refunded'), 0)::bigint AS refunded,
         coalesce(sum(p.events) FILTER (WHERE p.kind = 'refunded'), 0)::integer AS refunds
    FROM report_daily_money_parts p
   WHERE p.collector IS NOT NULL
   GROUP BY p.lot_id, p.day, p.collector;

-- Received per lot and calendar month or year (SiteRanking's base).
CREATE VIEW money_received_periods AS
  SELECT x.granularity, d.lot_id, x.first_day, sum(d.received)::bigint AS received
    FROM money_daily d
   CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', d.day)::date), ('year', date_trunc('year', d.day)::date)) x(granularity, first_day)
   GROUP BY 1, 2, 3;

-- /SiteRanking: lots ranked by received per calendar month or year, with the month before (month
-- on month; for a year, the year before) and the same period a year earlier (year on year).
-- Whole months and years compare with whole ones (lib/reports/periods.ts comparablePeriod).
CREATE VIEW site_ranking_report AS
  SELECT report_row_id(r.granularity || r.first_day::text || ':' || r.lot_id) AS id, r.granularity, r.lot_id, r.first_day AS day,
         to_char(r.first_day, CASE r.granularity WHEN 'month' THEN 'YYYY-MM' ELSE 'YYYY' END) AS period,
         rank() OVER (PARTITION BY r.granularity, r.first_day ORDER BY r.received DESC)::integer AS rank,
         r.received, coalesce(m.received, 0)::bigint AS previous_received, coalesce(y.received, 0)::bigint AS last_year_received,
         NULL::numeric AS month_on_month, NULL::numeric AS year_on_year
    FROM money_received_periods r
    LEFT JOIN money_received_periods m ON m.granularity = r.granularity AND m.lot_id = r.lot_id
         AND m.first_day = (r.first_day - CASE r.granularity WHEN 'month' THEN interval '1 month' ELSE interval '1 year' END)::date
    LEFT JOIN money_received_periods y ON y.granularity = r.granularity AND y.lot_id = r.lot_id
         AND y.first_day = (r.first_day - interval '1 year')::date;

-- /AreaIncomeStatics: the money figures per administrative area (parking_lots.region), lot and day.
CREATE VIEW area_income_report AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000000 + d.lot_id AS id, coalesce(l.region, '') AS region, d.*
    FROM money_daily d JOIN parking_lots l ON l.id = d.lot_id;

-- Revenue summaries: per lot and calendar month, received by purpose, refunded and net.
CREATE VIEW revenue_summary_report AS
  SELECT report_row_id(date_trunc('month', d.day)::date::text || ':' || d.lot_id) AS id, d.lot_id, date_trunc('month', d.day)::date AS day,
         to_char(date_trunc('month', d.day), 'YYYY-MM') AS period,
         sum(d.parking_income)::bigint AS parking_income, sum(d.monthly_income)::bigint AS monthly_income,
         sum(d.stored_value_income)::bigint AS stored_value_income, sum(d.merchant_topup_income)::bigint AS merchant_topup_income,
         sum(d.coupon_package_income)::bigint AS coupon_package_income, sum(d.received)::bigint AS received,
         sum(d.refunded)::bigint AS refunded, sum(d.net)::bigint AS net, sum(d.paid_from_balance)::bigint AS paid_from_balance
    FROM money_daily d
   GROUP BY d.lot_id, date_trunc('month', d.day);

-- Deduction: per lot and day, stays paid from stored-value balances and merchants' coupons relieved.
CREATE VIEW deduction_report AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000000 + d.lot_id AS id, d.lot_id, d.day,
         d.paid_from_balance, d.balance_payments, d.coupon_relief, d.coupons_used, (d.paid_from_balance + d.coupon_relief)::bigint AS deducted
    FROM money_daily d
   WHERE d.paid_from_balance <> 0 OR d.coupon_relief <> 0;

-- Temporary stop: temporary parking's money per lot and day.
CREATE VIEW temporary_stop_report AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000000 + d.lot_id AS id, d.lot_id, d.day,
         d.parking_receivable AS receivable, d.parking_income, d.parking_payments AS payments, d.discounts, d.waived,
         d.paid_from_balance, d.arrears_created, d.arrears_recovered, d.parking_refunded
    FROM money_daily d;
