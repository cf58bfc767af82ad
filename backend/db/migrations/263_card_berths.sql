-- Spaces allocated to cards (docs/rentals.md, "Spaces and VIP"): an operator ties a card's spaces
-- to berths of its lot (reserved spaces), one row per allocation: the card, the berth, from when
-- and by whom, and when and by whom it was released. An allocation is in force while it is not
-- released and its card has not ended (its end_date not before the operator's today); it is shown
-- to people (/MonthlyRentingOut, /MonthlyRentalOrderAllocation, /PropertyAllocation), the lane does
-- not read it. A berth is held by one card at a time: the partial unique index keeps it under
-- concurrent presses (an allocation left unreleased by a card that ended is released by the next
-- allocation of its berth). No card holds more allocations than its spaces: the service counts
-- them with the card's row locked.
CREATE TABLE card_berths (
  id            serial PRIMARY KEY,
  card_id       integer NOT NULL REFERENCES month_cards (id),
  lot_id        integer NOT NULL REFERENCES parking_lots (id),
  berth_id      integer NOT NULL REFERENCES berths (id),
  allocated_by  text NOT NULL,
  allocated_at  timestamptz NOT NULL,
  released_by   text,
  released_at   timestamptz,
  CHECK ((released_by IS NULL) = (released_at IS NULL)),
  CHECK (released_at IS NULL OR released_at >= allocated_at)
);
CREATE UNIQUE INDEX card_berths_one_card ON card_berths (berth_id) WHERE released_at IS NULL;
CREATE INDEX card_berths_card ON card_berths (card_id) WHERE released_at IS NULL;
-- /MonthlyRentingOut: the lot's allocations, newest first.
CREATE INDEX card_berths_lot ON card_berths (lot_id, allocated_at DESC, id DESC);
