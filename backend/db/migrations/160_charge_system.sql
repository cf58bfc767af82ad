-- The console against the lots' own charging systems (issue 11 §4; docs/reconciliation.md,
-- "The lots' charging systems"). A lot's charging system (the booth software, the lane PC) closes
-- its books with takings reports: per report a number of its own, the day (operator's day, UTC+8),
-- the channel, how many payments and how much (fen). /ChargeSystemList keeps them (typed or
-- imported from the system's export); /DifferencesChargingSystem compares, per lot, day and
-- channel, the reports' sums with our payments of that lot and day.

CREATE TABLE charge_system_takings (
  id          bigserial PRIMARY KEY,
  lot_id      integer NOT NULL REFERENCES parking_lots (id),
  record_no   text NOT NULL UNIQUE,
  system_name text,
  day         date NOT NULL,
  channel     text NOT NULL,
  payments    integer NOT NULL CHECK (payments >= 0),
  amount      bigint NOT NULL CHECK (amount >= 0),
  note        text
);
CREATE INDEX charge_system_takings_lot_day ON charge_system_takings (lot_id, day);

-- A difference handled: the decision and the reason for the figures as they stood (both sides).
-- When either side changes afterwards (a report corrected, a late payment) the difference is open
-- again: the handling was about other figures. The same figures are handled once.
CREATE TABLE charge_system_handlings (
  id            bigserial PRIMARY KEY,
  lot_id        integer NOT NULL REFERENCES parking_lots (id),
  day           date NOT NULL,
  channel       text NOT NULL,
  our_payments  integer NOT NULL,
  our_amount    bigint NOT NULL,
  their_payments integer NOT NULL,
  their_amount  bigint NOT NULL,
  decision      text NOT NULL,
  reason        text NOT NULL,
  handled_by    text NOT NULL,
  handled_at    timestamptz NOT NULL,
  UNIQUE (lot_id, day, channel, our_payments, our_amount, their_payments, their_amount)
);

-- Per lot and day some report names, each channel either side has: both sides' figures, the kind
-- (lib/areas/reconcile/statements/charge-system.ts) and the latest handling when it is about these figures. Rows
-- that agree are not differences. Ids: day, lot and the channel's place in PAYMENT_CHANNELS, so
-- a row keeps its id from one read to the next (chargeSystemDifferenceId decodes them).
CREATE VIEW charge_system_differences AS
  WITH theirs AS (
    SELECT lot_id, day, channel, sum(payments)::int AS payments, sum(amount)::bigint AS amount
      FROM charge_system_takings GROUP BY 1, 2, 3
  ), keys AS (
    SELECT DISTINCT lot_id, day FROM theirs
  ), ours AS (
    SELECT k.lot_id, k.day, p.channel, count(*)::int AS payments, sum(p.amount)::bigint AS amount
      FROM keys k
      JOIN payments p ON p.lot_id = k.lot_id
                     AND p.paid_at >= timezone('UTC', k.day::timestamp - interval '8 hours')
                     AND p.paid_at < timezone('UTC', k.day::timestamp + interval '16 hours')
     GROUP BY 1, 2, 3
  ), pairs AS (
    SELECT coalesce(t.lot_id, o.lot_id) AS lot_id, coalesce(t.day, o.day) AS day, coalesce(t.channel, o.channel) AS channel,
           coalesce(o.payments, 0) AS our_payments, coalesce(o.amount, 0)::bigint AS our_amount,
           coalesce(t.payments, 0) AS their_payments, coalesce(t.amount, 0)::bigint AS their_amount,
           t.lot_id IS NOT NULL AS reported, o.lot_id IS NOT NULL AS ours_found
      FROM theirs t FULL JOIN ours o ON o.lot_id = t.lot_id AND o.day = t.day AND o.channel = t.channel
  )
  SELECT ((p.day - DATE '2000-01-01')::bigint * 1000000000 + p.lot_id) * 8
           + CASE p.channel WHEN 'cash' THEN 0 WHEN 'pos' THEN 1 WHEN 'payStation' THEN 2 WHEN 'alipay' THEN 3
                            WHEN 'wechat' THEN 4 WHEN 'app' THEN 5 ELSE 7 END AS id,
         p.lot_id, p.day, p.channel, p.our_payments, p.our_amount, p.their_payments, p.their_amount,
         p.our_amount - p.their_amount AS difference,
         CASE WHEN NOT p.reported THEN 'missingSystem'
              WHEN NOT p.ours_found THEN 'missingOurs'
              WHEN p.our_amount > p.their_amount THEN 'oursHigher'
              WHEN p.our_amount < p.their_amount THEN 'oursLower'
              ELSE 'countDiffers' END AS kind,
         CASE WHEN h.id IS NULL THEN 0 ELSE 1 END::smallint AS state,
         h.decision, h.reason, h.handled_by, h.handled_at
    FROM pairs p
    LEFT JOIN charge_system_handlings h
      ON h.lot_id = p.lot_id AND h.day = p.day AND h.channel = p.channel
     AND h.our_payments = p.our_payments AND h.our_amount = p.our_amount
     AND h.their_payments = p.their_payments AND h.their_amount = p.their_amount
   WHERE p.our_amount <> p.their_amount OR p.our_payments <> p.their_payments;
