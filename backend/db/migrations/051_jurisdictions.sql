-- Jurisdictions (/ParkingJurisdictionInfo): the operator's management units, each in an
-- administration area (optional), grouping parking lots. A lot belongs to one jurisdiction at
-- most; deleting a lot takes it out of its jurisdiction.

CREATE TABLE jurisdictions (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  code           text,
  admin_area_id  integer REFERENCES admin_areas (id),
  manager        text,
  contact_phone  text,
  remark         text,
  status         smallint NOT NULL DEFAULT 1,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jurisdictions_name ON jurisdictions (lower(name));
CREATE INDEX jurisdictions_admin_area ON jurisdictions (admin_area_id);

CREATE TABLE jurisdiction_lots (
  jurisdiction_id  integer NOT NULL REFERENCES jurisdictions (id),
  lot_id           integer NOT NULL UNIQUE REFERENCES parking_lots (id) ON DELETE CASCADE,
  PRIMARY KEY (jurisdiction_id, lot_id)
);
