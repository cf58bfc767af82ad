// /EntryAndExitDetails over passages (102_stays_orders.sql): every time a lane camera saw a vehicle,
// what the lane decided and why, and the stay it started or ended. Written by the lanes; read only.
import { AUDIT } from '../audit-entities';
import type { EntityStore } from '../../../entities/types';

export const passageStore: EntityStore = {
  entity: 'passage',
  table: 'passages',
  auditEntity: AUDIT.passage,
  computed: { lotName: 'l.name', stayNo: 's.stay_no' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN stays s ON s.id = t.stay_id',
  lotColumn: 'lot_id',
};
