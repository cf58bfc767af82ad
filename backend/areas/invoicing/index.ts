// Invoicing: what the rest of the backend uses of its server side (docs/architecture.md,
// "Boundaries"): the outbox handlers and the leader's sweeps, wired by backend/server.ts.
export { invoiceIssuer } from './electronic/issue-outbox';
export { redIssuer, sweepRedConfirmations } from './electronic/red-outbox';
export { invoiceMailer } from './electronic/mail';
export { reverseRefunds, reverseRefundsOfBlue, redJobKey, RED_SWEEP_INTERVAL_MS } from './electronic/reverse';
export { invoiceForDriver, driverInvoiceResult, driverInvoicePdf } from './driver/request';
export { INVOICE_REF_MAX_LENGTH } from './driver/ref';
export { BUYER_INPUT } from './electronic/request';
export { invoiceFontBytes, invoiceFontkit } from './pdf/font';
