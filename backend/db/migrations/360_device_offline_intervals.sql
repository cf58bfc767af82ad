-- Device online rate over a period (issue 23; docs/reports.md, "Use": device time). The live
-- comm_state says only what a device is now; this records when each one was offline, so a period's
-- online device-time can be worked out afterwards.

-- When each device entered service: a device added in a period counts from then. Devices already
-- registered count from this migration (nothing was recorded of their connection before it).
ALTER TABLE node_controllers ADD COLUMN in_service_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE parking_locks    ADD COLUMN in_service_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sensors          ADD COLUMN in_service_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE pay_stations     ADD COLUMN in_service_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE lane_devices     ADD COLUMN in_service_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE video_piles      ADD COLUMN in_service_at timestamptz NOT NULL DEFAULT now();

-- A device's time offline (comm_state not online: disconnected, silent past the sweep's timeout,
-- or cut off with its node controller): opened in the transaction that takes it offline, closed in
-- the one that hears it again (backend/areas/devices/connection.ts). to_at null while still offline.
-- One open interval per device, whatever the number of backends writing.
CREATE TABLE device_offline_intervals (
  id           bigserial PRIMARY KEY,
  device_kind  text NOT NULL CHECK (device_kind IN ('lock', 'sensor', 'node', 'payStation', 'lane', 'videoPile')),
  device_id    integer NOT NULL,
  -- A lot's record goes with the lot (a lot is deleted only once its devices are gone).
  lot_id       integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  from_at      timestamptz NOT NULL,
  to_at        timestamptz CHECK (to_at >= from_at)
);
CREATE UNIQUE INDEX device_offline_intervals_open ON device_offline_intervals (device_kind, device_id) WHERE to_at IS NULL;
CREATE INDEX device_offline_intervals_device ON device_offline_intervals (device_kind, device_id, from_at);

-- The devices offline when the record begins are offline from then on until heard again.
INSERT INTO device_offline_intervals (device_kind, device_id, lot_id, from_at)
  SELECT 'node', id, lot_id, in_service_at FROM node_controllers WHERE comm_state <> 1
  UNION ALL SELECT 'lock', id, lot_id, in_service_at FROM parking_locks WHERE comm_state <> 1
  UNION ALL SELECT 'sensor', id, lot_id, in_service_at FROM sensors WHERE comm_state <> 1
  UNION ALL SELECT 'payStation', id, lot_id, in_service_at FROM pay_stations WHERE comm_state <> 1
  UNION ALL SELECT 'lane', id, lot_id, in_service_at FROM lane_devices WHERE comm_state <> 1
  UNION ALL SELECT 'videoPile', id, lot_id, in_service_at FROM video_piles WHERE comm_state <> 1;

-- A device registered is offline until it is first heard (comm_state starts at 0): its record
-- opens with it, or a device never heard would count as online.
CREATE FUNCTION device_offline_from_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.comm_state <> 1 THEN
    INSERT INTO device_offline_intervals (device_kind, device_id, lot_id, from_at)
      VALUES (TG_ARGV[0], NEW.id, NEW.lot_id, NEW.in_service_at) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER node_controllers_offline_from_start AFTER INSERT ON node_controllers FOR EACH ROW EXECUTE FUNCTION device_offline_from_start('node');
CREATE TRIGGER parking_locks_offline_from_start AFTER INSERT ON parking_locks FOR EACH ROW EXECUTE FUNCTION device_offline_from_start('lock');
CREATE TRIGGER sensors_offline_from_start AFTER INSERT ON sensors FOR EACH ROW EXECUTE FUNCTION device_offline_from_start('sensor');
CREATE TRIGGER pay_stations_offline_from_start AFTER INSERT ON pay_stations FOR EACH ROW EXECUTE FUNCTION device_offline_from_start('payStation');
CREATE TRIGGER lane_devices_offline_from_start AFTER INSERT ON lane_devices FOR EACH ROW EXECUTE FUNCTION device_offline_from_start('lane');
CREATE TRIGGER video_piles_offline_from_start AFTER INSERT ON video_piles FOR EACH ROW EXECUTE FUNCTION device_offline_from_start('videoPile');
