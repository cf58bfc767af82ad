// Invoicing: what the rest of the backend uses of its server side (docs/architecture.md,
// "Boundaries"): the outbox handlers and the leader's sweeps, wired by backend/server.ts.
export { invoiceIssuer } from './electronic/issue-outbox';
export { redIssuer, sweepRedConfirmations } from './electronic/red-outbox';
export { invoiceMailer } from './electronic/mail';
export { reverseRefunds, RED_SWEEP_INTERVAL_MS } from './electronic/reverse';
