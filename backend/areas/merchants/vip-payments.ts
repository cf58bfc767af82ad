// /VipPaymentInformation (lib/areas/merchants/screens-vip-payments.ts): the uses of the merchants'
// long-term coupons (their VIP customers' plates), each with its order's fee, the merchant's part
// (relief, charge) and the driver's (paid, the last payment). Read only over coupon_uses.
import type { EntityStore } from '../../entities/types';
import { inCallerLots } from '../../kernel/lot-scope';
import { inCallerMerchant } from '../../kernel/merchant-scope';

const LAST_PAYMENT = (column: string) => `(SELECT p.${column} FROM payments p WHERE p.order_id = t.order_id ORDER BY p.id DESC LIMIT 1)`;
const inUnit = (unit: 'fen' | 'minutes') => `CASE WHEN t.charge_unit = '${unit}' THEN t.charge END`;

export const vipPaymentStore: EntityStore = {
  entity: 'vipPayment',
  table: 'coupon_uses',
  computed: {
    lotName: 'l.name', merchantName: 'm.name', couponNo: 'c.coupon_no', typeName: 'ct.name', kind: 'ct.kind', orderNo: 'o.order_no',
    receivable: 'o.receivable', driverPaid: 'o.paid', chargeFen: inUnit('fen'), chargeMinutes: inUnit('minutes'),
    paymentNo: LAST_PAYMENT('payment_no'), channel: LAST_PAYMENT('channel'),
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchants m ON m.id = t.merchant_id JOIN coupons c ON c.id = t.coupon_id
    LEFT JOIN coupon_types ct ON ct.id = c.type_id LEFT JOIN orders o ON o.id = t.order_id`,
  where: 'c.multi_use',
  lotColumn: 'lot_id',
  merchantColumn: 'merchant_id',
  options: {
    merchantId: `SELECT m.id AS value, pl.name || ' / ' || m.name AS label FROM merchants m JOIN parking_lots pl ON pl.id = m.lot_id
      WHERE ${inCallerLots('m.lot_id')} AND ${inCallerMerchant('m.id')} ORDER BY pl.name, m.name, m.id`,
  },
};
