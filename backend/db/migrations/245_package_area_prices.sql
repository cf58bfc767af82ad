-- /MonthlyPackageAreaCharge: a monthly package's price in one yard area of its lot, one per package
-- and area (docs/rentals.md, "Recharge rules and area prices"). Amounts are fen.
CREATE TABLE package_area_prices (
  id             serial PRIMARY KEY,
  lot_id         integer NOT NULL REFERENCES parking_lots (id),
  package_id     integer NOT NULL REFERENCES month_packages (id),
  area_id        integer NOT NULL REFERENCES yard_areas (id),
  monthly_price  bigint NOT NULL CHECK (monthly_price > 0),
  status         smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark         text
);
CREATE UNIQUE INDEX package_area_prices_package_area ON package_area_prices (package_id, area_id);
CREATE INDEX package_area_prices_lot ON package_area_prices (lot_id);
