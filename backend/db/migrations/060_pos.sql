-- POS (issue "parking estate and field devices"): the handheld terminals toll collectors carry
-- (/TerminalInformation), the collectors' accounts on them (/PosUserList), the lots and streets a
-- collector may work (/PosParkList), which terminal a collector holds in which lot (/PosManage),
-- and the video piles that watch on-street berths (/VideoPileMange).

-- status: 1 in service, 2 in stock, 3 under repair, 4 retired.
CREATE TABLE pos_terminals (
  id          serial PRIMARY KEY,
  serial      text NOT NULL UNIQUE,
  model       text,
  imei        text NOT NULL UNIQUE CHECK (imei ~ '^[0-9]{15}$'),
  firmware    text CHECK (firmware ~ '^[0-9]+$'),
  lot_id      integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  status      smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  remark      text,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pos_terminals_lot ON pos_terminals (lot_id);

-- Collectors' accounts of the POS app: not console users (they never sign in to the console).
-- status: 1 enabled, 0 disabled. The password follows the shared policy and is stored hashed.
CREATE TABLE pos_users (
  id                   serial PRIMARY KEY,
  login_name           text NOT NULL,
  name                 text NOT NULL,
  phone                text,
  password_hash        text NOT NULL,
  password_changed_at  timestamptz NOT NULL DEFAULT now(),
  lot_id               integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  status               smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pos_users_login ON pos_users (lower(login_name));
CREATE INDEX pos_users_lot ON pos_users (lot_id);

-- Where a collector may work besides their own lot: a whole lot (street_id null) or one street.
CREATE TABLE pos_user_lots (
  id           serial PRIMARY KEY,
  pos_user_id  integer NOT NULL REFERENCES pos_users (id) ON DELETE CASCADE,
  lot_id       integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  street_id    integer REFERENCES streets (id) ON DELETE CASCADE,
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pos_user_lots_unique ON pos_user_lots (pos_user_id, lot_id, coalesce(street_id, 0));
CREATE INDEX pos_user_lots_lot ON pos_user_lots (lot_id);

-- A terminal handed to a collector for work in a lot, until it is taken back (returned_at).
CREATE TABLE pos_assignments (
  id           serial PRIMARY KEY,
  terminal_id  integer NOT NULL REFERENCES pos_terminals (id) ON DELETE RESTRICT,
  pos_user_id  integer NOT NULL REFERENCES pos_users (id) ON DELETE RESTRICT,
  lot_id       integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  assigned_at  timestamptz NOT NULL,
  returned_at  timestamptz CHECK (returned_at >= assigned_at),
  remark       text,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
-- A terminal is with one collector at a time.
CREATE UNIQUE INDEX pos_assignments_active_terminal ON pos_assignments (terminal_id) WHERE returned_at IS NULL;
CREATE INDEX pos_assignments_user ON pos_assignments (pos_user_id);
CREATE INDEX pos_assignments_lot ON pos_assignments (lot_id);

-- status: 1 in service, 2 under repair, 0 out of service.
CREATE TABLE video_piles (
  id          serial PRIMARY KEY,
  serial      text NOT NULL UNIQUE,
  model       text,
  lot_id      integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  street_id   integer REFERENCES streets (id) ON DELETE SET NULL,
  ip          text,
  firmware    text CHECK (firmware ~ '^[0-9]+$'),
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
  remark      text,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_piles_lot ON video_piles (lot_id);

-- The berths a pile's camera covers; a berth is watched by one pile.
CREATE TABLE video_pile_berths (
  pile_id   integer NOT NULL REFERENCES video_piles (id) ON DELETE CASCADE,
  berth_id  integer NOT NULL UNIQUE REFERENCES berths (id) ON DELETE CASCADE,
  PRIMARY KEY (pile_id, berth_id)
);
