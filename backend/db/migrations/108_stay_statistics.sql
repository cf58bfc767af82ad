-- Read-only views of two statistics screens (lib/areas/charging/screens.ts). Row ids derive
-- from what a row is about, so that a row keeps its id from one read to the next.

-- /ParkingSpaceNumberStatistics: spaces per lot, yard area and street, counted from the berths by
-- state (030: 0 free, 1 occupied, 2 reserved, 3 out of service) and the vehicles in (open stays:
-- lib/parking/stay-machine.ts OPEN_STAY_STATES, states 0 and 1). A place's id: a lot's 4n, a
-- yard area's 4n + 1, a street's 4n + 2; a berth or a stay counts in its lot and in its yard area
-- or street.
CREATE VIEW space_statistics AS
  WITH places AS (
    SELECT id * 4 AS id, 'lot'::text AS level, id AS lot_id, name AS place_name FROM parking_lots
    UNION ALL SELECT id * 4 + 1, 'yardArea', lot_id, name FROM yard_areas
    UNION ALL SELECT id * 4 + 2, 'street', lot_id, name FROM streets
  ), berth_places AS (
    SELECT lot_id * 4 AS place_id, state FROM berths
    UNION ALL SELECT yard_area_id * 4 + 1, state FROM berths WHERE yard_area_id IS NOT NULL
    UNION ALL SELECT street_id * 4 + 2, state FROM berths WHERE street_id IS NOT NULL
  ), stay_places AS (
    SELECT lot_id * 4 AS place_id FROM stays WHERE state IN (0, 1)
    UNION ALL SELECT yard_area_id * 4 + 1 FROM stays WHERE state IN (0, 1) AND yard_area_id IS NOT NULL
    UNION ALL SELECT street_id * 4 + 2 FROM stays WHERE state IN (0, 1) AND street_id IS NOT NULL
  )
  SELECT p.id, p.level, p.lot_id, p.place_name,
         coalesce(b.berths, 0) AS berths, coalesce(b.free, 0) AS free, coalesce(b.occupied, 0) AS occupied,
         coalesce(b.reserved, 0) AS reserved, coalesce(b.out_of_service, 0) AS out_of_service, coalesce(v.vehicles_in, 0) AS vehicles_in
    FROM places p
    LEFT JOIN (
      SELECT place_id, count(*)::int AS berths, (count(*) FILTER (WHERE state = 0))::int AS free,
             (count(*) FILTER (WHERE state = 1))::int AS occupied, (count(*) FILTER (WHERE state = 2))::int AS reserved,
             (count(*) FILTER (WHERE state = 3))::int AS out_of_service
        FROM berth_places GROUP BY place_id
    ) b ON b.place_id = p.id
    LEFT JOIN (SELECT place_id, count(*)::int AS vehicles_in FROM stay_places GROUP BY place_id) v ON v.place_id = p.id;

-- /TollmanParkingSpaceReport: per toll collector (a POS user's login), lot and day of the
-- operator's clock (UTC+8, as the protocol's): the stays whose plate they recorded (by the day
-- the vehicle entered), the payments made to their POS (place 'pos', by the day paid), the
-- distinct berths of both, and the amount collected. The id is the smallest of the row's events
-- (stays 2n, payments 2n + 1), which belong to no other row.
CREATE VIEW tollman_daily AS
  SELECT min(e.event_id) AS id, e.collector, e.lot_id, e.day,
         count(DISTINCT e.berth_id)::int AS berths,
         (count(*) FILTER (WHERE e.kind = 'stay'))::int AS stays,
         (count(*) FILTER (WHERE e.kind = 'payment'))::int AS payments,
         coalesce(sum(e.amount), 0)::bigint AS amount
    FROM (
      SELECT s.id * 2 AS event_id, 'stay'::text AS kind, s.collector, s.lot_id,
             (timezone('UTC', s.entry_at) + interval '8 hours')::date AS day, s.berth_id, NULL::bigint AS amount
        FROM stays s WHERE s.collector IS NOT NULL
      UNION ALL
      SELECT p.id * 2 + 1, 'payment', p.operator, p.lot_id, (timezone('UTC', p.paid_at) + interval '8 hours')::date, s.berth_id, p.amount
        FROM payments p JOIN stays s ON s.id = p.stay_id
       WHERE p.place = 'pos' AND p.operator IS NOT NULL
    ) e
   GROUP BY e.collector, e.lot_id, e.day;
