// Refunds: requests, review and sending to the payment channel.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries"). The rentals area refunds a rental order's payment with
// these same services (backend/areas/rentals/refunds.ts).
export { REFUND_JOB_KEY_PREFIX } from './channel-send';
export { AUDIT_REFUND } from './rows';
export { confirmRefundWith, rejectRefund, requestRefund, retryRefundWith, reviewRefund, type RefundResult } from './services';
