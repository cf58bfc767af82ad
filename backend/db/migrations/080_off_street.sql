-- Off-street devices, console side (lib/areas/devices/screens-off-street.ts): remote
-- firmware upgrades (/EquipmentRemoteUpgrade) and the indexes the off-street lists filter by.
-- The device tables themselves are those of 040_devices.sql.

-- An upgrade task: one type of device (lib/areas/devices/upgrade.ts UPGRADE_DEVICE_TYPES) of one lot,
-- optionally of one model, to a target version (digits only, spec 5).
CREATE TABLE upgrade_tasks (
  id              serial PRIMARY KEY,
  device_type     text NOT NULL CHECK (device_type IN ('payStation', 'camera', 'barrierGate', 'display', 'ticketMachine', 'lock', 'sensor', 'node')),
  lot_id          integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  model           text,
  target_version  text NOT NULL CHECK (target_version ~ '^[0-9]+$'),
  file_name       text NOT NULL,
  file_url        text,
  remark          text,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL
);
CREATE INDEX upgrade_tasks_lot ON upgrade_tasks (lot_id);

-- The devices of a task (taken when the task is created) and where each one stands.
-- device_kind is the protocol kind (lock, sensor, node, payStation, lane) the 'upgrade' command
-- goes to; command_id the last device_commands id sent. No foreign key to the device: a device
-- deleted later keeps its line (serial and outcome) in the task.
CREATE TABLE upgrade_task_devices (
  id              bigserial PRIMARY KEY,
  task_id         integer NOT NULL REFERENCES upgrade_tasks (id) ON DELETE CASCADE,
  device_kind     text NOT NULL,
  device_id       integer NOT NULL,
  serial          text NOT NULL,
  lot_id          integer,
  from_version    text,
  status          text NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'sent', 'upgrading', 'succeeded', 'failed', 'offline')),
  attempts        integer NOT NULL DEFAULT 0,
  reason          text,
  command_id      text,
  updated_at      timestamptz NOT NULL,
  UNIQUE (task_id, device_kind, device_id)
);
-- The work still to do, for whoever sends the commands.
CREATE INDEX upgrade_task_devices_active ON upgrade_task_devices (status, task_id) WHERE status IN ('pending', 'sent', 'upgrading');
CREATE INDEX upgrade_task_devices_device ON upgrade_task_devices (device_kind, device_id);

-- Lists of a station's or lane device's records, and of lifts by lot.
CREATE INDEX pay_station_errors_station ON pay_station_errors (pay_station_id, raised_at);
CREATE INDEX pay_station_cash_station ON pay_station_cash (pay_station_id, at);
CREATE INDEX gate_lifts_lane ON gate_lifts (lane_device_id, at);
