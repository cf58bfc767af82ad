-- Manual departures (/ManualDeparture): an operator frees an occupied or reserved berth by hand
-- (the vehicle left and the detector missed it), with the plate and a reason. The record keeps
-- the berth's number, place and state at that moment; the berth is freed in the same
-- transaction. Like the device records of 040, its lot_id outlives the lot.

CREATE TABLE manual_departures (
  id            serial PRIMARY KEY,
  lot_id        integer NOT NULL,
  berth_id      integer REFERENCES berths (id) ON DELETE SET NULL,
  berth_number  text NOT NULL,
  place_name    text,
  plate         text NOT NULL,
  reason        text NOT NULL,
  -- berths.state before: 1 occupied, 2 reserved.
  state_before  smallint NOT NULL CHECK (state_before IN (1, 2)),
  operator      text NOT NULL,
  departed_at   timestamptz NOT NULL
);
CREATE INDEX manual_departures_at ON manual_departures (departed_at, id);
CREATE INDEX manual_departures_lot ON manual_departures (lot_id, departed_at);
CREATE INDEX manual_departures_berth ON manual_departures (berth_id);
