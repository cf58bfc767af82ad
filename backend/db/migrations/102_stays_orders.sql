-- Vehicles in and out, orders and payments (issue "charging core", parts 3 and 4). Amounts are
-- integer fen. Codes of states, channels and sources: lib/parking/*.ts.

-- A stay: one vehicle's visit, the central record. Off-street it starts when a lane camera lets
-- the plate in; on-street when a berth's sensor or lock sees a vehicle (the plate, '' until then,
-- comes from a video pile or a POS collector). state: lib/parking/stay-machine.ts STAY_STATE.
-- source: camera | sensor | lock | pos | videoPile | manual.
CREATE TABLE stays (
  id               bigserial PRIMARY KEY,
  stay_no          text NOT NULL UNIQUE,
  lot_id           integer NOT NULL REFERENCES parking_lots (id),
  yard_area_id     integer REFERENCES yard_areas (id),
  street_id        integer REFERENCES streets (id),
  berth_id         integer REFERENCES berths (id),
  plate            text NOT NULL DEFAULT '',
  plate_color      text NOT NULL DEFAULT 'blue',
  vehicle_type     text NOT NULL DEFAULT 'small',
  -- temporary | internal | white | special | disabled | group: how the vehicle was recognised.
  vehicle_class    text NOT NULL DEFAULT 'temporary',
  special_class    text,
  state            smallint NOT NULL,
  entry_at         timestamptz NOT NULL,
  entry_source     text NOT NULL,
  entry_device     text,
  entry_lane       text,
  entry_photo      text,
  entry_operator   text,
  exit_at          timestamptz,
  exit_source      text,
  exit_device      text,
  exit_lane        text,
  exit_photo       text,
  exit_operator    text,
  -- The rate and the version in force at entry that price it (none: free by its class).
  rate_id          integer REFERENCES rates (id),
  rate_version_id  integer REFERENCES rate_versions (id),
  free_reason      text,
  -- The earlier stay of the same plate this entry closed as a repeat entry.
  repeat_of        bigint REFERENCES stays (id),
  -- The instant the last payment priced the stay up to: the exit window runs from here.
  paid_until       timestamptz,
  -- The POS collector who recorded the plate (on-street).
  collector        text,
  updated_at       timestamptz NOT NULL,
  CHECK (exit_at IS NULL OR exit_at >= entry_at)
);
CREATE INDEX stays_lot_entry ON stays (lot_id, entry_at DESC, id DESC);
CREATE INDEX stays_entry ON stays (entry_at DESC, id DESC);
CREATE INDEX stays_exit ON stays (exit_at DESC, id DESC) WHERE exit_at IS NOT NULL;
-- Open stays (in the lot, or paid and not out) by plate and by berth: what a lane or a sensor looks up.
CREATE INDEX stays_open_plate ON stays (plate, lot_id) WHERE state IN (0, 1);
CREATE UNIQUE INDEX stays_open_berth ON stays (berth_id) WHERE state IN (0, 1) AND berth_id IS NOT NULL;

-- A temporary order: what a stay owes, priced by the tariff engine. One per stay; re-priced as
-- time passes (the fee lines are those of the last pricing, the audit log keeps the earlier ones).
-- Always: receivable = discount + waived + paid + due, due >= 0. state: lib/parking/order-machine.ts.
CREATE TABLE orders (
  id               bigserial PRIMARY KEY,
  order_no         text NOT NULL UNIQUE,
  stay_id          bigint NOT NULL UNIQUE REFERENCES stays (id),
  lot_id           integer NOT NULL REFERENCES parking_lots (id),
  plate            text NOT NULL,
  state            smallint NOT NULL,
  receivable       bigint NOT NULL DEFAULT 0 CHECK (receivable >= 0),
  discount         bigint NOT NULL DEFAULT 0 CHECK (discount >= 0),
  waived           bigint NOT NULL DEFAULT 0 CHECK (waived >= 0),
  paid             bigint NOT NULL DEFAULT 0 CHECK (paid >= 0),
  due              bigint NOT NULL DEFAULT 0 CHECK (due >= 0),
  rate_version_id  integer REFERENCES rate_versions (id),
  priced_at        timestamptz NOT NULL,
  -- The instant the fee was computed up to (the exit, or the moment of pricing).
  priced_until     timestamptz NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  CHECK (receivable = discount + waived + paid + due)
);
CREATE INDEX orders_lot_created ON orders (lot_id, created_at DESC, id DESC);
CREATE INDEX orders_created ON orders (created_at DESC, id DESC);

-- The itemised fee of an order's last pricing (lib/tariff FeeLine): explainable line by line.
CREATE TABLE order_fee_lines (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  seq         smallint NOT NULL,
  kind        text NOT NULL,
  from_at     timestamptz NOT NULL,
  to_at       timestamptz NOT NULL,
  window_name text,
  units       integer,
  unit_price  bigint,
  amount      bigint NOT NULL,
  cap_applied bigint
);
CREATE INDEX order_fee_lines_order ON order_fee_lines (order_id, seq);

-- Payments of an order, by channel (cash, pos, payStation, alipay, wechat, app) and place (booth,
-- exit, payStation, pos, online). A channel transaction is booked once per stay.
CREATE TABLE payments (
  id              bigserial PRIMARY KEY,
  payment_no      text NOT NULL UNIQUE,
  order_id        bigint NOT NULL REFERENCES orders (id),
  stay_id         bigint NOT NULL REFERENCES stays (id),
  lot_id          integer NOT NULL REFERENCES parking_lots (id),
  plate           text NOT NULL,
  channel         text NOT NULL,
  place           text NOT NULL,
  channel_txn_no  text,
  amount          bigint NOT NULL CHECK (amount > 0),
  paid_at         timestamptz NOT NULL,
  -- The instant the fee paid was computed up to (the exit window starts there).
  covers_until    timestamptz NOT NULL,
  operator        text,
  device          text,
  UNIQUE (stay_id, channel, channel_txn_no)
);
CREATE INDEX payments_lot_paid ON payments (lot_id, paid_at DESC, id DESC);
CREATE INDEX payments_paid ON payments (paid_at DESC, id DESC);
CREATE INDEX payments_order ON payments (order_id);

-- Discounts, free departures and waivers of an order: recorded with reason and operator, never
-- by editing the amount. kind: discount | free (free departure) | waive.
CREATE TABLE order_discounts (
  id        bigserial PRIMARY KEY,
  order_id  bigint NOT NULL REFERENCES orders (id),
  lot_id    integer NOT NULL REFERENCES parking_lots (id),
  plate     text NOT NULL,
  kind      text NOT NULL CHECK (kind IN ('discount', 'free', 'waive')),
  amount    bigint NOT NULL CHECK (amount >= 0),
  reason    text NOT NULL,
  operator  text NOT NULL,
  at        timestamptz NOT NULL
);
CREATE INDEX order_discounts_lot_at ON order_discounts (lot_id, at DESC, id DESC);
CREATE INDEX order_discounts_order ON order_discounts (order_id);

-- Every time a lane saw a vehicle (/EntryAndExitDetails): the plate, what the lane decided and why.
-- decision: lib/parking/lane-rules.ts LANE_DECISIONS.
CREATE TABLE passages (
  id              bigserial PRIMARY KEY,
  at              timestamptz NOT NULL,
  lot_id          integer NOT NULL REFERENCES parking_lots (id),
  lane_device_id  integer REFERENCES lane_devices (id) ON DELETE SET NULL,
  lane_name       text NOT NULL,
  direction       smallint NOT NULL CHECK (direction IN (1, 2)),
  plate           text NOT NULL,
  plate_color     text NOT NULL,
  brand           text,
  photo           text,
  decision        text NOT NULL,
  reason          text,
  stay_id         bigint REFERENCES stays (id)
);
CREATE INDEX passages_lot_at ON passages (lot_id, at DESC, id DESC);
CREATE INDEX passages_at ON passages (at DESC, id DESC);

-- Vehicles waiting at an entrance while the lot is full (/QueueUpInfo). state: waiting | admitted | left.
CREATE TABLE lane_queue (
  id           bigserial PRIMARY KEY,
  lot_id       integer NOT NULL REFERENCES parking_lots (id),
  lane_name    text NOT NULL,
  plate        text NOT NULL,
  plate_color  text NOT NULL,
  queued_at    timestamptz NOT NULL,
  state        text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'admitted', 'left')),
  settled_at   timestamptz,
  stay_id      bigint REFERENCES stays (id)
);
CREATE INDEX lane_queue_lot ON lane_queue (lot_id, state, queued_at);

-- Changes made to a stay by hand (/ChangeInfo; plate corrections also in
-- /LicensePlateErrorCorrection): both values, who and why, and the fee before and after re-pricing.
-- kind: plate | plateColor | vehicleType.
CREATE TABLE stay_changes (
  id           bigserial PRIMARY KEY,
  stay_id      bigint NOT NULL REFERENCES stays (id),
  lot_id       integer NOT NULL REFERENCES parking_lots (id),
  kind         text NOT NULL CHECK (kind IN ('plate', 'plateColor', 'vehicleType')),
  old_value    text NOT NULL,
  new_value    text NOT NULL,
  reason       text NOT NULL,
  operator     text NOT NULL,
  at           timestamptz NOT NULL,
  fee_before   bigint,
  fee_after    bigint
);
CREATE INDEX stay_changes_lot_at ON stay_changes (lot_id, at DESC, id DESC);

-- A camera's reading of the brand set against the brand the vehicle is registered with
-- (/CarBrandAuthentication), and health codes scanned at an entrance (/HealthyCodeQuery).
CREATE TABLE brand_checks (
  id                bigserial PRIMARY KEY,
  at                timestamptz NOT NULL,
  lot_id            integer NOT NULL REFERENCES parking_lots (id),
  lane_name         text NOT NULL,
  plate             text NOT NULL,
  seen_brand        text NOT NULL,
  registered_brand  text,
  matches           boolean,
  stay_id           bigint REFERENCES stays (id)
);
CREATE INDEX brand_checks_lot_at ON brand_checks (lot_id, at DESC, id DESC);

CREATE TABLE health_code_checks (
  id         bigserial PRIMARY KEY,
  at         timestamptz NOT NULL,
  lot_id     integer NOT NULL REFERENCES parking_lots (id),
  lane_name  text NOT NULL,
  plate      text NOT NULL,
  phone      text,
  color      text NOT NULL CHECK (color IN ('green', 'yellow', 'red')),
  admitted   boolean NOT NULL
);
CREATE INDEX health_code_checks_lot_at ON health_code_checks (lot_id, at DESC, id DESC);

-- Numbers of stays, orders and payments: one sequence each, shown with the day ('S20261125000042').
CREATE SEQUENCE stay_no_seq;
CREATE SEQUENCE order_no_seq;
CREATE SEQUENCE payment_no_seq;
