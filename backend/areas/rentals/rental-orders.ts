// The rental orders' screens over rental_orders (lib/areas/rentals/screens-orders.ts): each order
// with its card, its package's name and kind, and its payment's number: every order
// (/MonthlyOrders), the property cards' (/propertyOrders), the monthly kinds' (/MonthOrder), the
// offline ones finance reviews (/OfflineOrderReview); and the rentals' payments
// (/MonthlyCarRentalPayment).
import { ONLINE_PAID_BY_SUFFIX } from '../../../lib/areas/rentals/paid-by';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { AUDIT } from '../charging';
import { confirmOfflineOrder, rejectOfflineOrder } from './offline-orders';
import { RENTAL_ORDER_ENTITY } from './sales';

/** A rental order's card, package and lot, as every list of rental orders shows them (joins l, c, p, n). */
export const ORDER_CARD_COLUMNS = {
  lotName: 'l.name', cardNo: 'c.card_no', customer: 'c.customer', plates: 'c.plates', packageName: 'n.name', kind: 'n.kind',
} as const;

/**
 * A rental order's "paid by" (lib/areas/rentals/paid-by.ts): its channel, followed by 'Online' when
 * the customer paid it online, so an online Alipay order does not read as one the cashier recorded.
 */
export const paidBySql = (order: string) => `${order}.channel || CASE WHEN ${order}.online THEN '${ONLINE_PAID_BY_SUFFIX}' ELSE '' END`;

const rentalOrders = (entity: string, extra: Partial<EntityStore> = {}): EntityStore => ({
  entity,
  table: 'rental_orders',
  computed: {
    ...ORDER_CARD_COLUMNS,
    channel: paidBySql('t'),
    paymentNo: '(SELECT pay.payment_no FROM payments pay WHERE pay.rental_order_id = t.id ORDER BY pay.id LIMIT 1)',
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_cards c ON c.id = t.card_id
    LEFT JOIN month_packages p ON p.id = t.package_id LEFT JOIN month_package_names n ON n.id = p.name_id`,
  lotColumn: 'lot_id',
  auditEntity: RENTAL_ORDER_ENTITY,
  ...extra,
});

export const rentalOrderStore = rentalOrders(RENTAL_ORDER_ENTITY);
/** /propertyOrders: the property cards' sales. */
export const propertyRentalOrderStore = rentalOrders('propertyRentalOrder', { where: "n.kind = 'property'" });
/** /MonthOrder: the monthly and multi-month cards' sales. */
export const monthKindRentalOrderStore = rentalOrders('monthKindRentalOrder', { where: "n.kind IN ('monthly', 'multiMonth')" });
/** /OfflineOrderReview: the orders paid offline (only they carry a reference), confirmed or refused by a second person. */
export const offlineRentalOrderStore = rentalOrders('offlineRentalOrder', {
  where: 't.reference IS NOT NULL',
  rowActions: {
    confirm: rowService({ service: confirmOfflineOrder, inputOf: ({ id }) => ({ orderId: id }) }),
    reject: rowService({ service: rejectOfflineOrder, inputOf: ({ id }) => ({ orderId: id }) }),
  },
});

/** /AliMonthlyOrderInfo: the orders of cards renewed online through Alipay (online-renewals.ts), read-only. */
export const alipayRentalOrderStore = rentalOrders('alipayRentalOrder', { where: "t.online AND t.channel = 'alipay'" });

/** /MonthlyCarRentalPayment: the payments of rental orders, with the card they paid for. */
export const rentalPaymentStore: EntityStore = {
  entity: 'rentalPayment',
  table: 'payments',
  auditEntity: AUDIT.payment,
  computed: { orderNo: 'ro.order_no', lotName: 'l.name', cardNo: 'c.card_no', customer: 'c.customer', packageName: 'n.name' },
  joins: `JOIN rental_orders ro ON ro.id = t.rental_order_id LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_cards c ON c.id = ro.card_id
    LEFT JOIN month_packages p ON p.id = ro.package_id LEFT JOIN month_package_names n ON n.id = p.name_id`,
  lotColumn: 'lot_id',
  where: 't.rental_order_id IS NOT NULL',
};
