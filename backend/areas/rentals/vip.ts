// The VIP cards' free grants (docs/rentals.md, "Spaces and VIP"; lib/areas/rentals/screens-vip.ts):
// /MonthlyRentalVipManagement lists the VIP cards with who granted and who confirmed them; 'extend'
// is a free renewal (sales.ts renewCard: a sale of amount 0), which waits for a second person like a
// free first sale (lib/areas/rentals/sale.ts saleLeaseEvent), who confirms it (its period applied)
// or rejects it through the offline orders' review (offline-orders.ts: the lease machine's waiting
// state, never its recorder, nothing to book). /VIPRechargeRecord lists their rental orders.
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import type { Queryable } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { refuse } from '../../kernel/failures';
import { CARD_ENTITY, cardStore } from './cards';
import { confirmOfflineOrder, rejectOfflineOrder } from './offline-orders';
import { rentalOrderStore } from './rental-orders';
import { renewCard } from './sales';

const pending = (what: string) => `(SELECT r.${what} FROM rental_orders r WHERE r.card_id = t.id AND r.state = ${LEASE_STATE.financialPending} LIMIT 1)`;

/** The card's extension waiting for a second person (one at a time: 258's index), else refused. */
async function pendingExtension(tx: Queryable, cardId: number): Promise<{ orderId: number }> {
  const [order] = await tx.query<{ id: number }>('SELECT id FROM rental_orders WHERE card_id = $1 AND state = $2', [cardId, LEASE_STATE.financialPending]);
  if (!order) throw refuse(RENTAL_REFUSALS.noExtensionPending);
  return { orderId: Number(order.id) };
}

export const vipGrantStore: EntityStore = {
  entity: 'vipGrant',
  table: 'month_cards',
  auditEntity: CARD_ENTITY,
  computed: {
    ...cardStore.computed,
    grantedBy: 't.created_by', grantedAt: 't.created_at', confirmedBy: 't.reviewed_by', confirmedAt: 't.reviewed_at',
    extensions: `(SELECT count(*)::int FROM rental_orders r WHERE r.card_id = t.id AND NOT r.opens_card AND r.state = ${LEASE_STATE.paid})`,
    pendingOrderNo: pending('order_no'), pendingMonths: pending('months'), extendedBy: pending('created_by'),
    extensionPending: `CASE WHEN ${pending('id')} IS NULL THEN 0 ELSE 1 END`,
  },
  joins: cardStore.joins,
  lotColumn: 'lot_id',
  where: "n.kind = 'vip'",
  atRead: cardStore.atRead,
  rowActions: {
    // No money moves: the channel is the booth's cash, no reference (a free renewal has none).
    extend: rowService({ service: renewCard, inputOf: ({ id, input }) => ({ cardId: id, count: input.count, channel: 'cash', reference: null }) }),
    confirmExtension: rowService({ service: confirmOfflineOrder, inputOf: ({ id, tx }) => pendingExtension(tx, id) }),
    rejectExtension: rowService({ service: rejectOfflineOrder, inputOf: ({ id, tx }) => pendingExtension(tx, id) }),
  },
};

/** /VIPRechargeRecord: the VIP cards' orders (amount 0), confirmed by the card's reviewer (a grant) or the order's (an extension). */
export const vipRentalOrderStore: EntityStore = {
  ...rentalOrderStore,
  entity: 'vipRentalOrder',
  computed: {
    ...rentalOrderStore.computed,
    confirmedBy: 'CASE WHEN t.opens_card THEN c.reviewed_by ELSE t.reviewed_by END',
    confirmedAt: 'CASE WHEN t.opens_card THEN c.reviewed_at ELSE t.reviewed_at END',
  },
  where: "n.kind = 'vip'",
};
