-- The screen engine: the audit trail of entity writes, the file operation log, parking lots (a
-- minimal table, extended later) and permission groups, which give users their lots (data scope).

-- Entity writes: one row per affected row, with its state before and after (without password
-- hashes or hidden fields). page: the screen the call came from.
ALTER TABLE audit_log
  ADD COLUMN page       text,
  ADD COLUMN entity_id  bigint,
  ADD COLUMN before     jsonb,
  ADD COLUMN after      jsonb;
CREATE INDEX audit_log_action_entity ON audit_log (action, entity_id);
CREATE INDEX audit_log_actor ON audit_log (actor, at);

-- Exports and imports, recorded by the console's server side after each one.
CREATE TABLE file_operations (
  id         bigserial PRIMARY KEY,
  at         timestamptz NOT NULL,
  -- Login name of the user.
  actor      text NOT NULL,
  -- The screen (route path) the file was exported from or imported into.
  page       text NOT NULL,
  action     text NOT NULL CHECK (action IN ('import', 'export')),
  file_name  text NOT NULL,
  rows       integer NOT NULL DEFAULT 0 CHECK (rows >= 0),
  result     text NOT NULL CHECK (result IN ('ok', 'failed')),
  detail     text NOT NULL DEFAULT ''
);
CREATE INDEX file_operations_at ON file_operations (at);

CREATE TABLE parking_lots (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A permission group assigns lots to users (spec 6): a user who is not a super administrator sees
-- the rows of lot-scoped screens whose lot is in one of their groups.
CREATE TABLE permission_groups (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  name_en     text NOT NULL DEFAULT '',
  remark      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE permission_group_lots (
  group_id  integer NOT NULL REFERENCES permission_groups (id) ON DELETE CASCADE,
  lot_id    integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, lot_id)
);
CREATE INDEX permission_group_lots_lot ON permission_group_lots (lot_id);

CREATE TABLE permission_group_users (
  group_id  integer NOT NULL REFERENCES permission_groups (id) ON DELETE CASCADE,
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX permission_group_users_user ON permission_group_users (user_id);
