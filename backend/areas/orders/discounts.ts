// /FreeDepartureOrder and /TempCarDiscountOrder over order_discounts of one kind, read only
// (written by the charging services with reason and operator, never by editing an amount).
import type { DiscountKind } from '../../../lib/parking/channels';
import { AUDIT, DISABLED_DISCOUNT_REASON, SYSTEM_OPERATOR } from '../charging';
import type { EntityStore } from '../../entities/types';
import { OF_ORDER_JOINS } from './common';

const of = (kind: DiscountKind) => `t.kind = '${kind}'`;

function discountStore(entity: string, kind: DiscountKind, computed: Record<string, string> = {}): EntityStore {
  return {
    entity,
    table: 'order_discounts',
    auditEntity: AUDIT.discount,
    computed: { orderNo: 'o.order_no', lotName: 'l.name', entryAt: 's.entry_at', exitAt: 's.exit_at', ...computed },
    joins: OF_ORDER_JOINS,
    lotColumn: 'lot_id',
    where: of(kind),
  };
}

export const discountStores: readonly EntityStore[] = [
  discountStore('freeDeparture', 'free'),
  // The discount a disabled driver's vehicle gets by itself (backend/areas/charging/pricing.ts), or one given by hand.
  discountStore('tempDiscount', 'discount', {
    source: `CASE WHEN t.operator = '${SYSTEM_OPERATOR}' AND t.reason = '${DISABLED_DISCOUNT_REASON}' THEN 'disabledVehicle' ELSE 'manual' END`,
  }),
];
