-- Online renewals through WeChat Pay as well as Alipay, and their expiry (docs/rentals.md, "Online
-- renewals"). An online order waits for its payment until expires_at (the channel's trade is made to
-- expire then: WeChat's time_expire); after it the order expires (state 6, the lease machine's
-- `expired`) unless the channel says it was paid. The expiry is an outbox job queued with the order
-- (backend/areas/rentals/online-expiry.ts): the channel is asked, and the trade closed, outside any
-- transaction.
ALTER TABLE rental_orders DROP CONSTRAINT rental_orders_state_check;
ALTER TABLE rental_orders ADD CONSTRAINT rental_orders_state_check CHECK (state IN (0, 1, 2, 3, 6));

ALTER TABLE rental_orders ADD COLUMN expires_at timestamptz;
-- Orders made before: they waited as long as an order made now waits.
UPDATE rental_orders SET expires_at = created_at + interval '30 minutes' WHERE online;

ALTER TABLE rental_orders DROP CONSTRAINT rental_orders_online;
ALTER TABLE rental_orders ADD CONSTRAINT rental_orders_online CHECK (
  -- Only an online order expires, and it always has its time to.
  (online = (expires_at IS NOT NULL)) AND (state <> 6 OR online)
  -- Paid through the channel, never recorded offline; its trade number comes with its payment.
  AND (NOT online OR (reference IS NULL AND state IN (0, 1, 6) AND (state = 1) = (channel_txn_no IS NOT NULL))));
