-- On-street device screens (lib/areas/devices/screens-on-street.ts) over the device tables
-- of 040_devices.sql: read-only views for the battery and statistics screens, indexes for the
-- lists, and the records of data pushed to third parties (/RemotePushRecords).

-- /BatteryInfo: locks and sensors with their last reported battery level. Ids are even for locks
-- and odd for sensors, so that a row keeps its id from one read to the next.
CREATE VIEW device_batteries AS
  SELECT l.id * 2 AS id, 'lock'::text AS device_kind, l.id AS device_id, l.serial, l.lot_id, l.berth_id, l.battery,
         l.comm_state, l.last_seen_at, l.status
    FROM parking_locks l
  UNION ALL
  SELECT s.id * 2 + 1, 'sensor'::text, s.id, s.serial, s.lot_id, s.berth_id, s.battery, s.comm_state, s.last_seen_at, s.status
    FROM sensors s;

-- /SensorDataStatistics: per device and day of the operator's clock (UTC+8, as the protocol's),
-- how many times its berth changed state, of which arrivals (occupied) and departures. A device
-- moved to another lot or berth during a day is counted under the last one it reported from.
CREATE VIEW berth_state_daily AS
  SELECT ((d.day - DATE '2000-01-01')::bigint * 100000000 + d.device_id) * 2 + CASE WHEN d.device_kind = 'lock' THEN 1 ELSE 0 END AS id,
         d.*
    FROM (
      SELECT (timezone('UTC', r.at) + interval '8 hours')::date AS day, r.device_kind, r.device_id,
             (array_agg(r.serial ORDER BY r.at DESC, r.id DESC))[1] AS serial,
             (array_agg(r.lot_id ORDER BY r.at DESC, r.id DESC))[1] AS lot_id,
             (array_agg(r.berth_id ORDER BY r.at DESC, r.id DESC))[1] AS berth_id,
             count(*)::int AS changes,
             (count(*) FILTER (WHERE r.occupied))::int AS arrivals,
             (count(*) FILTER (WHERE NOT r.occupied))::int AS departures,
             min(r.at) AS first_at, max(r.at) AS last_at
        FROM berth_state_records r
       GROUP BY 1, 2, 3
    ) d;

-- Lists of one device kind's alarms and commands, newest first.
CREATE INDEX device_alarms_kind_raised ON device_alarms (device_kind, raised_at, id);
CREATE INDEX device_commands_kind_created ON device_commands (device_kind, created_at, id);

-- Pushes of parking data to third parties (city platforms, payment and map partners): one row
-- per push, updated by its retries. The spec names the screen but not its fields; these are the
-- ones an operator needs to check a partner's complaint: what was pushed about what, where,
-- when, how often, and what the partner answered.
-- kind: entry, exit, payment, berthState, deviceState, deviceAlarm. outcome: pending, ok, failed.
CREATE TABLE remote_push_records (
  id            bigserial PRIMARY KEY,
  at            timestamptz NOT NULL,
  lot_id        integer REFERENCES parking_lots (id) ON DELETE SET NULL,
  target        text NOT NULL,
  kind          text NOT NULL,
  -- The plate, order number or device serial the push is about.
  business_key  text,
  url           text,
  attempts      smallint NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  outcome       text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'ok', 'failed')),
  http_status   integer,
  duration_ms   integer,
  request       text,
  response      text
);
CREATE INDEX remote_push_records_at ON remote_push_records (at, id);
