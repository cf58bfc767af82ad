-- Collecting a pay station's cash from the console (/PaymentInformation 'collect cash') is an
-- order to the station: it is recorded here, and the backend sends 'collectCash' while the
-- station is online (backend/areas/devices/cash-collection.ts). The station empties its counters and
-- reports the collection (a kind 3 movement naming the operator), so the money is booked once,
-- from the station's own figures.
ALTER TABLE pay_stations
  ADD COLUMN cash_collect_by        text,
  ADD COLUMN cash_collect_at        timestamptz,
  ADD COLUMN cash_collect_tried_at  timestamptz;
