-- /MonthlyCustomerLookup (docs/rentals.md, "The operation board and the lookup"): a customer's cards
-- found by his phone as typed without spaces and dashes, and a plate's latest stays.
CREATE INDEX month_cards_phone ON month_cards ((regexp_replace(phone, '[\s-]', '', 'g')));
CREATE INDEX stays_plate_entry ON stays (plate, entry_at DESC, id DESC);
