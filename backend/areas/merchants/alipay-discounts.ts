// Alipay's temporary-parking discounts (docs/merchants.md, "Alipay's parking discounts"): recorded
// with the Alipay payment they came with (UserCompletePay's `campaign`, in the payment's
// transaction, once per payment: a report sent again records nothing more), and listed on
// /AliTemporaryStopDiscount (lib/areas/merchants/screens-alipay-discounts.ts).
import { z } from 'zod';
import { CAMPAIGN_ID_MAX_LENGTH } from '../../../lib/areas/merchants/alipay-discounts';
import { isoAt } from '../../db';
import type { EntityStore } from '../../entities/types';
import { defineService } from '../../kernel/service';

const ENTITY = 'alipayParkingDiscount';

export const recordAlipayDiscount = defineService({
  name: 'merchants.recordAlipayDiscount',
  input: z.object({ paymentNo: z.string().min(1), campaignId: z.string().trim().min(1).max(CAMPAIGN_ID_MAX_LENGTH), discount: z.number().int().positive() }),
  async run(work, input) {
    const [payment] = await work.query<{ id: number; lot_id: number }>('SELECT id, lot_id FROM payments WHERE payment_no = $1', [input.paymentNo]);
    const [recorded] = await work.query<{ id: number }>('SELECT id FROM alipay_campaign_discounts WHERE payment_id = $1', [payment.id]);
    if (recorded) return { id: Number(recorded.id) };
    const row = await work.insert(ENTITY, 'alipay_campaign_discounts', {
      payment_id: payment.id, lot_id: payment.lot_id, campaign_id: input.campaignId, discount: input.discount, recorded_at: isoAt(work.at),
    });
    return { id: Number(row.id) };
  },
});

export const alipayParkingDiscountStore: EntityStore = {
  entity: ENTITY,
  table: 'alipay_campaign_discounts',
  computed: {
    lotName: 'l.name', plate: 'p.plate', orderNo: 'o.order_no', paymentNo: 'p.payment_no', channelTxnNo: 'p.channel_txn_no',
    amount: 'p.amount', buyerPaid: '(p.amount - t.discount)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id JOIN payments p ON p.id = t.payment_id LEFT JOIN orders o ON o.id = p.order_id',
  lotColumn: 'lot_id',
};
