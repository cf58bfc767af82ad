-- Rules of the vehicle lists beyond 101 (issue "vehicle lists and check records").

-- /SpecialPlateList: one enabled entry per plate and lot, over both lists, so that a plate is
-- never on the black and the white list of a lot at once. An entry for every lot (lot_id NULL)
-- is a lot of its own here; the store also refuses a lot's entry while an every-lot entry of the
-- plate is enabled, and the other way round.
CREATE UNIQUE INDEX special_plates_enabled ON special_plates (plate, coalesce(lot_id, 0)) WHERE status = 1;
