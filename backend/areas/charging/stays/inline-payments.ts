// /InlineTransactionInfo over payments (102_stays_orders.sql): payments made while the vehicle was
// in the lot, before its exit, at a pay station, online or to a POS (not at the exit lane or
// booth, and not arrears paid after leaving). Booked by the charging core; read only.
import { INLINE_PAYMENT_PLACES } from '../../../../lib/areas/charging/stay-fields';
import { AUDIT } from '../audit-entities';
import type { EntityStore } from '../../../entities/types';
import { inStates } from './common';

export const inlinePaymentStore: EntityStore = {
  entity: 'inlinePayment',
  table: 'payments',
  auditEntity: AUDIT.payment,
  computed: { lotName: 'l.name', stayNo: 's.stay_no', entryAt: 's.entry_at', stayState: 's.state', exitAt: 's.exit_at' },
  joins: 'JOIN stays s ON s.id = t.stay_id LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  where: `${inStates('t.place', INLINE_PAYMENT_PLACES)} AND (s.exit_at IS NULL OR t.paid_at <= s.exit_at)`,
};
