// Refunds (spec 2, operation area: /OrderRefundList, /RefundReview, /RefundRecord; menu ids
// 1121-1123). Table: refunds (130_arrears_refunds.sql, 135_pay_params_refunds.sql); stores:
// backend/areas/refunds/stores.ts; services: backend/areas/refunds/services.ts; refusals:
// messages/<lang>/backend-refunds.json (and approverIsRequester of backend-money.json).
//
// Customer service requests a refund of a payment from /OrderRefundList; a second person
// reviews it on /RefundReview, finance confirms it there (cash is refunded at once; an online
// refund's call to its channel is queued in the outbox, its progress in the Sending column) or
// sends again one the channel did not finish (a parked call included); /RefundRecord lists every refund. Rows are
// made by the services only: no create button.
import { OUTBOX_STATES } from '../../outbox/job-states';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { REFUND_COMMANDS, REFUND_EXCEEDS, REFUND_STATES, REFUND_TRANSITIONS } from '../../parking/refund-machine';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown, temporaryRecords } from '../../screens/common-fields';

/** Refused when a payment has nothing left to refund (messages/<lang>/backend-refunds.json). */
export const REFUND_NOTHING_LEFT = 'refundNothingLeft';

const money = (name: string) => shown(name, 'money', { width: 110 });
const plate = shown('plate', 'text', { filter: 'text', width: 120 });
const orderNo = shown('orderNo', 'text', { filter: 'text', width: 170 });
const paymentNo = shown('paymentNo', 'text', { filter: 'text', width: 170 });
const channel = shown('channel', 'select', { options: PAYMENT_CHANNELS, filter: 'select', width: 110 });

/** The fields of a refund every refund screen shows. */
const REFUND_FIELDS: readonly FieldDecl[] = [
  shown('refundNo', 'text', { filter: 'text', width: 170 }),
  paymentNo, orderNo, plate, LOT_FILTER, LOT_NAME, channel,
  money('amount'),
  shown('state', 'select', { options: REFUND_STATES, filter: 'select', width: 110 }),
  // Its call to the channel (the outbox job): queued, sending, retrying, done, or parked for a person to send again.
  shown('sending', 'select', { options: OUTBOX_STATES, filter: 'select', width: 110 }),
  shown('reason', 'text', { width: 180 }),
  shown('requestedBy', 'text', { filter: 'text', width: 120 }),
  shown('requestedAt', 'datetime', { filter: 'dateRange', width: 170 }),
  shown('reviewedBy', 'text', { width: 120 }),
  shown('reviewedAt', 'datetime', { width: 170 }),
  shown('confirmedBy', 'text', { width: 120 }),
  shown('confirmedAt', 'datetime', { width: 170 }),
  shown('channelRefundNo', 'text', { filter: 'text', width: 200 }),
  shown('refundedAt', 'datetime', { width: 170 }),
  shown('failure', 'text', { width: 200 }),
];

/** Allowed from the states the machine allows `event` from; refused with the machine's message. */
const whenState = (event: (typeof REFUND_COMMANDS)[number]): RowActionDecl['when'] =>
  ({ field: 'state', from: REFUND_TRANSITIONS[event].from, refusal: `refundRefused${event[0].toUpperCase()}${event.slice(1)}` });
const SECOND_PERSON = { requesterField: 'requestedBy' };

const REVIEW_ACTIONS: readonly RowActionDecl[] = [
  { name: 'review', button: 'review', confirm: true, when: whenState('review'), approval: SECOND_PERSON },
  { name: 'reject', button: 'reject', confirm: true, when: whenState('reject'), approval: SECOND_PERSON },
  { name: 'confirm', button: 'confirm', confirm: true, when: whenState('confirm'), approval: SECOND_PERSON, idempotent: true },
  { name: 'retry', button: 'retry', confirm: true, when: whenState('retry'), idempotent: true },
];

export const REFUND_SCREENS: readonly ScreenDecl[] = [
  {
    // Payments that can be refunded (cash, Alipay, WeChat) with what is left of each; customer
    // service requests a refund of part or all of what is left.
    path: '/OrderRefundList',
    directory: 'operation',
    menuId: 1121,
    entity: 'refundablePayment',
    fields: [
      paymentNo, orderNo, plate, LOT_FILTER, LOT_NAME, channel,
      shown('channelTxnNo', 'text', { filter: 'text', width: 180 }),
      money('amount'), money('refunded'), money('refunding'), money('remaining'),
      shown('refundable', 'select', { options: [1, 0], filter: 'select', width: 100 }),
      shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
    ],
    ...temporaryRecords('paidAt'),
    rowActions: [{
      name: 'requestRefund', button: 'requestRefund', idempotent: true,
      // The payment and what is left of it; the refund starts at all that is left.
      context: ['paymentNo', 'channel', 'paidAt', 'amount', 'plate', 'refunded', 'refunding', 'remaining'],
      fields: [{ name: 'amount', type: 'money', min: 1, required: true }, { name: 'reason', type: 'text', required: true }],
      initial: { amount: 'remaining' },
      rowBounds: { amount: { max: 'remaining', refusal: REFUND_EXCEEDS } },
      when: { field: 'refundable', from: [1], refusal: REFUND_NOTHING_LEFT },
    }],
  },
  {
    // The refunds to review, confirm or send again, and what became of the others: every state
    // (confirmed, rejected) stays listed, the state filter narrows it.
    path: '/RefundReview',
    directory: 'operation',
    menuId: 1122,
    entity: 'refundReview',
    fields: REFUND_FIELDS,
    buttons: EXPORT_ONLY,
    defaultSort: newest('requestedAt'),
    lotScoped: true,
    rowActions: REVIEW_ACTIONS,
    detail: { sections: [], audit: true },
  },
  {
    // Every refund and what became of it.
    path: '/RefundRecord',
    directory: 'operation',
    menuId: 1123,
    entity: 'refundRecord',
    fields: REFUND_FIELDS,
    ...temporaryRecords('requestedAt'),
    detail: { sections: [], audit: true },
  },
];
