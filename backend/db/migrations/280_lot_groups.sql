-- Lot groups (docs/rentals.md, "Lot groups"): lots of the operator that sell packages together,
-- a card of a group's package valid at every lot of the group (the notes' "shared lot group").
-- The rentals area owns them (/ParkingLotGroup, backend/areas/rentals/lot-groups.ts).
CREATE TABLE lot_groups (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  remark      text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lot_group_lots (
  group_id  integer NOT NULL REFERENCES lot_groups (id) ON DELETE CASCADE,
  lot_id    integer NOT NULL REFERENCES parking_lots (id),
  PRIMARY KEY (group_id, lot_id)
);
CREATE INDEX lot_group_lots_lot ON lot_group_lots (lot_id);

-- A package sold at its lot (lot_id) and valid at every lot of its group. A card of it holds its
-- plates at each of those lots in month_card_plates (one plate, one card per lot: the unique index
-- keeps it across the group too).
ALTER TABLE month_packages ADD COLUMN lot_group_id integer REFERENCES lot_groups (id);
CREATE INDEX month_packages_lot_group ON month_packages (lot_group_id) WHERE lot_group_id IS NOT NULL;
ALTER TABLE month_card_plates DROP CONSTRAINT month_card_plates_pkey;
ALTER TABLE month_card_plates ADD PRIMARY KEY (card_id, lot_id, plate);
