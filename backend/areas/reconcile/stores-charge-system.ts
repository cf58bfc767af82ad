// Stores of lib/areas/reconcile/screens-charge-system.ts: the takings reports of the lots' charging
// systems (an ordinary editable table), and the differences (the view charge_system_differences),
// each handled by the chargeSystem.handle service.
import { handleChargeSystemDifference } from './charge-system-handle';
import { LOT_JOIN } from '../orders';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';

export const CHARGE_SYSTEM_STORES: readonly EntityStore[] = [
  {
    entity: 'chargeSystemTakings',
    table: 'charge_system_takings',
    computed: { lotName: 'l.name' },
    joins: LOT_JOIN,
    lotColumn: 'lot_id',
  },
  {
    entity: 'chargeSystemDifference',
    table: 'charge_system_differences',
    unlockable: true,
    computed: { lotName: 'l.name' },
    joins: LOT_JOIN,
    lotColumn: 'lot_id',
    related: {
      reports: `SELECT r.id, r.record_no AS "recordNo", r.system_name AS "systemName", r.payments, r.amount, r.note
        FROM charge_system_takings r, charge_system_differences d WHERE d.id = $1 AND r.lot_id = d.lot_id AND r.day = d.day AND r.channel = d.channel ORDER BY r.id`,
      ourPayments: `SELECT p.id, p.payment_no AS "paymentNo", p.plate, p.amount, p.paid_at AS "paidAt", p.operator, p.channel_txn_no AS "channelTxnNo"
        FROM charge_system_differences d JOIN payments p ON p.lot_id = d.lot_id AND p.channel = d.channel
         AND p.paid_at >= timezone('UTC', d.day::timestamp - interval '8 hours') AND p.paid_at < timezone('UTC', d.day::timestamp + interval '16 hours')
       WHERE d.id = $1 ORDER BY p.paid_at, p.id LIMIT 500`,
    },
    rowActions: {
      /** { decision, reason } for each selected difference. */
      handle: rowService({
        service: handleChargeSystemDifference, inputOf: ({ id, input }) => ({ differenceId: id, decision: input.decision, reason: input.reason }),
      }),
    },
  },
];
