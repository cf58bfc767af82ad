-- A statement row is skipped as "reconciled before" only when it is the same row (issue 18): the
-- same channel, kind, transaction and refund number, and also the same order and amount. One
-- WeChat transaction number on two rows with other orders or amounts is two rows, each reconciled
-- (paired with its own order, or a difference); only a row repeated as it was is skipped.
DROP INDEX reconcile_rows_once;
CREATE UNIQUE INDEX reconcile_rows_once ON reconcile_rows (channel, kind, channel_txn_no, refund_no, order_no, amount);
