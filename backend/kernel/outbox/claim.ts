// A worker takes due jobs with FOR UPDATE SKIP LOCKED: two workers (two backend processes on one
// PostgreSQL) never take the same job, and neither waits for the other. A taken job is `sending`
// under the worker's claim until its lease ends (due_at); a worker that dies mid-call leaves it
// there, and the next worker to look after the lease takes it over (the call made again under
// the same key, which the other side carries out once).
import { randomUUID } from 'node:crypto';
import { isoAt, type Queryable } from '../../db';
import type { OutboxJob } from './handler';

export interface Claimed extends OutboxJob { claim: string }

interface ClaimedRow { id: number; kind: string; key: string; payload: unknown; attempts: number }

/** Takes up to `limit` jobs of `kinds` due at `now`, each leased for `leaseMs`. */
export async function claimDue(db: Queryable, kinds: readonly string[], now: number, limit: number, leaseMs: number): Promise<Claimed[]> {
  const claim = randomUUID();
  const rows = await db.query<ClaimedRow>(
    `WITH due AS (
       SELECT id FROM outbox_jobs
        WHERE state IN ('queued', 'sending', 'retrying') AND due_at <= $1 AND kind = ANY($2::text[])
        ORDER BY due_at, id LIMIT $3
        FOR UPDATE SKIP LOCKED)
     UPDATE outbox_jobs j SET state = 'sending', attempts = j.attempts + 1, claim = $4, due_at = $5, updated_at = $1
       FROM due WHERE j.id = due.id
     RETURNING j.id, j.kind, j.key, j.payload, j.attempts`,
    [isoAt(now), kinds, limit, claim, isoAt(now + leaseMs)]);
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, key: r.key, payload: r.payload, attempt: Number(r.attempts), claim }));
}
