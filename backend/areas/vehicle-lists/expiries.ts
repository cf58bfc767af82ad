// /ReportExpirationLog over the vehicle_list_expiries view (106): enabled list entries whose
// validity ended or ends within EXPIRY_NOTICE_DAYS days, with the days left (negative once
// ended) counted from the operator's today when the list is read. Entries without a lot fall
// outside every lot scope: only users who see every lot see them (docs/decisions.md).
import { EXPIRY_NOTICE_DAYS } from '../../../lib/areas/vehicle-lists/screens';
import type { EntityStore } from '../../entities/types';
import { OPERATOR_TODAY } from './common';

export const listExpirationStore: EntityStore = {
  entity: 'listExpiration',
  table: 'vehicle_list_expiries',
  computed: { lotName: 'l.name', daysLeft: `t.valid_to - ${OPERATOR_TODAY}` },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  where: `t.valid_to <= ${OPERATOR_TODAY} + ${EXPIRY_NOTICE_DAYS}`,
};
