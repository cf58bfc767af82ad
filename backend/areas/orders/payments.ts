// The payment screens over payments, read only (written by the charging services): every payment
// (/PaymentInfo), then the pay stations' (/PsPaymentInfo), the exit lanes' (/ExitPaymentOrder),
// the on-street stays' (/onRoadPaymentRecord) and the drivers' own, online (/carPayment). A
// payment is a stay's order's, a card's rental order's (docs/rentals.md, "Selling a card") or a
// stored-value card's recharge order's, a merchant's top-up's or a driver's coupon package order's:
// the order number is whichever it has.
import type { PaymentPlace } from '../../../lib/parking/channels';
import { AUDIT, orderSectionNow } from '../charging';
import type { EntityStore } from '../../entities/types';
import { LOT_JOIN } from './common';

const atPlace = (place: PaymentPlace) => `t.place = '${place}'`;
const OF_THE_ORDER = { orderNo: 'coalesce(o.order_no, ro.order_no, rc.order_no, mt.topup_no, co.order_no)', lotName: 'l.name' };
const OF_EITHER_ORDER = `LEFT JOIN orders o ON o.id = t.order_id LEFT JOIN stays s ON s.id = o.stay_id
  LEFT JOIN rental_orders ro ON ro.id = t.rental_order_id LEFT JOIN recharge_orders rc ON rc.id = t.recharge_order_id
  LEFT JOIN merchant_topups mt ON mt.id = t.merchant_topup_id LEFT JOIN coupon_orders co ON co.id = t.coupon_order_id ${LOT_JOIN}`;

function paymentStore(entity: string, extra: Partial<EntityStore> = {}): EntityStore {
  return {
    entity,
    table: 'payments',
    auditEntity: AUDIT.payment,
    computed: OF_THE_ORDER,
    joins: OF_EITHER_ORDER,
    lotColumn: 'lot_id',
    // The payment's order, with its figures now ($1 the payment).
    related: {
      order: `SELECT o.id, o.order_no AS "orderNo", o.receivable, o.discount, o.waived, o.paid, o.due, o.state
        FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1`,
    },
    atRead: { sections: { order: orderSectionNow } },
    ...extra,
  };
}

export const paymentStores: readonly EntityStore[] = [
  paymentStore('payment'),
  paymentStore('payStationPayment', { where: atPlace('payStation') }),
  paymentStore('exitPayment', { where: atPlace('exit') }),
  paymentStore('onRoadPayment', {
    where: 's.street_id IS NOT NULL',
    computed: { ...OF_THE_ORDER, streetName: 'st.name', berthNumber: 'b.number', collector: 's.collector' },
    joins: `${OF_EITHER_ORDER} LEFT JOIN streets st ON st.id = s.street_id LEFT JOIN berths b ON b.id = s.berth_id`,
  }),
  paymentStore('carPayment', { where: atPlace('online') }),
];
