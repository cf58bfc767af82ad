-- A card paused and restarted (docs/rentals.md, "Cards"; lib/areas/rentals/period.ts pause,
-- restart): paused_at while a pause is under way; each pause kept with the days it gave back.
ALTER TABLE month_cards ADD COLUMN paused_at timestamptz;

CREATE TABLE month_card_pauses (
  id            serial PRIMARY KEY,
  card_id       integer NOT NULL REFERENCES month_cards (id) ON DELETE CASCADE,
  paused_at     timestamptz NOT NULL,
  paused_by     text NOT NULL,
  restarted_at  timestamptz,
  restarted_by  text,
  days_paused   integer CHECK (days_paused >= 0)
);
CREATE INDEX month_card_pauses_card ON month_card_pauses (card_id, id);
