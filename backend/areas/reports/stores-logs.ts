// Stores of lib/areas/reports/screens-logs.ts, one per declaration, in the same order. Each reads
// a view of backend/db/migrations/345_work_records.sql whose rows carry their lot.
import type { EntityStore } from '../../entities/types';
import { dayTurnover } from '../../../lib/areas/reports/logs/turnover-row';

/** A view of rows per lot: the lot's name joined, the caller's lots only. */
const lotView = (entity: string, table: string, extra: Partial<EntityStore> = {}): EntityStore => ({
  entity,
  table,
  computed: { lotName: 'l.name', ...extra.computed },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  ...(extra.atRead ? { atRead: extra.atRead } : {}),
});

export const WORK_RECORD_STORES: readonly EntityStore[] = [
  lotView('collectorSignRecord', 'collector_sign_records'),
  lotView('boothUserLog', 'booth_user_logs'),
  lotView('cashierOperation', 'cashier_operations'),
  lotView('phoneCallRecord', 'phone_call_records'),
  lotView('tollPrintRecord', 'toll_print_records'),
  lotView('lotTurnover', 'lot_daily_turnover', {
    // Computed by the figure's one definition as the rows are read (neither sorted nor filtered on).
    computed: { turnover: 'NULL::numeric' },
    atRead: { rows: async (_db, rows) => { for (const row of rows) row.turnover = dayTurnover(Number(row.stays), Number(row.capacity)); } },
  }),
  lotView('lanePassNumber', 'lane_hourly_passes'),
];
