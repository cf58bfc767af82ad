-- Flow and utilisation screens (lib/areas/analysis/screens.ts): read-only views over the
-- stays, passages, orders and berths of 102. Days and hours are the operator's (UTC+8, the clock of
-- the protocol), whatever the session's time zone. Codes: stays.state lib/parking/stay-machine.ts
-- (0 inLot, 1 paidNotOut; exits: 3 exitedPaid, 4 freeExit, 5 arrearsRecovered, 6 exitPayLater,
-- 7 unpaidExit; 2 repeatEntry is a stay closed because its plate entered again, not an exit anybody
-- saw), stays.vehicle_class lib/parking/channels.ts, passages.decision lib/parking/lane-rules.ts.
--
-- Large tables: every view groups by the operator's day of an indexed instant, and the screens
-- filter by that day. PostgreSQL pushes a condition on a grouping column below the grouping (and
-- into each branch of a UNION ALL), where it meets the expression indexes below: a week of a
-- year's stays reads that week's stays only. (The helper functions are inlined, so the indexes'
-- expressions and the views' are the same.)
-- Ids are (hour or day number) * 1,000,000 + lot id: stable from one read to the next.

-- The operator's day of an instant, and the instant a day of the operator begins.
CREATE FUNCTION operator_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (timezone('UTC', at) + interval '8 hours')::date $$;
CREATE FUNCTION operator_day_start(day date) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT timezone('UTC', day::timestamp - interval '8 hours') $$;
-- The hour an instant falls in (the operator's hours are whole UTC hours).
CREATE FUNCTION operator_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT timezone('UTC', date_trunc('hour', timezone('UTC', at))) $$;

CREATE INDEX stays_entry_day ON stays (operator_day(entry_at), lot_id);
CREATE INDEX stays_exit_day ON stays (operator_day(exit_at), lot_id);
CREATE INDEX passages_day ON passages (operator_day(at), lot_id);
-- Days from entry day to exit day: stays over three days or more, for the whole days between
-- (its statistics also tell the planner how few they are).
CREATE INDEX stays_days ON stays ((operator_day(exit_at) - operator_day(entry_at)), lot_id);

-- /VehicleEntryFlow: entries per lot and hour, temporary vehicles and the others (listed, free...).
CREATE VIEW vehicle_entry_flow AS
  SELECT (extract(epoch FROM h.hour_at)::bigint / 3600) * 1000000 + h.lot_id AS id, h.*
    FROM (
      SELECT s.lot_id, operator_day(s.entry_at) AS day, operator_hour(s.entry_at) AS hour_at,
             count(*)::int AS entries,
             (count(*) FILTER (WHERE s.vehicle_class = 'temporary'))::int AS temporary,
             (count(*) FILTER (WHERE s.vehicle_class <> 'temporary'))::int AS others
        FROM stays s
       GROUP BY 1, 2, 3
    ) h;

-- /VehicleExitFlow: exits per lot and hour, by how the vehicle left: paid, free, or owing (an
-- exit owing stays owing here when the arrear is paid later).
CREATE VIEW vehicle_exit_flow AS
  SELECT (extract(epoch FROM h.hour_at)::bigint / 3600) * 1000000 + h.lot_id AS id, h.*
    FROM (
      SELECT s.lot_id, operator_day(s.exit_at) AS day, operator_hour(s.exit_at) AS hour_at,
             count(*)::int AS exits,
             (count(*) FILTER (WHERE s.state = 3))::int AS paid,
             (count(*) FILTER (WHERE s.state = 4))::int AS free,
             (count(*) FILTER (WHERE s.state IN (5, 6, 7)))::int AS owing
        FROM stays s
       WHERE s.state IN (3, 4, 5, 6, 7)
       GROUP BY 1, 2, 3
    ) h;

-- /EntryAndExitDetailsAnalysis: per lot and day, entries (stays begun), exits (as above), plates
-- refused at an entrance, plates queued at a full lot, and the average stay of the exits in minutes.
CREATE VIEW entry_exit_daily AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000 + d.lot_id AS id, d.*
    FROM (
      SELECT e.lot_id, e.day,
             sum(e.entries)::int AS entries, sum(e.exits)::int AS exits,
             sum(e.refused)::int AS refused, sum(e.queued)::int AS queued,
             round(sum(e.stay_seconds) / nullif(sum(e.exits), 0) / 60)::int AS average_minutes
        FROM (
          SELECT s.lot_id, operator_day(s.entry_at) AS day,
                 count(*) AS entries, 0::bigint AS exits, 0::bigint AS refused, 0::bigint AS queued, 0::numeric AS stay_seconds
            FROM stays s
           GROUP BY 1, 2
          UNION ALL
          SELECT s.lot_id, operator_day(s.exit_at), 0, count(*), 0, 0, sum(extract(epoch FROM s.exit_at - s.entry_at))
            FROM stays s
           WHERE s.state IN (3, 4, 5, 6, 7)
           GROUP BY 1, 2
          UNION ALL
          SELECT p.lot_id, operator_day(p.at), 0, 0,
                 count(*) FILTER (WHERE p.decision = 'refused'), count(*) FILTER (WHERE p.decision = 'queued'), 0
            FROM passages p
           WHERE p.decision IN ('refused', 'queued')
           GROUP BY 1, 2
        ) e
       GROUP BY 1, 2
    ) d;

-- /TemporaryParkingAnalysis: temporary vehicles' stays per lot and the day they left (their length
-- and fee are known then): count, average minutes, counts by length (under 1 h, 1 to 3 h, 3 to
-- 6 h, 6 h and over; a bound belongs to the longer band), and the orders' receivable and paid fen.
CREATE VIEW temporary_parking_daily AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000 + d.lot_id AS id, d.*
    FROM (
      SELECT s.lot_id, operator_day(s.exit_at) AS day,
             count(*)::int AS stays,
             round(avg(extract(epoch FROM s.exit_at - s.entry_at)) / 60)::int AS average_minutes,
             (count(*) FILTER (WHERE s.exit_at - s.entry_at < interval '1 hour'))::int AS under_1h,
             (count(*) FILTER (WHERE s.exit_at - s.entry_at >= interval '1 hour' AND s.exit_at - s.entry_at < interval '3 hours'))::int AS from_1_to_3h,
             (count(*) FILTER (WHERE s.exit_at - s.entry_at >= interval '3 hours' AND s.exit_at - s.entry_at < interval '6 hours'))::int AS from_3_to_6h,
             (count(*) FILTER (WHERE s.exit_at - s.entry_at >= interval '6 hours'))::int AS over_6h,
             coalesce(sum(o.receivable), 0)::bigint AS receivable,
             coalesce(sum(o.paid), 0)::bigint AS paid
        FROM stays s
        LEFT JOIN orders o ON o.stay_id = s.id
       WHERE s.vehicle_class = 'temporary' AND s.state IN (3, 4, 5, 6, 7)
       GROUP BY 1, 2
    ) d;

-- /ParkingSpaceUtilizationRate: per lot and day with stays: its berths (all of them: berths keep
-- no history of their states), the minutes its stays occupied that day, utilisation = occupied
-- minutes / (berths * 1440) in percent, and turnover = stays begun that day / berths. A stay
-- crossing midnight counts in each day for the minutes it spent in it: (a) its entry day up to
-- midnight, (b) its exit day from midnight, (c) every whole day between; one still in the lot
-- (states 0 and 1) counts up to now, (a) and (d). Parts a and b are found through the day
-- indexes, c and d through stays_days and the open stays' partial index of 102.
-- Repeat entries count up to the entry that closed them.
CREATE VIEW parking_space_utilization AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000 + d.lot_id AS id, d.lot_id, d.day,
         coalesce(b.berths, 0) AS berths, d.occupied_minutes, d.stays,
         CASE WHEN b.berths > 0 THEN round(100.0 * d.occupied_minutes / (b.berths * 1440), 2) END AS utilization,
         CASE WHEN b.berths > 0 THEN round(d.stays::numeric / b.berths, 2) END AS turnover
    FROM (
      SELECT p.lot_id, p.day,
             round(sum(extract(epoch FROM greatest(p.until - p.since, interval '0'))) / 60)::bigint AS occupied_minutes,
             (count(*) FILTER (WHERE p.began))::int AS stays
        FROM (
          SELECT s.lot_id, operator_day(s.entry_at) AS day, s.entry_at AS since,
                 least(coalesce(s.exit_at, now()), operator_day_start(operator_day(s.entry_at) + 1)) AS until, true AS began
            FROM stays s
          UNION ALL
          SELECT s.lot_id, operator_day(s.exit_at), operator_day_start(operator_day(s.exit_at)), s.exit_at, false
            FROM stays s
           WHERE operator_day(s.exit_at) > operator_day(s.entry_at)
          UNION ALL
          SELECT s.lot_id, g.day, operator_day_start(g.day), operator_day_start(g.day + 1), false
            FROM stays s
            CROSS JOIN LATERAL (SELECT operator_day(s.entry_at) + n AS day
                                  FROM generate_series(1, operator_day(s.exit_at) - operator_day(s.entry_at) - 1) n) g
           WHERE operator_day(s.exit_at) - operator_day(s.entry_at) >= 2
          UNION ALL
          SELECT s.lot_id, g.day, operator_day_start(g.day), least(now(), operator_day_start(g.day + 1)), false
            FROM stays s
            CROSS JOIN LATERAL (SELECT operator_day(s.entry_at) + n AS day
                                  FROM generate_series(1, operator_day(now()) - operator_day(s.entry_at)) n) g
           WHERE s.state IN (0, 1)
        ) p
       GROUP BY 1, 2
    ) d
    LEFT JOIN (SELECT lot_id, count(*)::int AS berths FROM berths GROUP BY lot_id) b ON b.lot_id = d.lot_id;
