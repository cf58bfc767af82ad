-- A lot's rule for refunds of its rentals (docs/rentals.md, "Refunds of rentals"), set on the
-- lot's form (/ParkingInformation): per day of the period's actual days left, per day of a 31-day
-- month, or whole months not yet begun (lib/areas/rentals/refund-rule.ts), less a fee in fen.
-- Blank: per31 without a fee (the notes' on-street sample, /work/shared/notes/domain-money.md §5).
ALTER TABLE parking_lots
  ADD COLUMN rental_refund_rule text CHECK (rental_refund_rule IN ('actualDays', 'per31', 'wholeMonths')),
  ADD COLUMN rental_refund_fee bigint CHECK (rental_refund_fee >= 0);
