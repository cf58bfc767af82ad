// Stores of lib/screens/declarations/refunds.ts. /OrderRefundList reads payments with what their
// refunds took; /RefundReview and /RefundRecord read refunds. Rows change only through the
// services (services.ts), from the row actions here.
import { REFUND_JOB_KEY_PREFIX, REFUNDABLE_CHANNELS } from './channel-send';
import { REFUND_STATE, COUNTED_REFUND_STATES } from '../../../lib/parking/refund-machine';
import { AUDIT } from '../../charging/audit-entities';
import { commandActor, keyForRow } from '../orders/common';
import { runService, type DomainService } from '../../domain/service';
import type { Queryable } from '../../db';
import type { RequestContext } from '../../context';
import type { z } from 'zod';
import type { EntityStore, RowCommand } from '../types';
import { atRestKeyOf } from './pay-params';
import { AUDIT_REFUND } from './rows';
import { confirmRefundWith, rejectRefund, requestRefund, retryRefundWith, reviewRefund } from './services';

const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';
const list = (values: readonly (string | number)[]) => values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', ');

/** Sums of a payment's refunds in some states (SQL over payments t). */
const refundSum = (states: readonly number[]) =>
  `(SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.payment_id = t.id AND r.state IN (${list(states)}))`;
const REMAINING = `greatest(0, t.amount - ${refundSum(COUNTED_REFUND_STATES)})`;

/** Runs `service` on each selected row in the engine's transaction, with the press's key. */
function eachRow<S extends z.ZodType>(serviceOf: (context: RequestContext) => DomainService<S, unknown>, inputOf: (id: number, input: Record<string, unknown>) => unknown) {
  return async (tx: Queryable, ids: number[], input: Record<string, unknown>, context: RequestContext, command: RowCommand) => {
    const results: unknown[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      results.push(await runService(tx, serviceOf(context), inputOf(id, input), commandActor(context), {
        at: context.now, idempotencyKey: keyForRow(command.idempotencyKey, id, ids),
      }));
    }
    return results;
  };
}

const refundablePaymentStore: EntityStore = {
  entity: 'refundablePayment',
  table: 'payments',
  auditEntity: AUDIT.payment,
  columns: { paymentNo: 'payment_no', plate: 'plate', lotId: 'lot_id', channel: 'channel', channelTxnNo: 'channel_txn_no', amount: 'amount', paidAt: 'paid_at' },
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
    requestRefund: eachRow(() => requestRefund, (paymentId, input) => ({ paymentId, amount: input.amount, reason: input.reason })),
  },
};

const REFUND_COLUMNS = {
  refundNo: 'refund_no', plate: 'plate', lotId: 'lot_id', channel: 'channel', amount: 'amount', state: 'state', reason: 'reason',
  requestedBy: 'requested_by', requestedAt: 'requested_at', reviewedBy: 'reviewed_by', reviewedAt: 'reviewed_at',
  confirmedBy: 'confirmed_by', confirmedAt: 'confirmed_at', channelRefundNo: 'channel_refund_no', refundedAt: 'refunded_at', failure: 'failure',
};
const REFUND_COMPUTED = {
  paymentNo: 'p.payment_no', orderNo: 'o.order_no', lotName: 'l.name',
  // How its call to the channel is going: the state of its outbox job (none for cash).
  sending: `(SELECT j.state FROM outbox_jobs j WHERE j.key = '${REFUND_JOB_KEY_PREFIX}' || t.refund_no)`,
};
const REFUND_JOINS = `JOIN payments p ON p.id = t.payment_id JOIN orders o ON o.id = t.order_id ${LOT_JOIN}`;

const byId = (refundId: number) => ({ refundId });

const refundReviewStore: EntityStore = {
  entity: 'refundReview',
  table: 'refunds',
  auditEntity: AUDIT_REFUND,
  columns: REFUND_COLUMNS,
  computed: REFUND_COMPUTED,
  joins: REFUND_JOINS,
  lotColumn: 'lot_id',
  related: {},
  rowActions: {
    review: eachRow(() => reviewRefund, byId),
    reject: eachRow(() => rejectRefund, byId),
    confirm: eachRow((context) => confirmRefundWith(atRestKeyOf(context)), byId),
    retry: eachRow((context) => retryRefundWith(atRestKeyOf(context)), byId),
  },
};

const refundRecordStore: EntityStore = {
  entity: 'refundRecord',
  table: 'refunds',
  auditEntity: AUDIT_REFUND,
  columns: REFUND_COLUMNS,
  computed: REFUND_COMPUTED,
  joins: REFUND_JOINS,
  lotColumn: 'lot_id',
  related: {},
};

export const REFUND_STORES: readonly EntityStore[] = [refundablePaymentStore, refundReviewStore, refundRecordStore];
