// The store of a flow or utilisation screen: a read-only view of 111_analysis.sql whose rows
// carry their lot (data scope, lot filter, the lot's name) and the operator's day (date range).
import type { EntityStore } from '../../entities/types';

/** A view of figures per lot (and day or hour), each figure in the column of its name. */
export const analysisStore = (entity: string, table: string): EntityStore => ({
  entity,
  table,
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
});
