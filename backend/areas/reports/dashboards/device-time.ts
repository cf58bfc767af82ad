// The enabled devices' time online over a window, per kind and lot (docs/reports.md, "Use": device
// time): each device's in-service start and its offline intervals that meet the window
// (device_offline_intervals, migration 360), made into device-time by lib/reports/use-figures.ts
// deviceTime, the one definition every screen uses. Devices count in the lot they are in now.
import { DEVICE_KINDS, type DeviceKind } from '../../../../lib/device-protocol';
import { addDeviceTime, deviceTime, elapsed, type DeviceRecord, type DeviceTime, type TimeWindow } from '../../../../lib/reports/use-figures';
import { isoAt, toMs, type Reader } from '../../../db';
import { LIVE_TABLES } from '../../devices';
import { DEVICE_ENABLED } from './live-reads';

export interface DeviceTimeOf { kind: DeviceKind; lotId: number; time: DeviceTime }

export async function readDeviceTime(db: Reader, ids: readonly number[], window: TimeWindow, now: number): Promise<DeviceTimeOf[]> {
  const gone = elapsed(window, now);
  const union = DEVICE_KINDS.map((kind) => `SELECT '${kind}' AS kind, id, lot_id, in_service_at FROM ${LIVE_TABLES[kind]} WHERE status = ${DEVICE_ENABLED}`).join(' UNION ALL ');
  const rows = await db.query<{ kind: DeviceKind; id: number; lot_id: number; in_service_at: unknown; from_at: unknown; to_at: unknown }>(
    `SELECT d.kind, d.id, d.lot_id, d.in_service_at, i.from_at, i.to_at
       FROM (${union}) d
       LEFT JOIN device_offline_intervals i ON i.device_kind = d.kind AND i.device_id = d.id
        AND i.from_at < $3::timestamptz AND (i.to_at IS NULL OR i.to_at > $2::timestamptz)
      WHERE d.lot_id = ANY($1::int[]) AND d.in_service_at < $3::timestamptz
      ORDER BY d.kind, d.id`, [ids, isoAt(gone.start), isoAt(gone.end)]);
  const devices = new Map<string, { kind: DeviceKind; lotId: number; record: DeviceRecord & { offline: { from: number; to: number | null }[] } }>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    let device = devices.get(key);
    if (!device) devices.set(key, (device = { kind: row.kind, lotId: Number(row.lot_id), record: { inServiceAt: toMs(row.in_service_at)!, offline: [] } }));
    if (row.from_at !== null) device.record.offline.push({ from: toMs(row.from_at)!, to: toMs(row.to_at) });
  }
  const groups = new Map<string, DeviceTimeOf>();
  for (const { kind, lotId, record } of devices.values()) {
    const key = `${kind}@${lotId}`;
    const time = deviceTime([record], window, now);
    const found = groups.get(key);
    groups.set(key, { kind, lotId, time: found ? addDeviceTime(found.time, time) : time });
  }
  return [...groups.values()];
}

/** The device-time of the groups that pass `keep`, added up. */
export function addDeviceTimes(times: readonly DeviceTimeOf[], keep: (t: DeviceTimeOf) => boolean = () => true): DeviceTime {
  return times.filter(keep).reduce((a, t) => addDeviceTime(a, t.time), { online: 0, total: 0 });
}
