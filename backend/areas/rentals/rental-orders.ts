// /MonthlyOrders and /propertyOrders over rental_orders (lib/areas/rentals/screens-orders.ts): each
// with its card, its package's name and kind, and its payment's number.
import type { EntityStore } from '../../entities/types';
import { RENTAL_ORDER_ENTITY } from './sales';

const rentalOrders = (entity: string, where?: string): EntityStore => ({
  entity,
  table: 'rental_orders',
  computed: {
    lotName: 'l.name', cardNo: 'c.card_no', customer: 'c.customer', plates: 'c.plates', packageName: 'n.name', kind: 'n.kind',
    paymentNo: '(SELECT pay.payment_no FROM payments pay WHERE pay.rental_order_id = t.id ORDER BY pay.id LIMIT 1)',
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_cards c ON c.id = t.card_id
    LEFT JOIN month_packages p ON p.id = t.package_id LEFT JOIN month_package_names n ON n.id = p.name_id`,
  lotColumn: 'lot_id',
  auditEntity: RENTAL_ORDER_ENTITY,
  ...(where ? { where } : {}),
});

export const rentalOrderStore = rentalOrders(RENTAL_ORDER_ENTITY);
/** /propertyOrders: the property cards' sales. */
export const propertyRentalOrderStore = rentalOrders('propertyRentalOrder', "n.kind = 'property'");
