-- A monthly level over the daily rollups (docs/reports.md, "Rollups"): a dashboard over a year or
-- three read every lot's days (the financial dashboard over three years 215 ms for four lots, ten
-- times that for forty), and the transaction analysis read the payments themselves. A period reads
-- its whole months here and its days before and after them from the daily rows (lib/reports/periods.ts
-- wholeMonthsOf), so what it reads grows with the months, not the days.
--
-- Each month is recomputed from its daily rows in the transaction that recomputed one of its days
-- (backend/areas/reports/rollups/monthly.ts), under a lock on the month: two workers draining days
-- of one month take turns, and the later one's statements see the earlier one's days.

-- The money per lot, operator month (its first day), kind, purpose and reduction kind (detail): what
-- the dashboards' money figures and the money reports' month rows are made of
-- (report_daily_money_parts without the reports' place, collector, station and area).
CREATE TABLE report_monthly_money (
  lot_id   integer NOT NULL,
  month    date NOT NULL,
  kind     text NOT NULL,
  purpose  text,
  detail   text,
  amount   bigint NOT NULL,
  events   integer NOT NULL
);
CREATE INDEX report_monthly_money_lot ON report_monthly_money (lot_id, month);

-- The payments per lot, operator day and hour of the operator's day (the transaction analysis's
-- hours and weekdays), recomputed with the daily money buckets; and per month, weekday (ISO,
-- Monday 1) and hour.
CREATE TABLE report_daily_payment_hours (
  lot_id    integer NOT NULL,
  day       date NOT NULL,
  hour      smallint NOT NULL,
  payments  integer NOT NULL,
  amount    bigint NOT NULL,
  PRIMARY KEY (lot_id, day, hour)
);
CREATE TABLE report_monthly_payment_hours (
  lot_id    integer NOT NULL,
  month     date NOT NULL,
  weekday   smallint NOT NULL,
  hour      smallint NOT NULL,
  payments  integer NOT NULL,
  amount    bigint NOT NULL,
  PRIMARY KEY (lot_id, month, weekday, hour)
);

-- Arrivals and departures per lot, operator month and hour of the operator's day (the site
-- dashboard's traffic by hour), from the hourly traffic rollup.
CREATE TABLE report_monthly_traffic_hours (
  lot_id      integer NOT NULL,
  month       date NOT NULL,
  hour        smallint NOT NULL,
  arrivals    integer NOT NULL,
  departures  integer NOT NULL,
  PRIMARY KEY (lot_id, month, hour)
);

-- The hour of the operator's day of an instant.
CREATE FUNCTION operator_hour_of_day(at timestamptz) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT extract(hour FROM timezone('UTC', at) + interval '8 hours')::smallint $$;

INSERT INTO report_monthly_money (lot_id, month, kind, purpose, detail, amount, events)
  SELECT lot_id, date_trunc('month', day)::date, kind, purpose, detail, sum(amount), sum(events) FROM report_daily_money_parts GROUP BY 1, 2, 3, 4, 5;
INSERT INTO report_daily_payment_hours (lot_id, day, hour, payments, amount)
  SELECT lot_id, operator_day(paid_at), operator_hour_of_day(paid_at), count(*), sum(amount) FROM payments WHERE lot_id IS NOT NULL GROUP BY 1, 2, 3;
INSERT INTO report_monthly_payment_hours (lot_id, month, weekday, hour, payments, amount)
  SELECT lot_id, date_trunc('month', day)::date, extract(isodow FROM day), hour, sum(payments), sum(amount) FROM report_daily_payment_hours GROUP BY 1, 2, 3, 4;
INSERT INTO report_monthly_traffic_hours (lot_id, month, hour, arrivals, departures)
  SELECT lot_id, date_trunc('month', operator_day(hour))::date, operator_hour_of_day(hour), sum(arrivals), sum(departures)
    FROM report_hourly_traffic GROUP BY 1, 2, 3 HAVING sum(arrivals) + sum(departures) > 0;
