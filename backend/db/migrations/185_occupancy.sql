-- Occupancy: one definition for every screen that shows it (docs/decisions.md, "Occupancy"; the
-- arithmetic over these figures: lib/parking/occupancy.ts; the read: backend/areas/estate/occupancy.ts).
--
-- A place is a lot, a yard area or a street. Its vehicles in are its open stays (in the lot, or
-- paid and not out: lib/parking/stay-machine.ts OPEN_STAY_STATES). Its capacity: a lot's total
-- spaces when it sets a limit (total_spaces > 0), else its berths in service; a yard area's or a
-- street's, its berths in service (not out of service, state 3). On a street every stay is on a
-- berth (its detector started it), so its vehicles in are its occupied berths. Free = capacity -
-- vehicles in, never below 0. What detectors and operators say of each berth (its state) stays
-- the berths' own figures: a car park's lane cameras count its vehicles, not berth sensors.
CREATE VIEW place_occupancy AS
  SELECT o.kind, o.id, o.lot_id, o.capacity, o.vehicles_in, greatest(o.capacity - o.vehicles_in, 0) AS free
    FROM (
      SELECT 'lot'::text AS kind, l.id, l.id AS lot_id,
             (CASE WHEN l.total_spaces > 0 THEN l.total_spaces
                   ELSE (SELECT count(*) FROM berths b WHERE b.lot_id = l.id AND b.state <> 3) END)::int AS capacity,
             (SELECT count(*) FROM stays s WHERE s.lot_id = l.id AND s.state IN (0, 1))::int AS vehicles_in
        FROM parking_lots l
      UNION ALL
      SELECT 'yardArea', a.id, a.lot_id,
             (SELECT count(*) FROM berths b WHERE b.yard_area_id = a.id AND b.state <> 3)::int,
             (SELECT count(*) FROM stays s WHERE s.yard_area_id = a.id AND s.state IN (0, 1))::int
        FROM yard_areas a
      UNION ALL
      SELECT 'street', st.id, st.lot_id,
             (SELECT count(*) FROM berths b WHERE b.street_id = st.id AND b.state <> 3)::int,
             (SELECT count(*) FROM stays s WHERE s.street_id = st.id AND s.state IN (0, 1))::int
        FROM streets st
    ) o;

-- The open stays of a place, counted through these.
CREATE INDEX stays_open_lot ON stays (lot_id) WHERE state IN (0, 1);
CREATE INDEX stays_open_yard_area ON stays (yard_area_id) WHERE state IN (0, 1) AND yard_area_id IS NOT NULL;
CREATE INDEX stays_open_street ON stays (street_id) WHERE state IN (0, 1) AND street_id IS NOT NULL;

-- /ParkingSpaceNumberStatistics: per lot, yard area and street, the berths by state (what the
-- detectors and operators say: reserved, out of service) beside the place's occupancy.
DROP VIEW space_statistics;
CREATE VIEW space_statistics AS
  SELECT o.id * 4 AS id, 'lot'::text AS level, o.lot_id, p.name AS place_name, b.berths, b.reserved, b.out_of_service, o.capacity, o.vehicles_in, o.free
    FROM place_occupancy o JOIN parking_lots p ON p.id = o.id
    CROSS JOIN LATERAL (SELECT count(*)::int AS berths, (count(*) FILTER (WHERE x.state = 2))::int AS reserved,
                               (count(*) FILTER (WHERE x.state = 3))::int AS out_of_service FROM berths x WHERE x.lot_id = o.id) b
   WHERE o.kind = 'lot'
  UNION ALL
  SELECT o.id * 4 + 1, 'yardArea', o.lot_id, p.name, b.berths, b.reserved, b.out_of_service, o.capacity, o.vehicles_in, o.free
    FROM place_occupancy o JOIN yard_areas p ON p.id = o.id
    CROSS JOIN LATERAL (SELECT count(*)::int AS berths, (count(*) FILTER (WHERE x.state = 2))::int AS reserved,
                               (count(*) FILTER (WHERE x.state = 3))::int AS out_of_service FROM berths x WHERE x.yard_area_id = o.id) b
   WHERE o.kind = 'yardArea'
  UNION ALL
  SELECT o.id * 4 + 2, 'street', o.lot_id, p.name, b.berths, b.reserved, b.out_of_service, o.capacity, o.vehicles_in, o.free
    FROM place_occupancy o JOIN streets p ON p.id = o.id
    CROSS JOIN LATERAL (SELECT count(*)::int AS berths, (count(*) FILTER (WHERE x.state = 2))::int AS reserved,
                               (count(*) FILTER (WHERE x.state = 3))::int AS out_of_service FROM berths x WHERE x.street_id = o.id) b
   WHERE o.kind = 'street';

-- /ParkingSpaceUtilizationRate over the capacity of the definition above (was: all the lot's
-- berths, so a car park counted by its lane cameras read several times full).
DROP VIEW parking_space_utilization;
CREATE VIEW parking_space_utilization AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000 + d.lot_id AS id, d.lot_id, d.day,
         coalesce(c.capacity, 0) AS capacity, d.occupied_minutes, d.stays,
         CASE WHEN c.capacity > 0 THEN round(100.0 * d.occupied_minutes / (c.capacity * 1440), 2) END AS utilization,
         CASE WHEN c.capacity > 0 THEN round(d.stays::numeric / c.capacity, 2) END AS turnover
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
    LEFT JOIN place_occupancy c ON c.kind = 'lot' AND c.id = d.lot_id;
