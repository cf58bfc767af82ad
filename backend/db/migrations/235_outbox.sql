-- The outbox (backend/kernel/outbox/, docs/architecture.md "Outbox"): calls that leave the house
-- (a refund to its payment channel now; invoices, data push, SMS and mail next), written as an
-- intent in the transaction that decides them and made by a worker afterwards, outside any
-- transaction. One row per key: `key` names the call (a refund's number), so it is never doubled.
--
-- state: queued (waiting for its first attempt), sending (a worker claimed it: `claim` is that
-- worker's, and due_at is when its lease ends, so a worker that died is taken over then),
-- retrying (an attempt failed; due_at is the next one), done (the answer is recorded), parked
-- (it kept failing: waits for a person to send it again).
CREATE TABLE outbox_jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  key text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'retrying', 'done', 'parked')),
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL,
  claim text,
  last_error text,
  answer jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  done_at timestamptz
);

-- What a worker looks for: jobs due now, a lease run out included.
CREATE INDEX outbox_jobs_due ON outbox_jobs (due_at) WHERE state IN ('queued', 'sending', 'retrying');
