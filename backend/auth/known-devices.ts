// Known browsers (OWASP "device cookies"): after a successful sign-in the backend gives the
// console a random token for that account, which the console keeps in an httpOnly cookie and
// sends with the next sign-in. A browser presenting a valid token for the account is not held by
// the account's lock (failed sign-ins from anywhere else cannot lock its owner out); its own wrong
// passwords count against the token instead, which is forgotten at the limit. The address lock
// still applies. Tokens are stored as SHA-256 hashes, rotated at each sign-in.
import { isoAt, type Queryable } from '../db';
import { randomSecret, sha256Hex } from './tokens';

export const KNOWN_DEVICE = {
  /** A token not used for this long is forgotten. */
  lifetimeMs: 90 * 24 * 3_600_000,
  /** Wrong passwords from one known browser before its token is forgotten. */
  maxFailures: 5,
  /** Browsers remembered per account: the oldest beyond this are forgotten. */
  perAccount: 20,
} as const;

/** The id of the known-device row of this account and token, or null. */
export async function recogniseDevice(db: Queryable, account: string, token: string, now: number): Promise<number | null> {
  if (!token) return null;
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM known_devices WHERE token_hash = $1 AND account = $2 AND last_used_at > $3 AND failures < $4',
    [sha256Hex(token), account, isoAt(now - KNOWN_DEVICE.lifetimeMs), KNOWN_DEVICE.maxFailures]);
  return row ? Number(row.id) : null;
}

/** A wrong password from a known browser: counted; at the limit the token is forgotten. */
export async function recordDeviceFailure(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE known_devices SET failures = failures + 1 WHERE id = $1', [id]);
  await db.query('DELETE FROM known_devices WHERE id = $1 AND failures >= $2', [id, KNOWN_DEVICE.maxFailures]);
}

/** After a successful sign-in: a new token for this browser (the one it presented is replaced). */
export async function rememberDevice(db: Queryable, account: string, previous: number | null, now: number): Promise<string> {
  if (previous !== null) await db.query('DELETE FROM known_devices WHERE id = $1', [previous]);
  const token = randomSecret();
  await db.query(
    'INSERT INTO known_devices (account, token_hash, created_at, last_used_at) VALUES ($1, $2, $3, $3)',
    [account, sha256Hex(token), isoAt(now)]);
  await db.query(
    `DELETE FROM known_devices WHERE account = $1 AND id NOT IN
       (SELECT id FROM known_devices WHERE account = $1 ORDER BY last_used_at DESC, id DESC LIMIT $2)`,
    [account, KNOWN_DEVICE.perAccount]);
  return token;
}

/** Housekeeping: tokens past their lifetime. */
export async function forgetStaleDevices(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM known_devices WHERE last_used_at < $1', [isoAt(now - KNOWN_DEVICE.lifetimeMs)]);
}
