// The audit log: sign-ins (success, failure, throttled), renewals, sign-outs, SSO, unlocks,
// refused page and button attempts, and every write through the screen engine ('<entity>.<action>'
// with the row's id and its state before and after).
import { isoAt, type Queryable } from '../db';

export type AuditAction =
  | 'sign-in.success' | 'sign-in.failure' | 'sign-in.throttled'
  | 'token.renewed' | 'token.renewal-refused'
  | 'sign-out'
  | 'sso.ticket-issued' | 'sso.sign-in' | 'sso.sign-in-refused'
  | 'account.unlocked'
  | 'access.refused'
  | 'seed.admin-created' | 'seed.admin-password-from-env' | 'seed.demo-user-role'
  /** Screen engine writes: '<entity>.create|update|delete|import|<rowAction>'. */
  | `${string}.${string}`;

export interface AuditEntry {
  at: number;
  actor: string | null;
  address?: string | null;
  action: AuditAction;
  /** The screen (route path) the call came from. */
  page?: string | null;
  /** The entity the row belongs to (a screen's entity, or the table a domain service changed). */
  entity?: string | null;
  entityId?: number | null;
  /** The row before and after the write (null when it did not exist / no longer exists). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  detail?: Record<string, unknown>;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function audit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (at, actor, address, action, page, entity, entity_id, before, after, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb)`,
    [isoAt(entry.at), entry.actor, entry.address ?? null, entry.action, entry.page ?? null, entry.entity ?? null, entry.entityId ?? null,
      json(entry.before), json(entry.after), JSON.stringify(entry.detail ?? {})],
  );
}

/** Rows per statement of auditMany (one JSON parameter each). */
const AUDIT_BATCH = 2_000;

/** Many entries of one action by one actor (an import, a bulk delete) in few statements. */
export async function auditMany(db: Queryable, common: Omit<AuditEntry, 'entityId' | 'before' | 'after' | 'detail'>,
  rows: readonly Pick<AuditEntry, 'entityId' | 'before' | 'after' | 'detail'>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += AUDIT_BATCH) {
    const batch = rows.slice(i, i + AUDIT_BATCH).map((r) => ({
      entity_id: r.entityId ?? null, before: r.before ?? null, after: r.after ?? null, detail: r.detail ?? {},
    }));
    await db.query(
      `INSERT INTO audit_log (at, actor, address, action, page, entity, entity_id, before, after, detail)
       SELECT $1, $2, $3, $4, $5, $6, r.entity_id, r.before, r.after, coalesce(r.detail, '{}'::jsonb)
       FROM jsonb_to_recordset($7::jsonb) AS r(entity_id bigint, before jsonb, after jsonb, detail jsonb)`,
      [isoAt(common.at), common.actor, common.address ?? null, common.action, common.page ?? null, common.entity ?? null, JSON.stringify(batch)],
    );
  }
}
