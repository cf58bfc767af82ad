// Access tokens: 32 random bytes (base64url) given to the client; only their SHA-256 is stored.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { isoAt, type Queryable } from '../db';

/** A token expired less than this long ago can still be renewed with UpdateToken. */
export const TOKEN_RENEWAL_GRACE_MS = 12 * 3_600_000;

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The signed-in user behind a token. */
export interface Caller {
  tokenId: number;
  userId: number;
  loginName: string;
  displayName: string;
  hostId: string | null;
  deviceId: string;
  roleGroupId: number | null;
  roleName: string;
  roleNameEn: string;
  isSuper: boolean;
  /** menu_version at the time of the call (migration 126), sent back to the console. */
  menuVersion: number;
}

const CALLER_COLUMNS = `
  t.id AS "tokenId", u.id AS "userId", u.login_name AS "loginName", u.display_name AS "displayName",
  u.host_id AS "hostId", t.device_id AS "deviceId", u.role_group_id AS "roleGroupId",
  coalesce(g.name, '') AS "roleName", coalesce(g.name_en, '') AS "roleNameEn",
  coalesce(g.is_super, false) AS "isSuper", (SELECT version FROM menu_version) AS "menuVersion"`;

export async function issueToken(db: Queryable, input: {
  userId: number; deviceId: string; now: number; lifetimeMs: number; renewedFrom?: number;
}): Promise<{ token: string; expiresAt: number }> {
  const token = randomSecret();
  const expiresAt = input.now + input.lifetimeMs;
  await db.query(
    `INSERT INTO access_tokens (token_hash, user_id, device_id, issued_at, expires_at, renewed_from)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256Hex(token), input.userId, input.deviceId, isoAt(input.now), isoAt(expiresAt), input.renewedFrom ?? null],
  );
  return { token, expiresAt };
}

/** The caller of a token not revoked, expiring after `after`, of a user not disabled; else null. */
async function callerOfToken(db: Queryable, token: string, after: number): Promise<Caller | null> {
  if (!token) return null;
  const [caller] = await db.query<Caller>(
    `SELECT ${CALLER_COLUMNS}
     FROM access_tokens t
     JOIN users u ON u.id = t.user_id
     LEFT JOIN role_groups g ON g.id = u.role_group_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2 AND NOT u.disabled`,
    [sha256Hex(token), isoAt(after)],
  );
  return caller ?? null;
}

/** The caller of a valid token, or null. */
export function findCaller(db: Queryable, token: string, now: number): Promise<Caller | null> {
  return callerOfToken(db, token, now);
}

/**
 * How long a renewed token still yields its successor to a second renewal: requests of one session
 * running at once on several console processes each find the token expired, and must all go on.
 */
export const RENEWAL_SHARE_MS = 30_000;

/** The successor sealed with a key only the old token's holder can derive (the table keeps hashes). */
function sealSuccessor(old: string, successor: { token: string; expiresAt: number }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(old), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(successor), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function openSuccessor(old: string, sealed: string): { token: string; expiresAt: number } | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', successorKey(old), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
  } catch {
    return null;
  }
}

function successorKey(old: string): Buffer {
  return createHash('sha256').update(`successor:${old}`, 'utf8').digest();
}

/** How many renewals a request that waited long may find made after its token's (short renewal periods, load). */
const MAX_SUCCESSOR_CHAIN = 4;

/**
 * The successor of a token renewed less than RENEWAL_SHARE_MS ago (never of one signed out). When
 * that successor was itself renewed meanwhile, within the same window, its successor: a request
 * that waited longer than a renewal period still goes on with the session's current token.
 */
async function sharedSuccessor(db: Queryable, token: string, now: number, depth = 0): Promise<{
  caller: Caller; token: string; expiresAt: number;
} | null> {
  const [row] = await db.query<{ sealed: string; userId: number }>(
    `SELECT successor_sealed AS sealed, user_id AS "userId" FROM access_tokens
     WHERE token_hash = $1 AND successor_sealed IS NOT NULL AND revoked_at > $2`,
    [sha256Hex(token), isoAt(now - RENEWAL_SHARE_MS)],
  );
  const successor = row && openSuccessor(token, row.sealed);
  if (!successor) return null;
  const caller = await callerOfToken(db, successor.token, now);
  if (caller) return { caller, ...successor };
  return depth < MAX_SUCCESSOR_CHAIN ? sharedSuccessor(db, successor.token, now, depth + 1) : null;
}

/**
 * UpdateToken: revokes a token that is not revoked and is valid or expired less than
 * TOKEN_RENEWAL_GRACE_MS ago, and issues its successor. The revocation is a conditional UPDATE,
 * so of two concurrent renewals one issues the successor and the other (run in a transaction,
 * it waits for the first) is given the same one while RENEWAL_SHARE_MS lasts. Null when the token
 * cannot be renewed.
 */
export async function renewToken(db: Queryable, token: string, now: number, lifetimeMs: number): Promise<{
  caller: Caller; token: string; expiresAt: number;
} | null> {
  const caller = await callerOfToken(db, token, now - TOKEN_RENEWAL_GRACE_MS);
  if (!caller) return sharedSuccessor(db, token, now);
  if (!(await revokeToken(db, caller.tokenId, now))) return sharedSuccessor(db, token, now);
  const next = await issueToken(db, { userId: caller.userId, deviceId: caller.deviceId, now, lifetimeMs, renewedFrom: caller.tokenId });
  await db.query('UPDATE access_tokens SET successor_sealed = $2 WHERE id = $1', [caller.tokenId, sealSuccessor(token, next)]);
  return { caller, ...next };
}

/** Revokes a token; false when it was already revoked. */
export async function revokeToken(db: Queryable, tokenId: number, now: number): Promise<boolean> {
  const rows = await db.query('UPDATE access_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id', [tokenId, isoAt(now)]);
  return rows.length > 0;
}

export async function countActiveTokens(db: Queryable, now: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM access_tokens WHERE revoked_at IS NULL AND expires_at > $1', [isoAt(now)]);
  return row?.n ?? 0;
}
