-- Reconciliation with the channels' statements (issue 11, section 4; docs/reconciliation.md).
-- Amounts are integer fen. One batch per channel and day: the statement file imported for it
-- (by its SHA-256 and day: the same file again changes nothing; a WeChat bill names no day, so
-- two days' empty bills are the same bytes), its rows, what matched, the payments of
-- ours that wait in the pool for a later day's file, and the differences, each handled with a
-- decision and a reason. States: lib/parking/reconcile-machine.ts.

CREATE TABLE reconcile_batches (
  id               bigserial PRIMARY KEY,
  channel          text NOT NULL,
  day              date NOT NULL,
  file_name        text NOT NULL,
  file_hash        text NOT NULL,
  payments         integer NOT NULL DEFAULT 0,
  payments_amount  bigint NOT NULL DEFAULT 0,
  refunds          integer NOT NULL DEFAULT 0,
  refunds_amount   bigint NOT NULL DEFAULT 0,
  fees             bigint NOT NULL DEFAULT 0,
  -- Rows already in an earlier statement (skipped: a row is reconciled once).
  repeated_rows    integer NOT NULL DEFAULT 0,
  matched          integer NOT NULL DEFAULT 0,
  differences      integer NOT NULL DEFAULT 0,
  -- Payments of ours this day's file lacked (now in the pool), and pool entries this file cleared.
  pooled           integer NOT NULL DEFAULT 0,
  cleared          integer NOT NULL DEFAULT 0,
  imported_by      text NOT NULL,
  imported_at      timestamptz NOT NULL,
  UNIQUE (channel, day)
);
CREATE INDEX reconcile_batches_day ON reconcile_batches (day DESC, id DESC);

-- A statement's row: kind payment or refund, amount and fee positive (the files' signs read).
CREATE TABLE reconcile_rows (
  id               bigserial PRIMARY KEY,
  batch_id         bigint NOT NULL REFERENCES reconcile_batches (id),
  line             integer NOT NULL,
  channel          text NOT NULL,
  kind             text NOT NULL,
  channel_txn_no   text NOT NULL,
  order_no         text NOT NULL,
  refund_no        text NOT NULL DEFAULT '',
  channel_refund_no text,
  amount           bigint NOT NULL CHECK (amount > 0),
  fee              bigint NOT NULL CHECK (fee >= 0),
  at               timestamptz NOT NULL,
  subject          text
);
-- A channel's row is reconciled once, whichever file carries it again.
CREATE UNIQUE INDEX reconcile_rows_once ON reconcile_rows (channel, kind, channel_txn_no, refund_no);
CREATE INDEX reconcile_rows_batch ON reconcile_rows (batch_id, id);

-- A payment of ours its day's statement lacked: it waits for a later day's file (the channel may
-- have completed it after the midnight cut-off). state: 0 waiting, 1 cleared (a later row paired
-- it), 2 expired (a missingChannel difference after POOL_WAIT_DAYS).
CREATE TABLE reconcile_pool (
  payment_id       bigint PRIMARY KEY REFERENCES payments (id),
  channel          text NOT NULL,
  day              date NOT NULL,
  state            smallint NOT NULL DEFAULT 0,
  pooled_batch_id  bigint NOT NULL REFERENCES reconcile_batches (id),
  closed_batch_id  bigint REFERENCES reconcile_batches (id),
  pooled_at        timestamptz NOT NULL
);
CREATE INDEX reconcile_pool_waiting ON reconcile_pool (channel, day) WHERE state = 0;

-- A difference, kept with both sides: the statement row (row_id) and our payment or refund, and
-- the figures of each at the time. kind: lib/areas/reconcile/statements/matcher.ts DIFFERENCE_KINDS. state: 0 open,
-- 1 handled (decision and reason, by whom, when).
CREATE TABLE reconcile_differences (
  id               bigserial PRIMARY KEY,
  batch_id         bigint NOT NULL REFERENCES reconcile_batches (id),
  channel          text NOT NULL,
  day              date NOT NULL,
  kind             text NOT NULL,
  row_kind         text NOT NULL,
  state            smallint NOT NULL DEFAULT 0,
  row_id           bigint REFERENCES reconcile_rows (id),
  payment_id       bigint REFERENCES payments (id),
  refund_id        bigint REFERENCES refunds (id),
  lot_id           integer REFERENCES parking_lots (id),
  order_no         text,
  channel_txn_no   text,
  our_amount       bigint,
  their_amount     bigint,
  our_fee          bigint,
  their_fee        bigint,
  decision         text,
  reason           text,
  handled_by       text,
  handled_at       timestamptz,
  created_at       timestamptz NOT NULL
);
CREATE INDEX reconcile_differences_channel_day ON reconcile_differences (channel, day DESC, id DESC);
CREATE INDEX reconcile_differences_batch ON reconcile_differences (batch_id);
