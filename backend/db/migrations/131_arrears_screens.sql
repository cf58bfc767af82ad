-- The arrears screens (docs/arrears.md, lib/areas/arrears/screens.ts): how an arrear was
-- closed, the operator's rule for plates that owe at a lot's entrance, and the plates owing by lot.
-- Amounts are integer fen.

-- Recovered: the payment that left nothing due (null when a discount or waiver of the order did),
-- its channel, and the lot where the driver paid when it was not the arrear's own (a pay station
-- or booth of another lot). closed_at / closed_by / void_reason are 130's.
ALTER TABLE arrears
  ADD COLUMN recovered_payment_id  bigint REFERENCES payments (id),
  ADD COLUMN recovered_channel     text,
  ADD COLUMN recovered_lot_id      integer REFERENCES parking_lots (id),
  -- What the order still owed when the arrear was made void (the waiver booked then).
  ADD COLUMN voided_due            bigint;
CREATE INDEX arrears_closed ON arrears (closed_at DESC, id DESC) WHERE closed_at IS NOT NULL;

-- A lot's rule for plates that owe (/ArrearsEntryRule): with arrears over `threshold` fen still
-- owed at any lot, the entrance refuses the vehicle (mode refuse) or lets it in with a warning on
-- the passage (mode warn). Lots with an enabled rule are the linked lots. One rule per lot.
CREATE TABLE arrears_entry_rules (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  lot_id      integer NOT NULL UNIQUE REFERENCES parking_lots (id),
  mode        text NOT NULL CHECK (mode IN ('refuse', 'warn')),
  threshold   bigint NOT NULL CHECK (threshold >= 0),
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark      text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Plates owing, per lot (/OweCarList): the open arrears of a plate in a lot, how many, what they
-- were and what is still owed (the orders' due). Ranked by amount or count on the screen. The id
-- is stable for a lot and plate (the lowest open arrear's id).
CREATE VIEW arrears_by_plate AS
  SELECT min(a.id) AS id, a.lot_id, a.plate, a.plate_color, count(*)::int AS arrears,
         sum(a.amount)::bigint AS amount, sum(o.due)::bigint AS owed,
         min(a.created_at) AS first_at, max(a.created_at) AS last_at
    FROM arrears a JOIN orders o ON o.id = a.order_id
   WHERE a.state = 0
   GROUP BY a.lot_id, a.plate, a.plate_color;
