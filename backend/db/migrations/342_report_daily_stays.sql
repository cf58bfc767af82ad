-- The parking hours report's rollup (docs/reports.md, "Money reports", parking hours): per lot and
-- the operator day stays left on, how many left, their total length and how many fell in each
-- length band (lib/reports/stay-lengths.ts STAY_LENGTH_BANDS; the recomputation's SQL is made from
-- them: backend/areas/reports/rollups/daily-stays.ts). A stay closed as a repeat entry never left
-- and counts nowhere.
CREATE TABLE report_daily_stays (
  lot_id       integer NOT NULL,
  day          date NOT NULL,
  stays        integer NOT NULL DEFAULT 0,
  total_ms     bigint NOT NULL DEFAULT 0,
  under15m     integer NOT NULL DEFAULT 0,
  from15m      integer NOT NULL DEFAULT 0,
  from30m      integer NOT NULL DEFAULT 0,
  from1h       integer NOT NULL DEFAULT 0,
  from3h       integer NOT NULL DEFAULT 0,
  from6h       integer NOT NULL DEFAULT 0,
  from12h      integer NOT NULL DEFAULT 0,
  from24h      integer NOT NULL DEFAULT 0,
  computed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lot_id, day)
);
CREATE INDEX report_daily_stays_day ON report_daily_stays (day, lot_id);

CREATE TABLE report_stay_marks (
  id         bigserial PRIMARY KEY,
  lot_id     integer NOT NULL,
  day        date NOT NULL,
  marked_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_stay_marks_bucket ON report_stay_marks (lot_id, day);

-- The hourly trigger (331) of stays marks their days too: no further trigger on a write.
CREATE OR REPLACE FUNCTION report_mark_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_marks_sql('report_hourly_marks', 'operator_hour', TG_ARGV, TG_OP);
  IF TG_TABLE_NAME = 'stays' THEN
    EXECUTE report_marks_sql('report_stay_marks', 'operator_day', TG_ARGV, TG_OP);
  END IF;
  RETURN NULL;
END $$;

-- Parking hours: per lot and day, stays that left by length band (the average is computed when read).
CREATE VIEW parking_hours_report AS
  SELECT (s.day - DATE '2000-01-01')::bigint * 1000000000 + s.lot_id AS id, s.lot_id, s.day, s.stays, s.total_ms,
         NULL::integer AS average_minutes, s.under15m, s.from15m, s.from30m, s.from1h, s.from3h, s.from6h, s.from12h, s.from24h
    FROM report_daily_stays s;
