-- Berths as a screen (/BerthIndex): an administrative status, a remark and the time of the last
-- change; a berth lies in a yard area or on a street of its lot (not both), or directly in the
-- lot. Its number is unique within its yard area, within its street, or among the lot's berths
-- outside both (case-insensitive): two floors or two streets may each have a berth 001.
-- berths.state stays as 030 made it: 0 free, 1 occupied, 2 reserved, 3 out of service; the
-- detectors write 0 and 1, an operator sets or clears 3, a manual departure writes 0.

ALTER TABLE berths
  ADD COLUMN status      smallint NOT NULL DEFAULT 1,
  ADD COLUMN remark      text,
  ADD COLUMN updated_at  timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT berths_one_place CHECK (yard_area_id IS NULL OR street_id IS NULL);

ALTER TABLE berths DROP CONSTRAINT berths_lot_id_number_key;
CREATE UNIQUE INDEX berths_number_in_yard_area ON berths (yard_area_id, lower(number)) WHERE yard_area_id IS NOT NULL;
CREATE UNIQUE INDEX berths_number_in_street ON berths (street_id, lower(number)) WHERE street_id IS NOT NULL;
CREATE UNIQUE INDEX berths_number_in_lot ON berths (lot_id, lower(number)) WHERE yard_area_id IS NULL AND street_id IS NULL;
CREATE INDEX berths_lot_number ON berths (lot_id, number, id);

-- A yard area or street with berths keeps them (the stores refuse to delete it): no silent move
-- of its berths to the lot, where their numbers could clash. (NO ACTION, not RESTRICT: the
-- screen engine reads its 23503 as 'still in use'.)
ALTER TABLE berths DROP CONSTRAINT berths_yard_area_id_fkey,
  ADD CONSTRAINT berths_yard_area_id_fkey FOREIGN KEY (yard_area_id) REFERENCES yard_areas (id);
ALTER TABLE berths DROP CONSTRAINT berths_street_id_fkey,
  ADD CONSTRAINT berths_street_id_fkey FOREIGN KEY (street_id) REFERENCES streets (id);
