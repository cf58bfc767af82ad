-- /CashierOperationLog over a month of a large operator (40 lots, every payment taken by a person:
-- 276,000 rows; docs/performance.md "bench:reports") read every qualifying payment of the month
-- through the whole payments index before sorting them (977 ms). These partial indexes hold only
-- what the view (364) keeps of each table, in the order the page sorts by (at, then the row's id),
-- so the month's rows are read from them alone (442 ms). The sort of the month remains: the
-- planner does not merge the union's branches in index order.
CREATE INDEX payments_by_person_at ON payments (paid_at DESC, (id * 4) DESC) WHERE operator IS NOT NULL AND operator NOT LIKE '%:%';
CREATE INDEX stays_manual_exit_at ON stays (exit_at DESC, (id * 4 + 3) DESC) WHERE exit_source = 'manual' AND exit_operator IS NOT NULL AND exit_at IS NOT NULL;
CREATE INDEX order_discounts_by_person_at ON order_discounts (at DESC, (id * 4 + 1) DESC) WHERE kind IN ('discount', 'free', 'waive');
CREATE INDEX refunds_requested_order_at ON refunds (requested_at DESC, (id * 4 + 2) DESC) WHERE order_id IS NOT NULL;
