-- /MonthPkgName: the names a lot sells its monthly packages under (docs/rentals.md, "Packages").
CREATE TABLE month_package_names (
  id          serial PRIMARY KEY,
  lot_id      integer NOT NULL REFERENCES parking_lots (id),
  name        text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('monthly', 'multiMonth', 'day', 'vip', 'property', 'storedValue')),
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark      text
);
CREATE UNIQUE INDEX month_package_names_lot_name ON month_package_names (lot_id, lower(name));
