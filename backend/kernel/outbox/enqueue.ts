// Writing an intent: called inside the transaction that decides the call, so the call is made
// if and only if that transaction commits. One job per key: a key already there is not doubled.
import { isoAt, type Reader } from '../../db';
import { announceEnqueued } from './signal';

export interface Intent { kind: string; key: string; payload: unknown }

/** Queues the call `key` due at `at`; false when a job of that key exists already (left as it is). */
export async function enqueue(tx: Reader, intent: Intent, at: number): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO outbox_jobs (kind, key, payload, state, attempts, due_at, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, 'queued', 0, $4, $4, $4) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [intent.kind, intent.key, JSON.stringify(intent.payload), isoAt(at)]);
  if (rows.length) announceEnqueued();
  return rows.length > 0;
}

/**
 * A person sends the call `key` again (a parked job, or one done whose outcome needs another
 * call): queued afresh with `payload`, due now, its attempts counted from zero. A job waiting for
 * its next attempt is made due now; one being sent is left to its worker. Queued when there is none.
 */
export async function sendAgain(tx: Reader, intent: Intent, at: number): Promise<void> {
  await tx.query(
    `INSERT INTO outbox_jobs (kind, key, payload, state, attempts, due_at, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, 'queued', 0, $4, $4, $4)
     ON CONFLICT (key) DO UPDATE SET payload = EXCLUDED.payload, state = 'queued', attempts = 0, due_at = EXCLUDED.due_at,
       last_error = NULL, claim = NULL, updated_at = EXCLUDED.updated_at
     WHERE outbox_jobs.state <> 'sending'`,
    [intent.kind, intent.key, JSON.stringify(intent.payload), isoAt(at)]);
  announceEnqueued();
}
