-- Field operations (issue "parking estate and field devices"): inspection vehicles and what they
-- saw compared with the berths' orders, problems reported on berths and devices and their
-- handling (lib/areas/field-ops/problem-machine.ts).

-- status: 1 in service, 2 under maintenance, 0 out of service. Plates are stored normalised
-- (lib/validation/formats.ts: no spaces, upper case).
CREATE TABLE inspection_vehicles (
  id             serial PRIMARY KEY,
  plate          text NOT NULL UNIQUE,
  camera_serial  text NOT NULL UNIQUE,
  model          text,
  lot_id         integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  street_id      integer REFERENCES streets (id) ON DELETE SET NULL,
  status         smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
  remark         text,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspection_vehicles_lot ON inspection_vehicles (lot_id);

-- One berth seen by an inspection vehicle: the plate read (null: the berth was empty), the
-- berth's open order then (null: none), and the result (lib/areas/field-ops/comparison.ts): 1 match,
-- 2 plate mismatch, 3 vehicle without order, 4 order without vehicle, 5 vacant. Lot, street and
-- berth number are copied so that the record outlives changes to the estate.
CREATE TABLE inspection_comparisons (
  id            bigserial PRIMARY KEY,
  vehicle_id    integer NOT NULL REFERENCES inspection_vehicles (id) ON DELETE RESTRICT,
  lot_id        integer NOT NULL,
  street_id     integer,
  berth_id      integer REFERENCES berths (id) ON DELETE SET NULL,
  berth_number  text NOT NULL,
  seen_at       timestamptz NOT NULL,
  seen_plate    text,
  order_no      text,
  order_plate   text,
  result        smallint NOT NULL CHECK (result BETWEEN 1 AND 5),
  photo_url     text,
  recorded_at   timestamptz NOT NULL
);
CREATE INDEX inspection_comparisons_seen ON inspection_comparisons (seen_at, id);
CREATE INDEX inspection_comparisons_lot ON inspection_comparisons (lot_id);
CREATE INDEX inspection_comparisons_vehicle ON inspection_comparisons (vehicle_id);

-- kind: 1 berth, 2 geomagnetic sensor, 3 parking lock, 4 video pile, 5 POS terminal,
-- 6 node controller, 7 pay station, 8 other.
-- state: 1 pending, 2 assigned, 3 processing, 4 resolved, 5 closed.
CREATE TABLE problems (
  id             serial PRIMARY KEY,
  kind           smallint NOT NULL CHECK (kind BETWEEN 1 AND 8),
  lot_id         integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  location       text,
  device_serial  text,
  description    text NOT NULL,
  reporter       text NOT NULL,
  photo_url      text,
  reported_at    timestamptz NOT NULL,
  state          smallint NOT NULL DEFAULT 1 CHECK (state BETWEEN 1 AND 5),
  assignee_id    integer REFERENCES users (id) ON DELETE SET NULL,
  handled_by     text,
  handled_at     timestamptz,
  handle_note    text,
  resolved_at    timestamptz,
  closed_at      timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX problems_reported ON problems (reported_at, id);
CREATE INDEX problems_lot ON problems (lot_id);
CREATE INDEX problems_state ON problems (state);

-- Every step of a problem's handling: who took which action, from which state to which.
CREATE TABLE problem_events (
  id           bigserial PRIMARY KEY,
  problem_id   integer NOT NULL REFERENCES problems (id) ON DELETE CASCADE,
  at           timestamptz NOT NULL,
  action       text NOT NULL,
  from_state   smallint,
  to_state     smallint NOT NULL,
  actor        text NOT NULL,
  assignee_id  integer,
  note         text
);
CREATE INDEX problem_events_problem ON problem_events (problem_id, at);
