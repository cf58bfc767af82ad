// The entities reconciliation audits its rows under (audit_log.entity); the screens over these
// tables name the same ones, so a record's detail shows its history.
export const RECONCILE_AUDIT = { batch: 'reconcileBatch', difference: 'reconcileDifference', pool: 'reconcilePool', refundPool: 'reconcileRefundPool' } as const;
