-- Refunds of ours a day's statement lacks wait in a pool too (docs/reconciliation.md, "Matching"):
-- the channel may carry a refund completed after its midnight cut-off in the next day's file. A
-- later day's file that carries it clears it; still absent when the file of the day
-- POOL_WAIT_DAYS later is imported, it becomes a missingChannel difference. States as
-- reconcile_pool's (lib/parking/reconcile-machine.ts POOL_STATE): 0 waiting, 1 cleared, 2 expired.
CREATE TABLE reconcile_refund_pool (
  refund_id        bigint PRIMARY KEY REFERENCES refunds (id),
  channel          text NOT NULL,
  day              date NOT NULL,
  state            smallint NOT NULL DEFAULT 0,
  pooled_batch_id  bigint NOT NULL REFERENCES reconcile_batches (id),
  closed_batch_id  bigint REFERENCES reconcile_batches (id),
  pooled_at        timestamptz NOT NULL
);
CREATE INDEX reconcile_refund_pool_waiting ON reconcile_refund_pool (channel, day) WHERE state = 0;
