// /MonitoringEquipment over monitoring_cameras (052_monitoring_cameras.sql): the surveillance
// cameras of a lot, scoped by their lot. Serials are unique (the declaration's `unique`, and the
// index); a lot with cameras is kept (its foreign key).
import { isoAt } from '../../db';
import { checkRef } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';

export const monitoringCameraStore: EntityStore = {
  entity: 'monitoringCamera',
  table: 'monitoring_cameras',
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, _mode, context) {
    const lotId = await checkRef(tx, values, 'lotId', 'SELECT 1 FROM parking_lots WHERE id = $1');
    return { ...values, lotId, updatedAt: isoAt(context.now) };
  },
};
