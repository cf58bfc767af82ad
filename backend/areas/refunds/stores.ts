// Stores of lib/areas/refunds/screens.ts. /OrderRefundList reads payments with what their
// refunds took; /RefundReview and /RefundRecord read refunds. Rows change only through the
// services (services.ts), from the row actions here (row services: one per selected row).
import { REFUND_JOB_KEY_PREFIX, REFUNDABLE_CHANNELS } from './channel-send';
import { REFUND_STATE, COUNTED_REFUND_STATES } from '../../../lib/parking/refund-machine';
import { AUDIT } from '../charging';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { atRestKeyOf } from '../pay-params';
import { AUDIT_REFUND } from './rows';
import { confirmRefundWith, rejectRefund, requestRefund, retryRefundWith, reviewRefund } from './services';

const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';
const list = (values: readonly (string | number)[]) => values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', ');

/** Sums of a payment's refunds in some states (SQL over payments t). */
const refundSum = (states: readonly number[]) =>
  `(SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.payment_id = t.id AND r.state IN (${list(states)}))`;
const REMAINING = `greatest(0, t.amount - ${refundSum(COUNTED_REFUND_STATES)})`;

const refundablePaymentStore: EntityStore = {
  entity: 'refundablePayment',
  table: 'payments',
  auditEntity: AUDIT.payment,
  computed: {
    orderNo: 'o.order_no', lotName: 'l.name',
    refunded: refundSum([REFUND_STATE.refunded]),
    refunding: refundSum(COUNTED_REFUND_STATES.filter((s) => s !== REFUND_STATE.refunded)),
    remaining: REMAINING,
    refundable: `CASE WHEN ${REMAINING} > 0 THEN 1 ELSE 0 END`,
  },
  joins: `JOIN orders o ON o.id = t.order_id ${LOT_JOIN}`,
  lotColumn: 'lot_id',
  where: `t.channel IN (${list(REFUNDABLE_CHANNELS)})`,
  rowActions: {
    requestRefund: rowService({ service: requestRefund, inputOf: ({ id, input }) => ({ paymentId: id, amount: input.amount, reason: input.reason }) }),
  },
};

const REFUND_COMPUTED = {
  paymentNo: 'p.payment_no', orderNo: 'o.order_no', lotName: 'l.name',
  // How its call to the channel is going: the state of its outbox job (none for cash).
  sending: `(SELECT j.state FROM outbox_jobs j WHERE j.key = '${REFUND_JOB_KEY_PREFIX}' || t.refund_no)`,
};
const REFUND_JOINS = `JOIN payments p ON p.id = t.payment_id JOIN orders o ON o.id = t.order_id ${LOT_JOIN}`;

const byId = ({ id }: { id: number }) => ({ refundId: id });

const refundReviewStore: EntityStore = {
  entity: 'refundReview',
  table: 'refunds',
  auditEntity: AUDIT_REFUND,
  computed: REFUND_COMPUTED,
  joins: REFUND_JOINS,
  lotColumn: 'lot_id',
  related: {},
  rowActions: {
    review: rowService({ service: reviewRefund, inputOf: byId }),
    reject: rowService({ service: rejectRefund, inputOf: byId }),
    confirm: rowService({ service: (context) => confirmRefundWith(atRestKeyOf(context)), inputOf: byId }),
    retry: rowService({ service: (context) => retryRefundWith(atRestKeyOf(context)), inputOf: byId }),
  },
};

const refundRecordStore: EntityStore = {
  entity: 'refundRecord',
  table: 'refunds',
  auditEntity: AUDIT_REFUND,
  computed: REFUND_COMPUTED,
  joins: REFUND_JOINS,
  lotColumn: 'lot_id',
  related: {},
};

export const REFUND_STORES: readonly EntityStore[] = [refundablePaymentStore, refundReviewStore, refundRecordStore];
