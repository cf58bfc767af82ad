-- /MonthlyCarRentalArchives and /MonthlyCarRentalFileReview: a customer's card at a lot, of an
-- approved package, with its plates, spaces and period (whole operator days: 00:00:00 of start_date
-- to 23:59:59 of end_date), confirmed by a second person (lib/parking/archive-machine.ts).
-- docs/rentals.md, "Cards".
CREATE TABLE month_cards (
  id                 serial PRIMARY KEY,
  card_no            text GENERATED ALWAYS AS ('MC' || lpad(id::text, 8, '0')) STORED,
  lot_id             integer NOT NULL REFERENCES parking_lots (id),
  package_id         integer NOT NULL REFERENCES month_packages (id),
  customer           text NOT NULL,
  phone              text NOT NULL,
  -- As the card shows them; month_card_plates holds each one for the lane and for uniqueness.
  plates             text NOT NULL,
  spaces             integer NOT NULL DEFAULT 1 CHECK (spaces BETWEEN 1 AND 20),
  space_no           text,
  start_date         date NOT NULL,
  end_date           date NOT NULL CHECK (end_date >= start_date),
  balance            bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  review_state       smallint NOT NULL DEFAULT 0 CHECK (review_state IN (0, 1, 2)),
  agreement_version  integer,
  created_by         text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  reviewed_by        text,
  reviewed_at        timestamptz,
  remark             text,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX month_cards_card_no ON month_cards (card_no);
CREATE INDEX month_cards_lot ON month_cards (lot_id, end_date);

-- One plate belongs to one card per lot (the unique index keeps it under concurrent writes).
CREATE TABLE month_card_plates (
  card_id  integer NOT NULL REFERENCES month_cards (id) ON DELETE CASCADE,
  lot_id   integer NOT NULL REFERENCES parking_lots (id),
  plate    text NOT NULL,
  PRIMARY KEY (card_id, plate)
);
CREATE UNIQUE INDEX month_card_plates_lot_plate ON month_card_plates (lot_id, plate);
