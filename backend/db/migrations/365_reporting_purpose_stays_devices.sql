-- More of the reporting schema (356; docs/reports.md "BI"), now that the rollups hold them: money
-- by purpose (the money rollup, 340), stays per day (363) and the devices' offline intervals (360).
-- Granted to catc_reporting like the others.

-- Received and refunded per lot, operator day and purpose (parking, rental, storedValue,
-- merchantTopup, couponPackage): received adds up to reporting.daily_money's.
CREATE VIEW reporting.daily_money_by_purpose AS
  SELECT lot_id, day, purpose,
         coalesce(sum(amount) FILTER (WHERE kind LIKE 'paid\_%'), 0)::bigint AS received,
         coalesce(sum(amount) FILTER (WHERE kind = 'refunded'), 0)::bigint AS refunded
    FROM public.report_daily_money_parts
   WHERE purpose IS NOT NULL AND (kind LIKE 'paid\_%' OR kind = 'refunded')
   GROUP BY lot_id, day, purpose;

-- Stays per lot and operator day: arrivals (the turnover rate's stays begun), departures and their
-- total length in minutes (the average stay is minutes over departures).
CREATE VIEW reporting.daily_stays AS
  SELECT lot_id, day, arrivals, stays AS departures, (total_ms / 60000)::bigint AS stay_minutes
    FROM public.report_daily_stays;

-- Each device's time offline (to_at null while still offline): the online rate of a period is
-- the device-time outside these over the device-time in service (docs/reports.md "Use").
CREATE VIEW reporting.device_offline AS
  SELECT device_kind, device_id, lot_id, from_at, to_at FROM public.device_offline_intervals;

GRANT SELECT ON reporting.daily_money_by_purpose, reporting.daily_stays, reporting.device_offline TO catc_reporting;
