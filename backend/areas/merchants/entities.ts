// The audit entities of the merchants area: the screens' entities, under which the services audit
// the rows they write (so a row's detail shows its whole history).
export const MERCHANT_AUDIT = {
  merchant: 'merchant', topUp: 'merchantTopUp', closing: 'merchantClosing', ledger: 'merchantLedger',
  basePackage: 'merchantBasePackage', application: 'merchantPackageApplication', applicationCard: 'merchantPackageCard',
} as const;
