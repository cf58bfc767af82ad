// Sign-in throttling per account name (lower-cased, whether or not it exists) and per client
// address. Failures are rows of login_failures; reaching the limit within the window sets a lock
// in sign_in_locks. While locked, sign-in answers 429 without checking the password. Failures
// from before a lock's end no longer count, so an expired lock starts a fresh window. A known
// browser of the account (known-devices.ts) is not held by the account's lock, and its failures
// count against its own token instead (account '' in login_failures: no account's).
import { isoAt, toMs, type Queryable } from '../db';

export const SIGN_IN_THROTTLE = {
  /** Failures are counted within this window. */
  windowMs: 15 * 60_000,
  /** How long a lock lasts. */
  lockMs: 15 * 60_000,
  /** Failures for one account name within the window that lock it. */
  maxAccountFailures: 5,
  /** Failures from one address within the window that lock it. */
  maxAddressFailures: 20,
} as const;

export type LockScope = 'account' | 'address';
export interface SignInLock { scope: LockScope; key: string; lockedUntil: number }

export function accountKey(loginName: string): string {
  return loginName.trim().toLowerCase();
}

/** The lock in force for this account (unless from a known browser) or address (the address first), or null. */
export async function findSignInLock(db: Queryable, account: string, address: string, now: number, knownDevice = false): Promise<SignInLock | null> {
  const rows = await db.query<{ scope: LockScope; key: string; locked_until: unknown }>(
    `SELECT scope, key, locked_until FROM sign_in_locks
     WHERE locked_until > $3 AND ((scope = 'account' AND key = $1 AND NOT $4) OR (scope = 'address' AND key = $2))
     ORDER BY scope DESC`,
    [account, address, isoAt(now), knownDevice],
  );
  const row = rows[0];
  return row ? { scope: row.scope, key: row.key, lockedUntil: toMs(row.locked_until)! } : null;
}

async function lockIfOverLimit(db: Queryable, scope: LockScope, key: string, limit: number, now: number): Promise<void> {
  const column = scope === 'account' ? 'account' : 'address';
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures
     WHERE ${column} = $1 AND failed_at > $2
       AND failed_at > coalesce((SELECT locked_until FROM sign_in_locks WHERE scope = $3 AND key = $1), '-infinity')`,
    [key, isoAt(now - SIGN_IN_THROTTLE.windowMs), scope],
  );
  if ((row?.n ?? 0) < limit) return;
  await db.query(
    `INSERT INTO sign_in_locks (scope, key, locked_at, locked_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, key) DO UPDATE SET locked_at = EXCLUDED.locked_at, locked_until = EXCLUDED.locked_until`,
    [scope, key, isoAt(now), isoAt(now + SIGN_IN_THROTTLE.lockMs)],
  );
}

/** Records a failed sign-in and sets the account or address lock when a limit is reached ('' counts for no account). */
export async function recordSignInFailure(db: Queryable, account: string, address: string, now: number): Promise<void> {
  await db.query('INSERT INTO login_failures (account, address, failed_at) VALUES ($1, $2, $3)', [account, address, isoAt(now)]);
  if (account) await lockIfOverLimit(db, 'account', account, SIGN_IN_THROTTLE.maxAccountFailures, now);
  await lockIfOverLimit(db, 'address', address, SIGN_IN_THROTTLE.maxAddressFailures, now);
}

/** Clears an account's failures and lock (successful sign-in, or an administrator's unlock). */
export async function clearAccountFailures(db: Queryable, account: string): Promise<{ failures: number; wasLocked: boolean }> {
  const failures = await db.query('DELETE FROM login_failures WHERE account = $1 RETURNING id', [account]);
  const locks = await db.query(`DELETE FROM sign_in_locks WHERE scope = 'account' AND key = $1 RETURNING key`, [account]);
  return { failures: failures.length, wasLocked: locks.length > 0 };
}

/** Failures older than this are deleted by housekeeping; the audit log keeps the history. */
export const FAILURE_RETENTION_MS = 24 * 3_600_000;

export async function throttleSummary(db: Queryable, now: number): Promise<{
  failedSignInsLastHour: number;
  lockedAccounts: { account: string; lockedUntil: string }[];
  lockedAddresses: number;
}> {
  const [failed] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_failures WHERE failed_at > $1', [isoAt(now - 3_600_000)]);
  const locks = await db.query<{ scope: LockScope; key: string; locked_until: unknown }>(
    'SELECT scope, key, locked_until FROM sign_in_locks WHERE locked_until > $1 ORDER BY locked_until, key', [isoAt(now)]);
  return {
    failedSignInsLastHour: failed?.n ?? 0,
    lockedAccounts: locks.filter((l) => l.scope === 'account')
      .map((l) => ({ account: l.key, lockedUntil: isoAt(toMs(l.locked_until)!) })),
    lockedAddresses: locks.filter((l) => l.scope === 'address').length,
  };
}

/** Whole minutes left, at least 1, for the 429 message. */
export function minutesLeft(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
}
