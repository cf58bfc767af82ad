-- A card's first sale and offline payments (docs/rentals.md, "First sale, offline payments"): a
-- rental order may make its card (opens_card), be paid outside the console and recorded with the
-- payment's reference, waiting for finance (state 2, financialPending) until a second person
-- confirms it (paid: its payment booked then, with the reference as channel_txn_no) or refuses it
-- (state 3, notApproved: nothing booked). Its payment is booked when it is paid, so paid_at is
-- null while it waits, and the daily settlement counts it on the day it was confirmed.
ALTER TABLE rental_orders
  ADD COLUMN reference    text,
  ADD COLUMN opens_card   boolean NOT NULL DEFAULT false,
  ADD COLUMN reviewed_by  text,
  ADD COLUMN reviewed_at  timestamptz,
  ADD CONSTRAINT rental_orders_paid_at CHECK ((state = 1) = (paid_at IS NOT NULL));

-- One order of a card waits for finance at a time: its period is applied when it is confirmed, so
-- nothing else may move the card meanwhile (the index keeps it under concurrent presses).
CREATE UNIQUE INDEX rental_orders_one_pending ON rental_orders (card_id) WHERE state = 2;
-- /OfflineOrderReview: the offline orders, newest first.
CREATE INDEX rental_orders_offline ON rental_orders (lot_id, created_at DESC, id DESC) WHERE reference IS NOT NULL;
-- /MonthlyCarRentalPayment: the rental orders' payments, newest first.
CREATE INDEX payments_rental_paid ON payments (paid_at DESC, id DESC) WHERE rental_order_id IS NOT NULL;
