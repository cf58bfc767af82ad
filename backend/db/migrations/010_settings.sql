-- Settings and system parameters (lib/areas/settings/screens.ts): common parameters and
-- their templates and permissions, companies, currencies, SMS templates, the mail sender,
-- barrier-opening and manual-entry reasons, outside service companies, shifts and the roster.
-- `status` is 1 enabled, 0 disabled everywhere. Optional text columns are nullable (the engine
-- writes a blank optional field as NULL).

-- The dictionary gets the timestamps every edited table has.
ALTER TABLE dictionary
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE common_para_templates (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  remark      text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE common_paras (
  id           serial PRIMARY KEY,
  code         text NOT NULL UNIQUE CHECK (code ~ '^[0-9]+$'),
  name         text NOT NULL,
  value        text,
  -- A template with parameters is not deleted from under them (NO ACTION: 23503, which the
  -- engine answers rowInUse; RESTRICT would raise 23001).
  template_id  integer NOT NULL REFERENCES common_para_templates (id),
  remark       text,
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX common_paras_template ON common_paras (template_id);

-- Which role group may change which parameter; a row goes with its parameter or its group.
CREATE TABLE common_para_permissions (
  id             serial PRIMARY KEY,
  parameter_id   integer NOT NULL REFERENCES common_paras (id) ON DELETE CASCADE,
  role_group_id  integer NOT NULL REFERENCES role_groups (id) ON DELETE CASCADE,
  can_edit       boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (parameter_id, role_group_id)
);
CREATE INDEX common_para_permissions_group ON common_para_permissions (role_group_id);

CREATE TABLE companies (
  id            serial PRIMARY KEY,
  name          text NOT NULL UNIQUE,
  short_name    text,
  address       text,
  phone         text,
  email         text,
  website       text,
  tax_number    text UNIQUE CHECK (tax_number ~ '^[0-9]+$'),
  legal_person  text,
  remark        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE currencies (
  id          serial PRIMARY KEY,
  -- ISO 4217, upper case.
  code        text NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{3}$'),
  name        text NOT NULL,
  symbol      text NOT NULL,
  -- Where the symbol goes: in front of the amount or behind it (spec 9).
  position    text NOT NULL CHECK (position IN ('front', 'behind')),
  decimals    smallint NOT NULL DEFAULT 2 CHECK (decimals BETWEEN 0 AND 4),
  is_default  boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- At most one default currency (the store clears the others before saving a new default).
CREATE UNIQUE INDEX currencies_one_default ON currencies (is_default) WHERE is_default;

CREATE TABLE sms_templates (
  id          serial PRIMARY KEY,
  code        text NOT NULL UNIQUE CHECK (code ~ '^[0-9]+$'),
  name        text NOT NULL,
  content     text NOT NULL CHECK (char_length(content) <= 500),
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The SMTP account mail is sent from. No password column on purpose: secrets belong in the
-- environment of the sending process, not in a table every export and backup carries.
CREATE TABLE email_senders (
  id            serial PRIMARY KEY,
  host          text NOT NULL,
  port          integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
  sender_email  text NOT NULL,
  user_name     text,
  use_tls       boolean NOT NULL DEFAULT true,
  status        smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Reasons offered when a barrier is opened remotely.
CREATE TABLE opening_reasons (
  id          serial PRIMARY KEY,
  reason      text NOT NULL UNIQUE,
  remark      text,
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Reasons offered for a manual entry.
CREATE TABLE incoming_reasons (
  id          serial PRIMARY KEY,
  reason      text NOT NULL UNIQUE,
  remark      text,
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE foreign_service_companies (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  contact     text,
  phone       text,
  email       text,
  address     text,
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Shifts. An end before the start is an overnight shift.
CREATE TABLE scheduling_plans (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  start_time  text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time    text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  remark      text,
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The roster: one shift per staff member and day. A plan in use is not deleted from under it;
-- a deleted user's roster goes with them.
CREATE TABLE scheduling_assignments (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id     integer NOT NULL REFERENCES scheduling_plans (id),
  work_date   date NOT NULL,
  remark      text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, work_date)
);
CREATE INDEX scheduling_assignments_date ON scheduling_assignments (work_date);
CREATE INDEX scheduling_assignments_plan ON scheduling_assignments (plan_id);
