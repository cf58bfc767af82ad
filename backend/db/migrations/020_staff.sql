-- Staff, role groups, menus and pages (lib/areas/staff/screens.ts, stores in
-- backend/areas/staff/). `status` is 1 enabled, 0 disabled. Optional text columns are nullable
-- (the engine writes a blank optional field as NULL).

-- Employees: contact details.
ALTER TABLE users
  ADD COLUMN phone  text,
  ADD COLUMN email  text;

-- Role groups: the special permissions of spec 6 and a remark.
ALTER TABLE role_groups
  ADD COLUMN in_lot_info       boolean NOT NULL DEFAULT false,
  ADD COLUMN special_vehicles  boolean NOT NULL DEFAULT false,
  ADD COLUMN remark            text;

-- Menu entries: the client the entry belongs to (terrace: 2 the web console, the only one that
-- WebPowerList serves; 3 H5, 4 inspection app, 5 cashier app, 6 cashier app in English; see
-- lib/admin/terraces.ts) and the default create/read/update/delete flags of a page. Entries made
-- in the page-group screens take ids from a sequence far above the seeded ones (screens' menu ids
-- and their buttons, menuId * 100 + n).
ALTER TABLE menu_entries
  ADD COLUMN terrace         smallint NOT NULL DEFAULT 2 CHECK (terrace IN (2, 3, 4, 5, 6)),
  ADD COLUMN default_create  boolean NOT NULL DEFAULT false,
  ADD COLUMN default_read    boolean NOT NULL DEFAULT false,
  ADD COLUMN default_update  boolean NOT NULL DEFAULT false,
  ADD COLUMN default_delete  boolean NOT NULL DEFAULT false;
CREATE SEQUENCE menu_entries_id_seq START WITH 1000000 OWNED BY menu_entries.id;
ALTER TABLE menu_entries ALTER COLUMN id SET DEFAULT nextval('menu_entries_id_seq');
CREATE INDEX menu_entries_terrace ON menu_entries (terrace, kind_no);

-- A staff member's phone bound to a device (one binding per phone number).
CREATE TABLE staff_phone_bindings (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone       text NOT NULL UNIQUE,
  device_id   text NOT NULL,
  bound_at    timestamptz NOT NULL DEFAULT now(),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_phone_bindings_user ON staff_phone_bindings (user_id);

-- Toll collectors of the booths of a lot (lot-scoped: the engine filters by the caller's lots).
CREATE TABLE booth_collectors (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lot_id      integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  booth_name  text NOT NULL,
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lot_id, booth_name, user_id)
);
CREATE INDEX booth_collectors_lot ON booth_collectors (lot_id);
CREATE INDEX booth_collectors_user ON booth_collectors (user_id);

-- Posts (job titles) used when scheduling.
CREATE TABLE posts (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  remark      text,
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
