-- The engine made for money (issue "charging core", part 1).
--
-- Amounts are integer fen (bigint) everywhere: the pay stations' money columns, kept as yuan in
-- numeric(…, 2) until now, become fen.
ALTER TABLE pay_stations
  ALTER COLUMN max_change DROP DEFAULT,
  ALTER COLUMN max_change TYPE bigint USING round(max_change * 100)::bigint,
  ALTER COLUMN max_change SET DEFAULT 10000,
  ALTER COLUMN cash_amount DROP DEFAULT,
  ALTER COLUMN cash_amount TYPE bigint USING round(cash_amount * 100)::bigint,
  ALTER COLUMN cash_amount SET DEFAULT 0;
ALTER TABLE pay_station_cash
  ALTER COLUMN amount TYPE bigint USING round(amount * 100)::bigint,
  ALTER COLUMN balance TYPE bigint USING round(balance * 100)::bigint;

-- The entity an audit entry is about (with entity_id): a record's detail view lists its history,
-- whichever screen or domain service wrote it. Older entries of the screen engine name their
-- entity in their action ('<entity>.<action>').
ALTER TABLE audit_log ADD COLUMN entity text;
UPDATE audit_log SET entity = split_part(action, '.', 1) WHERE entity_id IS NOT NULL;
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, at);

-- Idempotency keys of money-moving commands: one per user action (or device transaction),
-- reused by every retry of it; the first result is kept and answered again.
CREATE TABLE idempotency_keys (
  service       text NOT NULL,
  key           text NOT NULL,
  actor         text NOT NULL,
  request_hash  text NOT NULL,
  result        jsonb,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (service, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
