-- Field devices that talk to the backend over the device protocol (docs/devices.md): node
-- controllers, parking locks, berth sensors, pay stations and lane equipment (cameras, barrier
-- gates); the commands sent to them, the alarms their reports raise, and the records their
-- reports leave. Live columns (comm_state, run_state, battery, last_seen_at ...) hold what the
-- device last reported; only the device ingestion (backend/areas/devices/) writes them.
-- comm_state everywhere: 0 offline, 1 online, 2 node controller disconnected (spec 3).

CREATE TABLE node_controllers (
  id            serial PRIMARY KEY,
  serial        text NOT NULL UNIQUE,
  name          text NOT NULL,
  lot_id        integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  street_id     integer REFERENCES streets (id) ON DELETE SET NULL,
  ip            text,
  firmware      text,
  status        smallint NOT NULL DEFAULT 1,
  remark        text,
  comm_state    smallint NOT NULL DEFAULT 0 CHECK (comm_state IN (0, 1)),
  last_seen_at  timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX node_controllers_lot ON node_controllers (lot_id);

-- control_mode: 0 normal, 1 forced, 2 stop working, 3 closed; run_state 0..11 (spec 4, no 2).
CREATE TABLE parking_locks (
  id             serial PRIMARY KEY,
  serial         text NOT NULL UNIQUE,
  lot_id         integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  berth_id       integer UNIQUE REFERENCES berths (id) ON DELETE SET NULL,
  node_id        integer REFERENCES node_controllers (id) ON DELETE SET NULL,
  model          text,
  firmware       text,
  installed_on   date,
  status         smallint NOT NULL DEFAULT 1,
  remark         text,
  control_mode   smallint NOT NULL DEFAULT 0 CHECK (control_mode BETWEEN 0 AND 3),
  comm_state     smallint NOT NULL DEFAULT 0 CHECK (comm_state BETWEEN 0 AND 2),
  run_state      smallint NOT NULL DEFAULT 9 CHECK (run_state BETWEEN 0 AND 11 AND run_state <> 2),
  raised         boolean NOT NULL DEFAULT false,
  vehicle        boolean NOT NULL DEFAULT false,
  battery        smallint CHECK (battery BETWEEN 0 AND 100),
  detector_value integer,
  last_seen_at   timestamptz,
  state_at       timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parking_locks_lot ON parking_locks (lot_id);
CREATE INDEX parking_locks_node ON parking_locks (node_id);

-- kind: 1 geomagnetic, 2 ultrasonic, 3 infrared, 4 radar.
CREATE TABLE sensors (
  id            serial PRIMARY KEY,
  serial        text NOT NULL UNIQUE,
  kind          smallint NOT NULL DEFAULT 1 CHECK (kind BETWEEN 1 AND 4),
  lot_id        integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  berth_id      integer UNIQUE REFERENCES berths (id) ON DELETE SET NULL,
  node_id       integer REFERENCES node_controllers (id) ON DELETE SET NULL,
  model         text,
  firmware      text,
  installed_on  date,
  status        smallint NOT NULL DEFAULT 1,
  remark        text,
  comm_state    smallint NOT NULL DEFAULT 0 CHECK (comm_state BETWEEN 0 AND 2),
  occupied      boolean,
  battery       smallint CHECK (battery BETWEEN 0 AND 100),
  magnetic_value integer,
  last_seen_at  timestamptz,
  state_at      timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sensors_lot ON sensors (lot_id);

-- modules: { billAcceptor, coinHopper, printer, cardReader, ... : 'ok' | 'fault' | 'absent' }.
CREATE TABLE pay_stations (
  id            serial PRIMARY KEY,
  serial        text NOT NULL UNIQUE,
  name          text NOT NULL,
  lot_id        integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  location      text,
  model         text,
  firmware      text,
  ip            text,
  status        smallint NOT NULL DEFAULT 1,
  remark        text,
  -- Base configuration (/PayStation_BaseConfigInfo), sent to the station with 'syncConfig'.
  accepts_cash  boolean NOT NULL DEFAULT true,
  accepts_card  boolean NOT NULL DEFAULT true,
  accepts_qr    boolean NOT NULL DEFAULT true,
  max_change    numeric(10, 2) NOT NULL DEFAULT 100 CHECK (max_change >= 0),
  receipt_title text,
  idle_seconds  integer NOT NULL DEFAULT 60 CHECK (idle_seconds BETWEEN 10 AND 3600),
  comm_state    smallint NOT NULL DEFAULT 0 CHECK (comm_state IN (0, 1)),
  error_code    integer NOT NULL DEFAULT 0,
  cash_amount   numeric(12, 2) NOT NULL DEFAULT 0,
  notes_count   integer NOT NULL DEFAULT 0,
  coins_count   integer NOT NULL DEFAULT 0,
  modules       jsonb NOT NULL DEFAULT '{}',
  last_seen_at  timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pay_stations_lot ON pay_stations (lot_id);

-- Lane equipment of off-street lots (/InletOutletEquipInfo). direction: 1 entrance, 2 exit.
-- kind: 1 camera, 2 barrier gate, 3 display, 4 ticket machine. gate_state: 0 down, 1 up, 2 kept open.
CREATE TABLE lane_devices (
  id            serial PRIMARY KEY,
  serial        text NOT NULL UNIQUE,
  lot_id        integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  lane_name     text NOT NULL,
  direction     smallint NOT NULL CHECK (direction IN (1, 2)),
  kind          smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
  ip            text,
  port          integer CHECK (port BETWEEN 1 AND 65535),
  model         text,
  firmware      text,
  status        smallint NOT NULL DEFAULT 1,
  remark        text,
  comm_state    smallint NOT NULL DEFAULT 0 CHECK (comm_state IN (0, 1)),
  gate_state    smallint CHECK (gate_state BETWEEN 0 AND 2),
  last_seen_at  timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lane_devices_lot ON lane_devices (lot_id);

-- Every command sent to a device (device_kind: lock, sensor, node, payStation, lane). The id is
-- the command id the console chose: sending the same id again returns this row, never acts twice.
-- outcome: pending, ok, failed (the device refused or could not), timeout, refused (never sent).
CREATE TABLE device_commands (
  id            text PRIMARY KEY,
  device_kind   text NOT NULL,
  device_id     integer NOT NULL,
  serial        text NOT NULL,
  lot_id        integer,
  command       text NOT NULL,
  params        jsonb NOT NULL DEFAULT '{}',
  operator      text NOT NULL,
  page          text,
  topic         text,
  created_at    timestamptz NOT NULL,
  acked_at      timestamptz,
  outcome       text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'ok', 'failed', 'timeout', 'refused')),
  reason        text,
  state_before  jsonb,
  state_after   jsonb,
  result        jsonb
);
CREATE INDEX device_commands_device ON device_commands (device_kind, device_id, created_at);
CREATE INDEX device_commands_created ON device_commands (created_at, id);

-- Alarms raised by device reports and cleared when the condition ends (lib/areas/devices/alarms.ts).
CREATE TABLE device_alarms (
  id            serial PRIMARY KEY,
  device_kind   text NOT NULL,
  device_id     integer NOT NULL,
  serial        text NOT NULL,
  lot_id        integer,
  alarm         text NOT NULL,
  raised_at     timestamptz NOT NULL,
  cleared_at    timestamptz,
  detail        jsonb,
  handled_by    text,
  handled_at    timestamptz,
  handle_note   text
);
CREATE INDEX device_alarms_raised ON device_alarms (raised_at, id);
-- At most one open alarm of a kind per device.
CREATE UNIQUE INDEX device_alarms_open ON device_alarms (device_kind, device_id, alarm) WHERE cleared_at IS NULL;

CREATE TABLE battery_levels (
  id            bigserial PRIMARY KEY,
  at            timestamptz NOT NULL,
  device_kind   text NOT NULL,
  device_id     integer NOT NULL,
  serial        text NOT NULL,
  lot_id        integer,
  level         smallint NOT NULL CHECK (level BETWEEN 0 AND 100)
);
CREATE INDEX battery_levels_at ON battery_levels (at, id);

-- Occupancy changes reported by berth sensors and lock detectors (/CatcGeomagneticParkStateRecord).
CREATE TABLE berth_state_records (
  id            bigserial PRIMARY KEY,
  at            timestamptz NOT NULL,
  device_kind   text NOT NULL,
  device_id     integer NOT NULL,
  serial        text NOT NULL,
  lot_id        integer,
  berth_id      integer,
  occupied      boolean NOT NULL,
  magnetic_value integer
);
CREATE INDEX berth_state_records_at ON berth_state_records (at, id);

-- Running reports (temperature, signal, uptime) sampled from heartbeats (/DeviceRunningInfo).
CREATE TABLE device_running_reports (
  id            bigserial PRIMARY KEY,
  at            timestamptz NOT NULL,
  device_kind   text NOT NULL,
  device_id     integer NOT NULL,
  serial        text NOT NULL,
  lot_id        integer,
  firmware      text,
  temperature   numeric(5, 1),
  signal        smallint,
  uptime_s      integer
);
CREATE INDEX device_running_reports_at ON device_running_reports (at, id);

-- Pay station faults (/ErrorInfoOfPayStation) and cash movements (/PayStationCashInfo).
CREATE TABLE pay_station_errors (
  id              bigserial PRIMARY KEY,
  pay_station_id  integer NOT NULL REFERENCES pay_stations (id) ON DELETE CASCADE,
  lot_id          integer,
  code            integer NOT NULL,
  module          text,
  raised_at       timestamptz NOT NULL,
  cleared_at      timestamptz
);
CREATE INDEX pay_station_errors_raised ON pay_station_errors (raised_at, id);

-- kind: 1 payment taken, 2 change given, 3 cash collected by staff, 4 float refilled.
CREATE TABLE pay_station_cash (
  id              bigserial PRIMARY KEY,
  at              timestamptz NOT NULL,
  pay_station_id  integer NOT NULL REFERENCES pay_stations (id) ON DELETE CASCADE,
  lot_id          integer,
  kind            smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
  amount          numeric(12, 2) NOT NULL,
  notes           integer NOT NULL DEFAULT 0,
  coins           integer NOT NULL DEFAULT 0,
  balance         numeric(12, 2) NOT NULL,
  operator        text
);
CREATE INDEX pay_station_cash_at ON pay_station_cash (at, id);

-- Barrier lifts ordered from the console (/RodLiftingRecord): who, when, why, and the outcome.
CREATE TABLE gate_lifts (
  id              bigserial PRIMARY KEY,
  at              timestamptz NOT NULL,
  lane_device_id  integer NOT NULL REFERENCES lane_devices (id) ON DELETE CASCADE,
  lot_id          integer,
  lane_name       text NOT NULL,
  action          text NOT NULL,
  operator        text NOT NULL,
  reason          text NOT NULL,
  page            text NOT NULL,
  command_id      text NOT NULL,
  outcome         text NOT NULL
);
CREATE INDEX gate_lifts_at ON gate_lifts (at, id);
