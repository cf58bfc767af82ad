// The store of a flow or utilisation screen: a read-only view of 111_analysis.sql whose rows
// carry their lot (data scope, lot filter, the lot's name) and the operator's day (date range).
import type { EntityStore } from '../types';

/** `columns`: the screen's figures, field name -> view column (lotId and day are every view's). */
export const analysisStore = (entity: string, table: string, columns: Record<string, string>): EntityStore => ({
  entity,
  table,
  columns: { lotId: 'lot_id', day: 'day', ...columns },
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
});
