-- Browsers that signed in to an account (OWASP "device cookies", backend/auth/known-devices.ts):
-- the console keeps the token in an httpOnly cookie; only its SHA-256 is stored. While an account
-- is locked by failed sign-ins from elsewhere, its owner still signs in from such a browser.
CREATE TABLE known_devices (
  id           bigserial PRIMARY KEY,
  account      text NOT NULL,
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  -- Wrong passwords given from this browser; at the limit its token is forgotten.
  failures     integer NOT NULL DEFAULT 0
);
CREATE INDEX known_devices_account ON known_devices (account, last_used_at DESC);
CREATE INDEX known_devices_last_used ON known_devices (last_used_at);
