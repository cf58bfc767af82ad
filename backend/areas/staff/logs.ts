// Read-only logs: the audit trail (audit_log, migrations 001 and 002) and the file operation log
// (file_operations). Neither offers a write: their screens have the export button only.
import type { EntityStore } from '../../entities/types';

/** Audited events that record a refusal; everything else succeeded (a failed write leaves no row). */
const REFUSED_ACTIONS = ['sign-in.failure', 'sign-in.throttled', 'token.renewal-refused', 'sso.sign-in-refused', 'access.refused'];

export const auditLogStore: EntityStore = {
  entity: 'auditLog',
  table: 'audit_log',
  computed: {
    // '<entity> #<id>' for engine writes, else the account or login a sign-in event names.
    target: `CASE WHEN t.entity_id IS NOT NULL THEN split_part(t.action, '.', 1) || ' #' || t.entity_id
              ELSE coalesce(t.detail->>'account', t.detail->>'login') END`,
    before: 't.before::text',
    after: 't.after::text',
    detail: `CASE WHEN t.detail = '{}'::jsonb THEN NULL ELSE t.detail::text END`,
    result: `CASE WHEN t.action IN (${REFUSED_ACTIONS.map((a) => `'${a}'`).join(', ')}) THEN 'refused' ELSE 'ok' END`,
  },
};

export const fileOperationStore: EntityStore = {
  entity: 'fileOperation',
  table: 'file_operations',
};
