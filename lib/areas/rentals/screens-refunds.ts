// Refunds of rentals (spec 2: /MonthlyRentReturnManagement, menu 1413; docs/rentals.md, "Refunds
// of rentals"): the paid sales of the caller's lots, each with what the lot's rule would give
// back today and its refund, if any (the latest). The cashier requests one (the amount the rule
// gives, or less); customer service reviews it and finance confirms it, which pays it back on
// the sale's own channel (cash at once, online through the outbox), as the refund machine allows
// (lib/parking/refund-machine.ts). Rows: rental_orders (247_rental_orders.sql) with refunds and
// rental_refunds (252_rental_refunds.sql); store and services: backend/areas/rentals/refunds.ts.
import { OUTBOX_STATES } from '../../outbox/job-states';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import { REFUND_RULES } from '../../parking/cards/refund-rules';
import { LEASE_STATES, SHOWN_LEASE_STATES } from '../../parking/lease-machine';
import { REFUND_REFUSALS, REFUND_STATES, REFUND_TRANSITIONS } from '../../parking/refund-machine';
import type { RowActionDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { RENTAL_PAID_BY } from './paid-by';
import { RENTAL_REFUSALS } from './refusals';

const SECOND_PERSON = { requesterField: 'requestedBy' };
/** Allowed from the states the machine allows `event` from (the sale's latest refund), refused with its message. */
const whenRefund = (event: 'review' | 'reject' | 'confirm' | 'retry'): RowActionDecl['when'] =>
  ({ field: 'refundState', from: REFUND_TRANSITIONS[event].from, refusal: REFUND_REFUSALS[event] });

const REFUND_ACTIONS: readonly RowActionDecl[] = [
  {
    name: 'requestRefund', button: 'requestRefund', idempotent: true,
    // The sale and what the lot's rule gives back of it today; the refund starts at that.
    context: ['orderNo', 'cardNo', 'customer', 'periodStart', 'periodEnd', 'amount', 'refundRule', 'refundFee', 'refundNow'],
    fields: [{ name: 'amount', type: 'money', min: 1, required: true }, { name: 'reason', type: 'text', maxLength: 100, required: true }],
    initial: { amount: 'refundNow' },
    rowBounds: { amount: { max: 'refundNow', refusal: RENTAL_REFUSALS.refundAboveRule } },
    when: { field: 'refundable', from: [1], refusal: RENTAL_REFUSALS.refundNotRefundable },
  },
  { name: 'review', button: 'review', confirm: true, when: whenRefund('review'), approval: SECOND_PERSON },
  { name: 'reject', button: 'reject', confirm: true, when: whenRefund('reject'), approval: SECOND_PERSON },
  { name: 'confirm', button: 'confirm', confirm: true, when: whenRefund('confirm'), approval: SECOND_PERSON, idempotent: true },
  { name: 'retry', button: 'retry', confirm: true, when: whenRefund('retry'), idempotent: true },
];

export const RENTAL_REFUND_SCREENS: readonly ScreenDecl[] = [{
  path: '/MonthlyRentReturnManagement',
  directory: 'rentals',
  menuId: 1413,
  entity: 'rentalRefund',
  fields: [
    shown('orderNo', 'text', { filter: 'text', width: 170 }),
    LOT_FILTER, LOT_NAME,
    shown('cardNo', 'text', { filter: 'text', width: 130 }),
    shown('customer', 'text', { filter: 'text', width: 120 }),
    shown('plates', 'text', { filter: 'text', width: 180 }),
    shown('packageName', 'text', { width: 130 }),
    shown('kind', 'select', { options: PACKAGE_KINDS, width: 110 }),
    shown('months', 'integer', { width: 80 }),
    shown('days', 'integer', { width: 80 }),
    shown('periodStart', 'date', { width: 110 }),
    shown('periodEnd', 'date', { width: 110 }),
    shown('amount', 'money', { width: 100 }),
    shown('channel', 'select', { options: RENTAL_PAID_BY, width: 120 }),
    shown('paymentNo', 'text', { width: 170 }),
    shown('state', 'select', { options: LEASE_STATES, list: false }),
    // The spec's lease states, the card's side read at the moment of reading.
    shown('leaseState', 'select', { options: SHOWN_LEASE_STATES, sortable: false, width: 130 }),
    shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
    // The lot's rule and fee (the refund's own once asked), and what the rule gives back today.
    shown('refundRule', 'select', { options: REFUND_RULES, width: 150 }),
    shown('refundFee', 'money', { width: 100 }),
    shown('refundNow', 'money', { sortable: false, width: 110 }),
    shown('refundable', 'select', { options: [1, 0], list: false }),
    // The card's end now (the lease state reads it).
    shown('cardEnd', 'date', { list: false }),
    // The latest refund of the sale.
    shown('refundNo', 'text', { filter: 'text', width: 170 }),
    shown('refundState', 'select', { options: REFUND_STATES, filter: 'select', width: 120 }),
    shown('refundAmount', 'money', { width: 110 }),
    shown('daysLeft', 'integer', { width: 90 }),
    shown('monthsLeft', 'integer', { width: 90 }),
    shown('cardEndAfter', 'date', { width: 110 }),
    shown('sending', 'select', { options: OUTBOX_STATES, width: 110 }),
    shown('reason', 'text', { width: 180 }),
    shown('requestedBy', 'text', { width: 110 }),
    shown('requestedAt', 'datetime', { filter: 'dateRange', width: 170 }),
    shown('reviewedBy', 'text', { width: 110 }),
    shown('confirmedBy', 'text', { width: 110 }),
    shown('refundedAt', 'datetime', { width: 170 }),
    shown('failure', 'text', { width: 200 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: newest('paidAt'),
  lotScoped: true,
  rowActions: REFUND_ACTIONS,
  detail: { sections: [], audit: true },
}];
