// Keeps device_alarms in step with a device's condition: the alarms lib/areas/devices/alarms.ts holds
// open are raised (one open row per device and kind), the others cleared with the time.
import { alarmChanges, openAlarms, type AlarmKind, type DeviceCondition } from '../../../lib/areas/devices/alarms';
import { isoAt, type Queryable } from '../../db';
import type { FleetDevice } from './fleet';

export async function syncAlarms(tx: Queryable, device: FleetDevice, condition: DeviceCondition, at: number): Promise<{ raise: AlarmKind[]; clear: AlarmKind[] }> {
  const rows = await tx.query<{ alarm: AlarmKind }>(
    'SELECT alarm FROM device_alarms WHERE device_kind = $1 AND device_id = $2 AND cleared_at IS NULL', [device.kind, device.id]);
  const before = rows.map((r) => r.alarm);
  const changes = alarmChanges(before, openAlarms(device.kind, condition, before));
  if (changes.clear.length) {
    await tx.query(
      'UPDATE device_alarms SET cleared_at = $4 WHERE device_kind = $1 AND device_id = $2 AND alarm = ANY($3::text[]) AND cleared_at IS NULL',
      [device.kind, device.id, changes.clear, isoAt(at)]);
  }
  for (const alarm of changes.raise) {
    await tx.query(
      `INSERT INTO device_alarms (device_kind, device_id, serial, lot_id, alarm, raised_at, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (device_kind, device_id, alarm) WHERE cleared_at IS NULL DO NOTHING`,
      [device.kind, device.id, device.serial, device.lotId, alarm, isoAt(at), JSON.stringify(condition)]);
  }
  return changes;
}
