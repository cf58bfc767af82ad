// The audit log: sign-ins (success, failure, throttled), renewals, sign-outs, SSO, unlocks.
import { isoAt, type Queryable } from '../db';

export type AuditAction =
  | 'sign-in.success' | 'sign-in.failure' | 'sign-in.throttled'
  | 'token.renewed' | 'token.renewal-refused'
  | 'sign-out'
  | 'sso.ticket-issued' | 'sso.sign-in' | 'sso.sign-in-refused'
  | 'account.unlocked'
  | 'seed.admin-created' | 'seed.admin-password-from-env';

export interface AuditEntry {
  at: number;
  actor: string | null;
  address?: string | null;
  action: AuditAction;
  detail?: Record<string, unknown>;
}

export async function audit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (at, actor, address, action, detail) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [isoAt(entry.at), entry.actor, entry.address ?? null, entry.action, JSON.stringify(entry.detail ?? {})],
  );
}
