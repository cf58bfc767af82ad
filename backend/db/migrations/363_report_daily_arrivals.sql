-- The turnover rate's days from a daily rollup (docs/reports.md, "Work records and traffic lists"):
-- /TurnoverRate summed the hourly traffic rollup per day at every read (180 ms for a year of four
-- lots, growing with the period). report_daily_stays now also counts each day's arrivals (every
-- stay entered that operator day, as the hourly rollup's arrivals), recomputed with the rest
-- (backend/areas/reports/rollups/daily-stays.ts; stays already mark their entry and exit days).
ALTER TABLE report_daily_stays ADD COLUMN arrivals integer NOT NULL DEFAULT 0;

INSERT INTO report_daily_stays (lot_id, day, arrivals)
  SELECT lot_id, operator_day(entry_at), count(*)::integer FROM stays GROUP BY 1, 2
  ON CONFLICT (lot_id, day) DO UPDATE SET arrivals = EXCLUDED.arrivals;

-- A day with arrivals and no departure is no row of the parking hours report.
CREATE OR REPLACE VIEW parking_hours_report AS
  SELECT (s.day - DATE '2000-01-01')::bigint * 1000000000 + s.lot_id AS id, s.lot_id, s.day, s.stays, s.total_ms,
         NULL::integer AS average_minutes, s.under15m, s.from15m, s.from30m, s.from1h, s.from3h, s.from6h, s.from12h, s.from24h
    FROM report_daily_stays s
   WHERE s.stays > 0;

CREATE OR REPLACE VIEW lot_daily_turnover AS
  SELECT (s.day - DATE '2000-01-01')::bigint * 1000000 + s.lot_id AS id, s.lot_id, s.day, s.arrivals AS stays,
         coalesce(c.capacity, 0) AS capacity
    FROM report_daily_stays s
    LEFT JOIN place_occupancy c ON c.kind = 'lot' AND c.id = s.lot_id
   WHERE s.arrivals > 0;
