// The entities the charging services audit rows under (audit_log.entity): the screens over these
// tables name the same ones (EntityStore.auditEntity), so a record's detail shows its history.
export const AUDIT = { stay: 'stay', order: 'order', payment: 'payment', discount: 'orderDiscount', passage: 'passage', queue: 'laneQueue', change: 'stayChange' } as const;
