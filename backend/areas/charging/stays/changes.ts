// /ChangeInfo and /LicensePlateErrorCorrection over stay_changes (102_stays_orders.sql): every
// change made to a stay by hand (written by the charging core's plate correction), with both
// values, who, when, why and the fee before and after; the second screen shows plate corrections.
import type { STAY_CHANGE_KINDS } from '../../../../lib/areas/charging/stay-fields';
import { AUDIT } from '../audit-entities';
import type { EntityStore } from '../../../entities/types';

const PLATE: (typeof STAY_CHANGE_KINDS)[number] = 'plate';
const JOINS = 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN stays s ON s.id = t.stay_id';

export const stayChangeStore: EntityStore = {
  entity: 'stayChange',
  table: 'stay_changes',
  auditEntity: AUDIT.change,
  computed: { lotName: 'l.name', stayNo: 's.stay_no', plate: 's.plate' },
  joins: JOINS,
  lotColumn: 'lot_id',
};

export const plateCorrectionStore: EntityStore = {
  entity: 'plateCorrection',
  table: 'stay_changes',
  auditEntity: AUDIT.change,
  columns: { oldPlate: 'old_value', newPlate: 'new_value' },
  computed: { lotName: 'l.name', stayNo: 's.stay_no' },
  joins: JOINS,
  lotColumn: 'lot_id',
  where: `t.kind = '${PLATE}'`,
};
