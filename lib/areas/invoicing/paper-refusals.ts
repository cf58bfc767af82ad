// The paper invoices' refusals: message keys of messages/<lang>/backend-invoicing-paper.json, shared
// by the pure rules, the screens' declarations and the backend so that all say the same.
export const PAPER_REFUSALS = {
  codeInvalid: 'paperInvoiceCodeInvalid',
  numberInvalid: 'paperInvoiceNumberInvalid',
  beyondLastNumber: 'paperBookBeyondLastNumber',
  faceValueInvalid: 'paperFaceValueInvalid',
  overlaps: 'paperBookOverlaps',
  bookInUse: 'paperBookInUse',
  countBelowUsed: 'paperBookCountBelowUsed',
  deleteUsed: 'paperBookDeleteUsed',
  usedUp: 'paperBookUsedUp',
  bookShort: 'paperBookShort',
  paymentUnknown: 'paperPaymentUnknown',
  paymentOtherLot: 'paperPaymentOtherLot',
  paymentRefunded: 'paperPaymentRefunded',
  paymentInvoiced: 'paperPaymentInvoiced',
  paidBelowFace: 'paperPaidBelowFace',
  beyondPaid: 'paperBeyondPaid',
  voidRefused: 'paperIssueRefusedVoid',
} as const;

export const PAPER_REFUSAL_KEYS: readonly string[] = Object.values(PAPER_REFUSALS);
