// The entity arrears rows are audited under (audit_log.entity): the arrears screens read a row's
// history by it (EntityStore.auditEntity).
export const ARREAR_AUDIT = 'arrear';
