-- Online renewals (docs/rentals.md, "Online renewals"): a renewal the customer pays on his phone
-- through the lot's Alipay account, not at the booth. Its rental order is made not paid (state 0,
-- online) under its number, which is the channel trade's out_trade_no; when the channel says it is
-- paid (our trade, its notification or a query) the order becomes paid with the channel's trade
-- number, its payment is booked (place 'online', the same trade number) and the card's period applied.
ALTER TABLE rental_orders
  ADD COLUMN online         boolean NOT NULL DEFAULT false,
  ADD COLUMN channel_txn_no text,
  -- An online order is paid through the channel, never recorded offline; its trade number comes with its payment.
  ADD CONSTRAINT rental_orders_online CHECK (NOT online OR (reference IS NULL AND state IN (0, 1) AND (state = 1) = (channel_txn_no IS NOT NULL)));

-- One channel trade pays one order.
CREATE UNIQUE INDEX rental_orders_channel_txn ON rental_orders (channel, channel_txn_no) WHERE channel_txn_no IS NOT NULL;
-- /AliMonthlyOrderInfo: the online orders, newest first.
CREATE INDEX rental_orders_online ON rental_orders (lot_id, created_at DESC, id DESC) WHERE online;
