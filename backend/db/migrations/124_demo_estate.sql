-- The demo operator (backend/demo/, docs/demo.md): whether the first start decided to seed it.
-- One row, written once by the first start that knows whether the demo is wanted: 'seeded' (with
-- what was made), 'off' (DEMO_SEED=0 or users only) or 'notEmpty' (the database already had an
-- estate). A row present means the demo is never considered again.
CREATE TABLE demo_estate (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  outcome     text NOT NULL CHECK (outcome IN ('seeded', 'off', 'notEmpty')),
  decided_at  timestamptz NOT NULL,
  summary     jsonb
);
