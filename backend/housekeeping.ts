// Deletes rows that no longer matter: old sign-in failures, long-expired tokens and tickets, the
// driver page's counted calls past their window.
// The audit log keeps the history. Run at start and then hourly.
import { forgetStaleDevices } from './auth/known-devices';
import { FAILURE_RETENTION_MS } from './auth/throttle';
import { RENEWAL_SHARE_MS, TOKEN_RENEWAL_GRACE_MS } from './auth/tokens';
import { forgetDriverHits } from './areas/merchants';
import { isoAt, type Db } from './db';

export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;
const EXPIRED_RETENTION_MS = 24 * 3_600_000;

export async function housekeeping(db: Db, now: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [isoAt(now - FAILURE_RETENTION_MS)]);
  await db.query('DELETE FROM sign_in_locks WHERE locked_until < $1', [isoAt(now - FAILURE_RETENTION_MS)]);
  await db.query('DELETE FROM access_tokens WHERE expires_at < $1',
    [isoAt(now - TOKEN_RENEWAL_GRACE_MS - EXPIRED_RETENTION_MS)]);
  await db.query('UPDATE access_tokens SET successor_sealed = NULL WHERE successor_sealed IS NOT NULL AND revoked_at < $1',
    [isoAt(now - RENEWAL_SHARE_MS)]);
  await db.query('DELETE FROM sso_tickets WHERE expires_at < $1', [isoAt(now - EXPIRED_RETENTION_MS)]);
  await forgetStaleDevices(db, now);
  await forgetDriverHits(db, now);
}
