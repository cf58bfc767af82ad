-- A stay of a plate that has a card at its lot (docs/rentals.md, "At the lane"): the card's verdict
-- when it entered, kept with the stay for its exit and for counting the card's spaces
-- (backend/areas/charging/lane-cards.ts). card_reason is a card passage reason (monthlyCard,
-- vipCard, propertyCard, cardGrace: entered free on the card, leaves free), 'storedValue', or why
-- the card did not count (cardNotStarted, cardExpired, cardPaused, cardOutsideWindow,
-- cardSpacesTaken: priced as a visitor). card_space_at: an extra car (cardSpacesTaken) took the
-- space one of the card's cars freed: priced as a visitor up to then, free after.
-- No foreign key to month_cards: the rentals area owns its rows and their deletion; the stay keeps
-- which card it entered on as a fact of the visit.
ALTER TABLE stays ADD COLUMN card_id integer;
ALTER TABLE stays ADD COLUMN card_reason text;
ALTER TABLE stays ADD COLUMN card_space_at timestamptz;
-- The card's cars in a lot now: what the lane counts against the card's spaces.
CREATE INDEX stays_open_card ON stays (card_id) WHERE state IN (0, 1) AND card_id IS NOT NULL;
