// Idempotency keys of money-moving commands (090_money_engine.sql): one per user action or device
// transaction, the same on every retry of it. The first call claims the key in its transaction
// and stores its result; a repeat gets that result and changes nothing. Two concurrent calls with
// one key: the second waits on the key's row until the first commits, then sees its result.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isoAt, type Queryable } from '../db';
import { AshxFailure, STATUS, fail } from './failures';

/** Keys the browser or a device makes: 8 to 64 letters, digits, '-' or '_'. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export type Claim = { replay: false } | { replay: true; result: unknown };

/**
 * Claims `key` for `scope` (a service or a screen command) in the transaction. A key seen before
 * with the same actor and input is a replay; with other input it is refused.
 */
export async function claimKey(tx: Queryable, scope: string, key: string, actor: string, input: unknown, at: number): Promise<Claim> {
  if (!idempotencyKeySchema.safeParse(key).success) throw fail.invalid(['idempotencyKey']);
  const hash = createHash('sha256').update(JSON.stringify([actor, input])).digest('base64url');
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (service, key, actor, request_hash, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING key`, [scope, key, actor, hash, isoAt(at)]);
  if (claimed.length) return { replay: false };
  const [seen] = await tx.query<{ request_hash: string; result: unknown }>(
    'SELECT request_hash, result FROM idempotency_keys WHERE service = $1 AND key = $2', [scope, key]);
  if (seen.request_hash !== hash) throw new AshxFailure(STATUS.invalid, 'idempotencyKeyReused');
  return { replay: true, result: seen.result };
}

/** The result a repeat of the key is answered with. */
export async function keepResult(tx: Queryable, scope: string, key: string, result: unknown): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET result = $3::jsonb WHERE service = $1 AND key = $2', [scope, key, JSON.stringify(result ?? null)]);
}

/**
 * The key one of several rows of a press claims: the press's own key, suffixed with the row id
 * when several rows share the press.
 */
export const keyForRow = <K extends string | undefined>(key: K, id: number, ids: readonly number[]): K =>
  (key === undefined || ids.length === 1 ? key : `${key}-${id}`) as K;
