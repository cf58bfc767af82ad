-- Refunds of rentals (/MonthlyRentReturnManagement; docs/rentals.md, "Refunds of rentals"): a
-- refund of a rental order's payment is a row of `refunds` like a stay's (the same machine,
-- lib/parking/refund-machine.ts, the same numbers, the same outbox call to the payment's channel,
-- and the daily settlement's `refunded` reads it), which then names the rental order instead of a
-- stay's order. What the lot's rule counted, and where the card ended, are kept beside it in
-- `rental_refunds`.
ALTER TABLE refunds ALTER COLUMN order_id DROP NOT NULL,
  ADD COLUMN rental_order_id bigint REFERENCES rental_orders (id),
  ADD CONSTRAINT refunds_of_one_order CHECK ((order_id IS NULL) <> (rental_order_id IS NULL));
CREATE INDEX refunds_rental_order ON refunds (rental_order_id, id) WHERE rental_order_id IS NOT NULL;

-- One per refund of a rental order, under the refund's id: the lot's rule and fee when it was asked, what was paid, the
-- days and months left it paid back, and the card's end before and after (a rejection puts the
-- card back as it was).
CREATE TABLE rental_refunds (
  id                    bigint PRIMARY KEY REFERENCES refunds (id),
  rental_order_id       bigint NOT NULL REFERENCES rental_orders (id),
  card_id               integer NOT NULL REFERENCES month_cards (id),
  lot_id                integer NOT NULL REFERENCES parking_lots (id),
  rule                  text NOT NULL CHECK (rule IN ('actualDays', 'per31', 'wholeMonths')),
  fee                   bigint NOT NULL CHECK (fee >= 0),
  paid                  bigint NOT NULL CHECK (paid > 0),
  days_left             integer NOT NULL CHECK (days_left >= 0),
  months_left           integer CHECK (months_left >= 0),
  card_end_before       date NOT NULL,
  card_refunded_before  timestamptz,
  card_end_after        date NOT NULL
);
CREATE INDEX rental_refunds_order ON rental_refunds (rental_order_id);
CREATE INDEX rental_refunds_card ON rental_refunds (card_id);

-- A refunded card ends at 23:59:59 of the refund's day, with no grace after it (refunded_at set:
-- lib/parking/cards/card-state.ts `cancelled`). Refunded before its start it never begins: its
-- end is then the day before its start, so the order of its dates holds only for a card not refunded.
ALTER TABLE month_cards ADD COLUMN refunded_at timestamptz,
  DROP CONSTRAINT month_cards_check,
  ADD CONSTRAINT month_cards_dates_in_order CHECK (end_date >= start_date OR (refunded_at IS NOT NULL AND end_date = start_date - 1));
