-- /ReportExpirationLog: the enabled entries of every vehicle list that have an end of validity,
-- with the list they are on. Which of them the report shows (ended, or ending within a few days
-- of the operator's today) and the days left are computed by its store at query time
-- (backend/areas/vehicle-lists/expiries.ts): a view takes no parameters, and a day fixed
-- here would be the day of the migration.
-- id: the entry's id times the number of lists plus the list's place, unique across lists.
-- list: lib/areas/vehicle-lists/screens.ts EXPIRY_LISTS. holder: who the entry is for.
CREATE VIEW vehicle_list_expiries AS
  SELECT p.id::bigint * 6 + CASE p.list WHEN 'black' THEN 0 ELSE 1 END AS id,
         CASE p.list WHEN 'black' THEN 'blackList' ELSE 'whiteList' END AS list,
         p.id AS entry_id, p.plate, p.plate_color, p.lot_id, p.reason AS holder, p.valid_to
    FROM special_plates p WHERE p.status = 1 AND p.valid_to IS NOT NULL
  UNION ALL
  SELECT v.id::bigint * 6 + 2, 'specialVehicle', v.id, v.plate, v.plate_color, NULL::integer, v.organisation, v.valid_to
    FROM special_vehicles v WHERE v.status = 1 AND v.valid_to IS NOT NULL
  UNION ALL
  SELECT d.id::bigint * 6 + 3, 'disabledVehicle', d.id, d.plate, d.plate_color, NULL::integer, d.owner, d.valid_to
    FROM disabled_vehicles d WHERE d.status = 1 AND d.valid_to IS NOT NULL
  UNION ALL
  SELECT g.id::bigint * 6 + 4, 'groupCar', g.id, g.plate, g.plate_color, g.lot_id, g.group_name, g.valid_to
    FROM group_cars g WHERE g.status = 1 AND g.valid_to IS NOT NULL
  UNION ALL
  SELECT i.id::bigint * 6 + 5, 'internalVehicle', i.id, i.plate, i.plate_color, i.lot_id, i.owner, i.valid_to
    FROM internal_vehicles i WHERE i.status = 1 AND i.valid_to IS NOT NULL;
