-- Occupancy from the daily stays rollup (docs/reports.md, "Use"): /SiteStatisticalAnalysis summed
-- every stay's berth-time over the period at each read (1.2 s for a year of four lots). Occupied
-- berth-time is the integral of the cars present; per lot and operator day it is enough to know
-- the stays that began and ended occupying that day and how much of the day was left after each
-- (lib/reports/use-figures.ts occupiedFromSums): the cars present at a period's start are the
-- earlier days' beginnings less their ends. A stay occupies from entry to exit (open: until now);
-- a repeat entry never occupied, and a stay whose exit precedes its entry occupies nothing.
ALTER TABLE report_daily_stays
  ADD COLUMN occupancy_in integer NOT NULL DEFAULT 0,
  ADD COLUMN occupancy_in_ms bigint NOT NULL DEFAULT 0,
  ADD COLUMN occupancy_out integer NOT NULL DEFAULT 0,
  ADD COLUMN occupancy_out_ms bigint NOT NULL DEFAULT 0;

INSERT INTO report_daily_stays (lot_id, day, occupancy_in, occupancy_in_ms)
  SELECT lot_id, operator_day(entry_at), count(*)::integer,
         sum(round(extract(epoch FROM operator_day_start(operator_day(entry_at) + 1) - entry_at) * 1000))::bigint
    FROM stays WHERE state <> 2 AND (exit_at IS NULL OR exit_at >= entry_at) GROUP BY 1, 2
  ON CONFLICT (lot_id, day) DO UPDATE SET occupancy_in = EXCLUDED.occupancy_in, occupancy_in_ms = EXCLUDED.occupancy_in_ms;

INSERT INTO report_daily_stays (lot_id, day, occupancy_out, occupancy_out_ms)
  SELECT lot_id, operator_day(exit_at), count(*)::integer,
         sum(round(extract(epoch FROM operator_day_start(operator_day(exit_at) + 1) - exit_at) * 1000))::bigint
    FROM stays WHERE state <> 2 AND exit_at >= entry_at GROUP BY 1, 2
  ON CONFLICT (lot_id, day) DO UPDATE SET occupancy_out = EXCLUDED.occupancy_out, occupancy_out_ms = EXCLUDED.occupancy_out_ms;
