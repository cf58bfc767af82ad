-- Reminders delivered to the SMS gateway (docs/arrears.md, "Reminders"): state queued -> sent |
-- failed (lib/areas/charging/arrears/sms-delivery.ts). Each attempt is counted; a failed attempt waits until
-- next_attempt_at; the gateway's message id (BizId) of a sent one, the last refusal of the others.
ALTER TABLE arrears_reminders
  ADD COLUMN attempts         integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at  timestamptz,
  ADD COLUMN sent_at          timestamptz,
  ADD COLUMN gateway_id       text,
  ADD COLUMN failure          text;
CREATE INDEX arrears_reminders_queued ON arrears_reminders (next_attempt_at NULLS FIRST, id) WHERE state = 'queued';
