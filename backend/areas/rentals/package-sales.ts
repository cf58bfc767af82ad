// /MonPackageOrderInfo over month_packages (lib/areas/rentals/screens-sales.ts): each package of the
// caller's lots with the cards and orders it sold, and the booth's first sale of a card ('sell':
// sales.ts sellCard, the package's row naming the package sold).
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { SELLABLE_PACKAGE_STATES } from '../../../lib/parking/package-machine';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { PACKAGE_ENTITY } from './packages';
import { sellCard } from './sales';

const ordersOf = (what: string, state: number) => `(SELECT ${what} FROM rental_orders r WHERE r.package_id = t.id AND r.state = ${state})`;

export const packageSaleStore: EntityStore = {
  entity: 'packageSale',
  table: 'month_packages',
  auditEntity: PACKAGE_ENTITY,
  computed: {
    lotName: 'l.name', name: 'n.name', kind: 'n.kind',
    cards: '(SELECT count(*)::int FROM month_cards c WHERE c.package_id = t.id)',
    paidOrders: ordersOf('count(*)::int', LEASE_STATE.paid),
    paidAmount: ordersOf('coalesce(sum(r.amount), 0)::bigint', LEASE_STATE.paid),
    pendingOrders: ordersOf('count(*)::int', LEASE_STATE.financialPending),
    lastSoldAt: ordersOf('max(r.paid_at)', LEASE_STATE.paid),
    sellable: `CASE WHEN t.state = ANY('{${SELLABLE_PACKAGE_STATES.join(',')}}'::int[]) AND n.kind <> 'storedValue' THEN 1 ELSE 0 END`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_package_names n ON n.id = t.name_id',
  lotColumn: 'lot_id',
  rowActions: {
    sell: rowService({ service: sellCard, inputOf: ({ id, input }) => ({ ...input, packageId: id }) }),
  },
};
