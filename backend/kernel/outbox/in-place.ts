// A history replayed in one transaction (the demo operator's week, backend/demo/records.ts) makes
// its calls at their own past times, against channels simulated in the process: the queued job of
// `key` is sent and recorded inside the caller's transaction. Never for live work, which is the
// worker's: a call made here holds the transaction while it waits.
import { isoAt, type Queryable } from '../../db';
import type { OutboxHandler, OutboxJob } from './handler';

/** Sends and records job `key` at `now` when it is queued; a call that fails leaves it to the worker. */
export async function sendInPlace(tx: Queryable, handler: OutboxHandler<never, unknown>, key: string, now: number): Promise<boolean> {
  const [row] = await tx.query<{ id: number; kind: string; payload: unknown; attempts: number }>(
    "SELECT id, kind, payload, attempts FROM outbox_jobs WHERE key = $1 AND kind = $2 AND state = 'queued' FOR UPDATE", [key, handler.kind]);
  if (!row) return false;
  const job = { id: Number(row.id), kind: row.kind, key, payload: row.payload, attempt: Number(row.attempts) + 1 } as OutboxJob<never>;
  let answer: unknown;
  try {
    answer = await handler.send(job, now);
  } catch {
    return false;
  }
  await handler.record(tx, job, answer, now);
  await tx.query(
    "UPDATE outbox_jobs SET state = 'done', attempts = $2, answer = $3::jsonb, done_at = $4, due_at = $4, updated_at = $4 WHERE id = $1",
    [job.id, job.attempt, JSON.stringify(answer ?? null), isoAt(now)]);
  return true;
}
