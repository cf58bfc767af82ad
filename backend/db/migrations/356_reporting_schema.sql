-- A read-only reporting schema for an external BI tool (Metabase, Superset, FineBI: docs/reports.md
-- "BI"): views of the report figures over the rollups (330_report_rollups.sql) with the names and
-- units of docs/reports.md, and a role that may read them and nothing else. The views run with
-- their owner's rights, so the role needs no right on the tables behind them (and has none).
CREATE SCHEMA IF NOT EXISTS reporting;

COMMENT ON SCHEMA reporting IS 'Read-only report figures for BI tools (docs/reports.md "BI"). Amounts in fen; days and hours on the operator clock (UTC+8).';

-- The lots, with their capacity (docs/decisions.md "Occupancy").
CREATE VIEW reporting.lots AS
  SELECT l.id AS lot_id, l.name, coalesce(o.capacity, 0)::integer AS capacity
    FROM parking_lots l LEFT JOIN place_occupancy o ON o.kind = 'lot' AND o.id = l.id;

-- The payment channels, with their names in both languages.
CREATE VIEW reporting.channels AS
  SELECT * FROM (VALUES
    ('cash', '现金', 'Cash'), ('pos', 'POS', 'POS'), ('payStation', '自助缴费机', 'Pay station'),
    ('alipay', '支付宝', 'Alipay'), ('wechat', '微信', 'WeChat'), ('app', 'App', 'App')
  ) AS c(channel, name_zh, name_en);

-- Money per lot and operator day (docs/reports.md "Money"): received = every channel's payments;
-- net = received - refunded; invoiced = blue less red. Figures by purpose (monthly, stored value)
-- are not in the rollup and so not here.
CREATE VIEW reporting.daily_money AS
  SELECT lot_id, day,
         receivable,
         (paid_cash + paid_pos + paid_paystation + paid_alipay + paid_wechat + paid_app) AS received,
         discounted AS discounts, waived, from_balance AS paid_from_balance, refunded,
         (paid_cash + paid_pos + paid_paystation + paid_alipay + paid_wechat + paid_app - refunded) AS net,
         arrears_created, arrears_recovered, (invoiced - invoice_reversed) AS invoiced,
         payments, refunds, computed_at
    FROM public.report_daily_settlement;

-- Received per lot, operator day and channel (the channels add up to received).
CREATE VIEW reporting.daily_money_by_channel AS
  SELECT r.lot_id, r.day, c.channel, c.amount
    FROM public.report_daily_settlement r
   CROSS JOIN LATERAL (VALUES ('cash', r.paid_cash), ('pos', r.paid_pos), ('payStation', r.paid_paystation),
                              ('alipay', r.paid_alipay), ('wechat', r.paid_wechat), ('app', r.paid_app)) AS c(channel, amount);

-- Traffic per lot and hour: stays begun (entries), stays ended (exits), lane passages; the hour as
-- an instant and as the operator's day and hour of day.
CREATE VIEW reporting.hourly_traffic AS
  SELECT lot_id, hour, (timezone('UTC', hour) + interval '8 hours')::date AS day,
         extract(hour FROM timezone('UTC', hour) + interval '8 hours')::integer AS hour_of_day,
         arrivals AS entries, departures AS exits, passages
    FROM public.report_hourly_traffic;

-- The role a BI tool's login is made a member of (docs/reports.md "BI"). Roles belong to the
-- cluster, not the database: made once, whichever database migrates first.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'catc_reporting') THEN
    CREATE ROLE catc_reporting NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;

REVOKE ALL ON SCHEMA reporting FROM PUBLIC;
GRANT USAGE ON SCHEMA reporting TO catc_reporting;
GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO catc_reporting;
