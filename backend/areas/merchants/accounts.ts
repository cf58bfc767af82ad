// /MerchantRecharge over `merchants`: each merchant's account (balance in fen or minutes, what its
// top-ups brought in, the last one), topped up at the booth by the row action "topUp"
// (top-ups.ts); its top-ups in the row's detail. Lot-scoped and merchant-scoped.
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { topUpMerchant } from './top-ups';

export const merchantAccountStore: EntityStore = {
  entity: 'merchantAccount',
  table: 'merchants',
  // The services audit the merchant's row as the merchant's: its history is one.
  auditEntity: MERCHANT_AUDIT.merchant,
  computed: {
    lotName: 'l.name',
    received: '(SELECT coalesce(sum(p.amount), 0)::bigint FROM merchant_topups p WHERE p.merchant_id = t.id)',
    lastTopUpAt: '(SELECT max(p.at) FROM merchant_topups p WHERE p.merchant_id = t.id)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  merchantColumn: 'id',
  related: {
    topUps: `SELECT p.id, p.topup_no AS "topUpNo", p.at, p.amount, p.channel, p.reference, p.discount, p.credited, p.minutes,
        (SELECT pay.payment_no FROM payments pay WHERE pay.merchant_topup_id = p.id ORDER BY pay.id LIMIT 1) AS "paymentNo", p.operator
      FROM merchant_topups p WHERE p.merchant_id = $1 ORDER BY p.id DESC LIMIT 100`,
  },
  rowActions: {
    topUp: rowService({
      service: topUpMerchant,
      inputOf: ({ id, input }) => ({ merchantId: id, amount: input.amount, channel: input.channel, reference: input.reference ?? null }),
    }),
  },
};
