-- The parking estate (issue "parking estate", first part): the lots' details on the minimal
-- parking_lots table of 002, administration areas, streets (on-street berths), yard areas (areas
-- or floors of a lot) and berths. Used and free spaces of a lot and the berth counts of areas and
-- streets are computed from the berths on read, never stored.

ALTER TABLE parking_lots
  ADD COLUMN type            smallint NOT NULL DEFAULT 1 CHECK (type BETWEEN 1 AND 5),
  ADD COLUMN address         text,
  ADD COLUMN longitude       numeric(6, 3) CHECK (longitude BETWEEN -180 AND 180),
  ADD COLUMN latitude        numeric(5, 3) CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN region          text,
  ADD COLUMN contact_phone   text,
  ADD COLUMN service_phone   text,
  ADD COLUMN website         text,
  -- -1: no limit.
  ADD COLUMN total_spaces    integer NOT NULL DEFAULT -1 CHECK (total_spaces = -1 OR total_spaces > 0),
  ADD COLUMN time_zone       text NOT NULL DEFAULT 'Asia/Shanghai',
  ADD COLUMN free_minutes    integer NOT NULL DEFAULT 0 CHECK (free_minutes BETWEEN 0 AND 1440),
  ADD COLUMN server_ip       text,
  ADD COLUMN server_port     integer CHECK (server_port BETWEEN 1 AND 65535),
  ADD COLUMN status          smallint NOT NULL DEFAULT 1,
  ADD COLUMN updated_at      timestamptz NOT NULL DEFAULT now();

CREATE TABLE admin_areas (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  code        text,
  remark      text,
  status      smallint NOT NULL DEFAULT 1,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE yard_areas (
  id          serial PRIMARY KEY,
  lot_id      integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  name        text NOT NULL,
  floor       text,
  status      smallint NOT NULL DEFAULT 1,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX yard_areas_lot ON yard_areas (lot_id);

CREATE TABLE streets (
  id             serial PRIMARY KEY,
  admin_area_id  integer REFERENCES admin_areas (id) ON DELETE RESTRICT,
  lot_id         integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  name           text NOT NULL,
  start_desc     text,
  end_desc       text,
  status         smallint NOT NULL DEFAULT 1,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX streets_lot ON streets (lot_id);
CREATE INDEX streets_admin_area ON streets (admin_area_id);

-- state: 0 free, 1 occupied, 2 reserved, 3 out of service.
CREATE TABLE berths (
  id            serial PRIMARY KEY,
  lot_id        integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  yard_area_id  integer REFERENCES yard_areas (id) ON DELETE SET NULL,
  street_id     integer REFERENCES streets (id) ON DELETE SET NULL,
  number        text NOT NULL,
  state         smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  UNIQUE (lot_id, number)
);
CREATE INDEX berths_yard_area ON berths (yard_area_id);
CREATE INDEX berths_street ON berths (street_id);
