// After the call: its answer recorded (the handler's tables and the job, one transaction), or its
// failure (tried again after a backoff, or parked after the last attempt). Either applies only
// while the job is still this worker's claim: a worker whose lease ran out (it took longer than
// the lease) records nothing, the worker that took the job over does.
import { isoAt, type Db, type Queryable } from '../../db';
import { retryDelay, type BackoffPolicy } from './backoff';
import type { Claimed } from './claim';
import type { OutboxHandler } from './handler';

/** Longest error text kept on a job. */
const ERROR_MAX_LENGTH = 500;

async function stillMine(tx: Queryable, job: Claimed): Promise<boolean> {
  const rows = await tx.query("SELECT 1 FROM outbox_jobs WHERE id = $1 AND claim = $2 AND state = 'sending' FOR UPDATE", [job.id, job.claim]);
  return rows.length > 0;
}

/** Records `answer` and marks the job done; false when the job was no longer this worker's. */
export function recordAnswer(db: Db, handler: OutboxHandler, job: Claimed, answer: unknown, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await stillMine(tx, job))) return false;
    await handler.record(tx, job, answer, now);
    await tx.query(
      "UPDATE outbox_jobs SET state = 'done', answer = $2::jsonb, last_error = NULL, claim = NULL, done_at = $3, due_at = $3, updated_at = $3 WHERE id = $1",
      [job.id, JSON.stringify(answer ?? null), isoAt(now)]);
    return true;
  });
}

/** Reschedules the job after `error`, or parks it after its last attempt (or at once, `permanent`). The state it is left in. */
export function recordFailure(db: Db, handler: OutboxHandler | undefined, job: Claimed, error: string, now: number, policy: BackoffPolicy, random: () => number, permanent = false): Promise<'retrying' | 'parked' | null> {
  return db.transaction(async (tx) => {
    if (!(await stillMine(tx, job))) return null;
    const parked = permanent || job.attempt >= policy.maxAttempts;
    const text = error.slice(0, ERROR_MAX_LENGTH);
    await handler?.failed?.(tx, job, text, parked, now);
    const due = parked ? now : now + retryDelay(job.attempt, policy, random);
    await tx.query(
      'UPDATE outbox_jobs SET state = $2, last_error = $3, claim = NULL, due_at = $4, updated_at = $5 WHERE id = $1',
      [job.id, parked ? 'parked' : 'retrying', text, isoAt(due), isoAt(now)]);
    return parked ? 'parked' : 'retrying';
  });
}
