// /MerchantRechargeRecord over `merchant_ledger`: every change of an account, read only with
// export, in its unit (fen or minutes: one set of columns each), with what caused it (the top-up:
// its money, channel and payment; a gift: its top-up and rule; the closing: what was handed back; the
// cards bought: their application). Lot-scoped and
// merchant-scoped; the merchant filter offers the merchants the caller may see.
import type { EntityStore } from '../../entities/types';
import { inCallerLots } from '../../kernel/lot-scope';
import { inCallerMerchant } from '../../kernel/merchant-scope';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';

const onTopUp = (sql: string) => `CASE WHEN t.cause = 'topUp' THEN ${sql} END`;
const inUnit = (unit: 'fen' | 'minutes', column: string) => `CASE WHEN t.unit = '${unit}' THEN t.${column} END`;

export const merchantLedgerStore: EntityStore = {
  entity: MERCHANT_AUDIT.ledger,
  table: 'merchant_ledger',
  computed: {
    lotName: 'l.name', merchantName: 'm.name',
    balanceBefore: inUnit('fen', 'balance_before'), change: inUnit('fen', 'change'), balanceAfter: inUnit('fen', 'balance_after'),
    minutesBefore: inUnit('minutes', 'balance_before'), minutesChange: inUnit('minutes', 'change'), minutesAfter: inUnit('minutes', 'balance_after'),
    // A gift names the top-up that earned it, but the money and its payment are the top-up row's.
    topUpNo: 'p.topup_no', received: onTopUp('p.amount'), channel: onTopUp('p.channel'),
    paymentNo: onTopUp('(SELECT pay.payment_no FROM payments pay WHERE pay.merchant_topup_id = t.topup_id ORDER BY pay.id LIMIT 1)'),
    promotionName: 'pr.name',
    refund: 'c.refund', refundMethod: 'c.refund_method',
    applicationNo: 'a.application_no',
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchants m ON m.id = t.merchant_id
    LEFT JOIN merchant_topups p ON p.id = t.topup_id LEFT JOIN merchant_closings c ON c.id = t.closing_id
    LEFT JOIN merchant_package_applications a ON a.id = t.application_id LEFT JOIN promotion_rules pr ON pr.id = t.promotion_rule_id`,
  lotColumn: 'lot_id',
  merchantColumn: 'merchant_id',
  options: {
    merchantId: `SELECT m.id AS value, pl.name || ' / ' || m.name AS label FROM merchants m JOIN parking_lots pl ON pl.id = m.lot_id
      WHERE ${inCallerLots('m.lot_id')} AND ${inCallerMerchant('m.id')} ORDER BY pl.name, m.name, m.id`,
  },
};
