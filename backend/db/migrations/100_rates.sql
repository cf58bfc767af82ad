-- Rates (issue "charging core", part 2): what a stay costs. A rate is data evaluated by the pure
-- tariff engine (lib/tariff, docs/tariff.md); which rate applies to a vehicle is chosen by
-- lib/tariff/select.ts from the lot's enabled rates.
--
-- kind: 1 common rate (/CommonRate), 2 special rate for dates or events (/SpecialRate, valid_from
-- .. valid_to), 3 rate of a special vehicle class (/SpecialVehicleRates, special_class).
-- vehicle_type and plate_color: lib/tariff/select.ts VEHICLE_TYPES and PLATE_COLORS ('all' = any).
CREATE TABLE rates (
  id             serial PRIMARY KEY,
  lot_id         integer NOT NULL REFERENCES parking_lots (id),
  kind           smallint NOT NULL CHECK (kind IN (1, 2, 3)),
  name           text NOT NULL,
  vehicle_type   text NOT NULL DEFAULT 'all',
  plate_color    text NOT NULL DEFAULT 'all',
  special_class  text,
  valid_from     date,
  valid_to       date CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from),
  priority       integer NOT NULL DEFAULT 0,
  status         smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark         text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 3 OR special_class IS NOT NULL)
);
CREATE INDEX rates_lot ON rates (lot_id, kind);
CREATE UNIQUE INDEX rates_name_in_lot ON rates (lot_id, lower(name));

-- The rule set of a rate, versioned: a stay is priced by the version in force at its entry, and a
-- version that has priced an order (used_at set) is never edited: an edit makes a new version in
-- force from the moment of the edit. `rules` is lib/tariff/rules.ts RateRules (amounts in fen).
CREATE TABLE rate_versions (
  id              serial PRIMARY KEY,
  rate_id         integer NOT NULL REFERENCES rates (id) ON DELETE CASCADE,
  version         integer NOT NULL,
  rules           jsonb NOT NULL,
  effective_from  timestamptz NOT NULL,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL,
  used_at         timestamptz,
  UNIQUE (rate_id, version)
);
CREATE INDEX rate_versions_in_force ON rate_versions (rate_id, effective_from);

-- The holiday calendar (/HolidayInfo): kind 1 a holiday (holiday rules apply), 2 a working day
-- that falls on a weekend (weekend rules do not apply).
CREATE TABLE holidays (
  id          serial PRIMARY KEY,
  day         date NOT NULL UNIQUE,
  name        text NOT NULL,
  kind        smallint NOT NULL DEFAULT 1 CHECK (kind IN (1, 2)),
  remark      text,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Which vehicle type a plate colour means when a camera cannot tell (/RatePlateColorInfo):
-- yellow plates are large vehicles, green ones new-energy vehicles...
CREATE TABLE plate_color_types (
  id            serial PRIMARY KEY,
  plate_color   text NOT NULL UNIQUE,
  vehicle_type  text NOT NULL,
  remark        text,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO plate_color_types (plate_color, vehicle_type) VALUES
  ('blue', 'small'), ('yellow', 'large'), ('green', 'newEnergy'), ('yellowGreen', 'newEnergy'), ('black', 'small'), ('white', 'small');

-- Internal vehicles (/InternalVehicle): staff and company cars of a lot, free or at a rate of
-- their own, within their validity.
CREATE TABLE internal_vehicles (
  id           serial PRIMARY KEY,
  lot_id       integer NOT NULL REFERENCES parking_lots (id),
  plate        text NOT NULL,
  plate_color  text NOT NULL DEFAULT 'blue',
  owner        text NOT NULL,
  department   text,
  phone        text,
  free         boolean NOT NULL DEFAULT true,
  rate_id      integer REFERENCES rates (id),
  valid_from   date,
  valid_to     date CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from),
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark       text,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (free OR rate_id IS NOT NULL)
);
CREATE UNIQUE INDEX internal_vehicles_plate_in_lot ON internal_vehicles (lot_id, upper(plate));
