-- Expiry notices of monthly cards (docs/rentals.md, "The operation board and the lookup"): a card's
-- customer is told by SMS `notice_days` days before its end (a package setting since 242), with the
-- package's SMS template (none: its customers are not told). A notice is queued in the reminders'
-- queue, arrears_reminders (132, 162), and delivered by its sender like an arrear's reminder
-- (backend/areas/charging/arrears/sms-sender.ts): a row of it names either an arrear or a card, and
-- a card's names the end of the period it was told about, once (the unique index): a renewal moves
-- the end, and the new period is told again.
ALTER TABLE month_packages ADD COLUMN notice_template_id integer REFERENCES sms_templates (id);

ALTER TABLE arrears_reminders ALTER COLUMN arrear_id DROP NOT NULL,
  ADD COLUMN card_id integer REFERENCES month_cards (id),
  ADD COLUMN card_end date,
  ADD CONSTRAINT arrears_reminders_of_one CHECK ((arrear_id IS NULL) <> (card_id IS NULL) AND (card_id IS NULL) = (card_end IS NULL));
CREATE UNIQUE INDEX arrears_reminders_card_period ON arrears_reminders (card_id, card_end) WHERE card_id IS NOT NULL;
