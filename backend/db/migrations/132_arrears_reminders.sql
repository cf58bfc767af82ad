-- Reminders of an arrear (the row action 'remind' of /ArrearsList): an SMS template of
-- /SystemSmsTemplate rendered with the arrear's facts, to the phone given or the vehicle's
-- (/VehicleInfo). The row is the message as it goes to the SMS gateway (state queued); the
-- gateway's delivery is not part of this project (docs/arrears.md).
CREATE TABLE arrears_reminders (
  id           bigserial PRIMARY KEY,
  arrear_id    bigint NOT NULL REFERENCES arrears (id),
  lot_id       integer NOT NULL REFERENCES parking_lots (id),
  plate        text NOT NULL,
  phone        text NOT NULL,
  template_id  integer NOT NULL REFERENCES sms_templates (id),
  content      text NOT NULL,
  state        text NOT NULL DEFAULT 'queued',
  created_by   text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX arrears_reminders_arrear ON arrears_reminders (arrear_id, created_at);

-- How often and when an arrear was last reminded, and with which template.
ALTER TABLE arrears
  ADD COLUMN reminders             integer NOT NULL DEFAULT 0,
  ADD COLUMN reminded_at           timestamptz,
  ADD COLUMN remind_template_id    integer REFERENCES sms_templates (id);
