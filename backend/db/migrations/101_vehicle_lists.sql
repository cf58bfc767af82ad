-- Lists of vehicles the lanes and the charging consult (issue "charging core", part 3). Plates are
-- stored upper-case without spaces (lib/validation/formats.ts normalisation); a lot_id of NULL
-- means every lot.

-- /SpecialPlateList: black-listed plates are refused entry, white-listed ones pass free.
CREATE TABLE special_plates (
  id           serial PRIMARY KEY,
  plate        text NOT NULL,
  plate_color  text NOT NULL DEFAULT 'blue',
  list         text NOT NULL CHECK (list IN ('black', 'white')),
  lot_id       integer REFERENCES parking_lots (id),
  reason       text NOT NULL,
  valid_from   date,
  valid_to     date CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from),
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_by   text,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX special_plates_plate ON special_plates (plate);

-- /SpecialVehicle: vehicles of a special class (police, fire, ambulance...) that pass free.
CREATE TABLE special_vehicles (
  id             serial PRIMARY KEY,
  plate          text NOT NULL UNIQUE,
  plate_color    text NOT NULL DEFAULT 'white',
  special_class  text NOT NULL,
  organisation   text,
  valid_to       date,
  status         smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark         text,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- /DisabledVehicle: vehicles of disabled drivers, free or at a discount (percent of the fee).
CREATE TABLE disabled_vehicles (
  id              serial PRIMARY KEY,
  plate           text NOT NULL UNIQUE,
  plate_color     text NOT NULL DEFAULT 'blue',
  owner           text NOT NULL,
  certificate_no  text NOT NULL,
  phone           text,
  discount_pct    smallint NOT NULL DEFAULT 100 CHECK (discount_pct BETWEEN 1 AND 100),
  valid_to        date,
  status          smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark          text,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- /VehicleList: vehicles the operator knows (owner, type, brand), e.g. for SMS reminders.
CREATE TABLE vehicles (
  id            serial PRIMARY KEY,
  plate         text NOT NULL UNIQUE,
  plate_color   text NOT NULL DEFAULT 'blue',
  vehicle_type  text NOT NULL DEFAULT 'small',
  brand         text,
  color         text,
  owner         text,
  phone         text,
  remark        text,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- /GroupCarInfo: vehicles of a group customer (a company fleet) at a lot.
CREATE TABLE group_cars (
  id           serial PRIMARY KEY,
  group_name   text NOT NULL,
  lot_id       integer NOT NULL REFERENCES parking_lots (id),
  plate        text NOT NULL,
  plate_color  text NOT NULL DEFAULT 'blue',
  contact      text,
  phone        text,
  valid_to     date,
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark       text,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lot_id, plate)
);
