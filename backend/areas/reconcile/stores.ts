// Stores of lib/areas/reconcile/screens.ts, read only (rows are written by the
// reconcile.import service); a difference is handled by the reconcile.handle service, or settled
// by asking the channel (reconcile.settleByQuery: a lost payment notification).
import type { StatementChannel } from '../../../lib/areas/reconcile/statements/formats';
import { RECONCILE_AUDIT } from './audit';
import { handleDifference } from './handle';
import { settleByQueryWith } from './settle-by-query';
import { atRestKeyOf } from '../pay-params';
import { rowService } from '../../entities/row-service';
import { CHARGE_SYSTEM_STORES } from './stores-charge-system';
import type { EntityStore } from '../../entities/types';

const RELATED = {
  statementRow: `SELECT r.id, r.line, r.kind, r.channel_txn_no AS "channelTxnNo", r.order_no AS "orderNo", r.refund_no AS "refundNo", r.amount, r.fee, r.at
    FROM reconcile_differences d JOIN reconcile_rows r ON r.id = d.row_id WHERE d.id = $1`,
  ourPayment: `SELECT p.id, p.payment_no AS "paymentNo", p.plate, p.channel_txn_no AS "channelTxnNo", p.amount, p.paid_at AS "paidAt", p.operator
    FROM reconcile_differences d JOIN payments p ON p.id = d.payment_id WHERE d.id = $1`,
};

const differenceStore = (entity: string, channel: StatementChannel): EntityStore => ({
  entity,
  table: 'reconcile_differences',
  auditEntity: RECONCILE_AUDIT.difference,
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  where: `t.channel = '${channel}'`,
  related: RELATED,
  rowActions: {
    /** { decision, reason } for each selected difference. */
    handle: rowService({ service: handleDifference, inputOf: ({ id, input }) => ({ differenceId: id, decision: input.decision, reason: input.reason }) }),
    /** { reason }: each selected difference settled by the channel's answer, once per press. */
    settleByQuery: rowService({
      service: (context) => settleByQueryWith(atRestKeyOf(context)), inputOf: ({ id, input }) => ({ differenceId: id, reason: input.reason }),
    }),
  },
});

export const RECONCILE_STORES: readonly EntityStore[] = [
  differenceStore('wechatDifference', 'wechat'),
  differenceStore('alipayDifference', 'alipay'),
  {
    entity: 'reconcileBatch',
    table: 'reconcile_batches',
    auditEntity: RECONCILE_AUDIT.batch,
  },
  ...CHARGE_SYSTEM_STORES,
];
