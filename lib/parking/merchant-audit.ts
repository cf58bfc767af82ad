// The audit entities of merchants' rows (audit_log.entity): the screens' entities, under which the
// merchants area's services and the charging core's coupon services audit the rows they write.
export const MERCHANT_AUDIT = {
  merchant: 'merchant', topUp: 'merchantTopUp', closing: 'merchantClosing', ledger: 'merchantLedger',
  couponType: 'couponType', coupon: 'coupon', couponUse: 'couponUse', promotionRule: 'promotionRule',
  basePackage: 'merchantBasePackage', application: 'merchantPackageApplication', applicationCard: 'merchantPackageCard',
} as const;
