-- Initial schema: users and role groups, the menu and its grants, tokens, sign-in throttling,
-- single sign-on tickets, the dictionary and the audit log.

CREATE TABLE role_groups (
  id          serial PRIMARY KEY,
  -- Stable key for seeded groups ('super', 'operators', ...); NULL for groups made by people.
  code        text UNIQUE,
  name        text NOT NULL UNIQUE,
  name_en     text NOT NULL DEFAULT '',
  -- 1 parking management, 2 parking management H5, 3 cashier app, 4 foreign cashier app,
  -- 5 sentry box.
  kind        smallint NOT NULL CHECK (kind BETWEEN 1 AND 5),
  is_super    boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id             serial PRIMARY KEY,
  login_name     text NOT NULL,
  display_name   text NOT NULL DEFAULT '',
  -- scrypt$N$r$p$salt$hash (base64 salt and hash)
  password_hash  text NOT NULL,
  -- Set for customer-service users (signed out with XSwitchOut on timeout).
  host_id        text,
  role_group_id  integer REFERENCES role_groups (id),
  disabled       boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
-- Login names are unique whatever their case; sign-in looks them up lower-cased.
CREATE UNIQUE INDEX users_login_name_key ON users (lower(login_name));

CREATE TABLE menu_entries (
  id           integer PRIMARY KEY,
  -- 0 for top-level entries.
  pid          integer NOT NULL DEFAULT 0,
  -- 1 top level, 2 below it, 3 buttons.
  kind_degree  smallint NOT NULL,
  -- Sort order among siblings.
  kind_no      integer NOT NULL DEFAULT 0,
  -- 1 directory, 2 page, 3 button.
  menu_type    smallint NOT NULL CHECK (menu_type IN (1, 2, 3)),
  is_frame     smallint NOT NULL DEFAULT 0,
  is_show      smallint NOT NULL DEFAULT 1,
  title        text NOT NULL,
  title_en     text NOT NULL DEFAULT '',
  -- Route path of a page ('/DataHome') or key of a button ('unlockAccount').
  index_path   text NOT NULL DEFAULT '',
  icon         text NOT NULL DEFAULT '',
  func_id      text,
  -- 1 enabled, 0 disabled.
  status       smallint NOT NULL DEFAULT 1
);
CREATE INDEX menu_entries_pid ON menu_entries (pid);

CREATE TABLE role_grants (
  role_group_id  integer NOT NULL REFERENCES role_groups (id) ON DELETE CASCADE,
  menu_entry_id  integer NOT NULL REFERENCES menu_entries (id) ON DELETE CASCADE,
  PRIMARY KEY (role_group_id, menu_entry_id)
);

CREATE TABLE access_tokens (
  id          bigserial PRIMARY KEY,
  -- SHA-256 (hex) of the token; the token itself is never stored.
  token_hash  text NOT NULL UNIQUE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id   text NOT NULL DEFAULT '',
  issued_at   timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  -- The token this one renewed (UpdateToken), if any.
  renewed_from bigint REFERENCES access_tokens (id) ON DELETE SET NULL
);
CREATE INDEX access_tokens_active ON access_tokens (expires_at) WHERE revoked_at IS NULL;

-- One row per failed sign-in: counted per account name (lower-cased, also for names that do not
-- exist) and per client address.
CREATE TABLE login_failures (
  id         bigserial PRIMARY KEY,
  account    text NOT NULL,
  address    text NOT NULL,
  failed_at  timestamptz NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (account, failed_at);
CREATE INDEX login_failures_address ON login_failures (address, failed_at);
CREATE INDEX login_failures_failed_at ON login_failures (failed_at);

-- A lock set when failures reach the limit. Failures before locked_until no longer count, so an
-- expired lock starts a fresh window.
CREATE TABLE sign_in_locks (
  scope         text NOT NULL CHECK (scope IN ('account', 'address')),
  key           text NOT NULL,
  locked_at     timestamptz NOT NULL,
  locked_until  timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE TABLE sso_tickets (
  id           bigserial PRIMARY KEY,
  ticket_hash  text NOT NULL UNIQUE,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);

CREATE TABLE dictionary (
  id      serial PRIMARY KEY,
  dkey    text NOT NULL,
  dvalue  text NOT NULL DEFAULT '',
  type    integer NOT NULL,
  UNIQUE (type, dkey)
);

CREATE TABLE audit_log (
  id       bigserial PRIMARY KEY,
  at       timestamptz NOT NULL,
  -- Login name of the acting user, or the account name tried at sign-in; NULL for the system.
  actor    text,
  address  text,
  action   text NOT NULL,
  detail   jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at ON audit_log (at);
