-- /PackageManagement and /PackageAudit: what a lot sells to its recurring customers, reviewed by a
-- second person before it is sold (docs/rentals.md, "Packages"; lib/parking/package-machine.ts).
-- Amounts are fen; months and choice prices as spec 5 says them (lib/areas/rentals/package-rules.ts);
-- periods and windows as 'HH:MM-HH:MM,...' in operator time (lib/parking/cards/day-windows.ts).
CREATE TABLE month_packages (
  id                  serial PRIMARY KEY,
  lot_id              integer NOT NULL REFERENCES parking_lots (id),
  name_id             integer NOT NULL REFERENCES month_package_names (id),
  pricing             text NOT NULL CHECK (pricing IN ('packagePrice', 'dailyRate')),
  price               bigint CHECK (price >= 0),
  months              text,
  choice_prices       text,
  daily_rate          bigint CHECK (daily_rate >= 0),
  free_periods        text,
  charged_periods     text,
  entry_windows       text,
  grace_days          integer NOT NULL DEFAULT 0 CHECK (grace_days BETWEEN 0 AND 31),
  renewal_grace_days  integer NOT NULL DEFAULT 7 CHECK (renewal_grace_days BETWEEN 0 AND 31),
  notice_days         integer NOT NULL DEFAULT 3 CHECK (notice_days BETWEEN 1 AND 7),
  short_balance       text CHECK (short_balance IN ('refuse', 'chargeRest', 'visitor')),
  sale_from           date,
  sale_to             date,
  state               smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2, 3, 4)),
  created_by          text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  reviewed_by         text,
  reviewed_at         timestamptz,
  remark              text,
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX month_packages_lot ON month_packages (lot_id, state);
