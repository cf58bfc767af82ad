// The demo's devices as installed when its week began (device-outages-plan.ts): in service from
// then, with the week's outages in their record of time offline (device_offline_intervals), closed,
// as the connection's record (backend/areas/devices/connection.ts) would have kept them. A device
// not heard since this start stays offline from its registration until the simulator connects it.
import { DEVICE_KINDS, type DeviceKind } from '../../lib/device-protocol';
import { isoAt, type Queryable } from '../db';
import { LIVE_TABLES } from '../areas/devices';
import { DEMO_OUTAGES_SEED, planDeviceOutages } from './device-outages-plan';
import { seededRandom } from './random';

/** Replays the week's outages of the lots' devices; returns how many. */
export async function replayDeviceOutages(tx: Queryable, lotIds: readonly number[], since: number, now: number): Promise<number> {
  const devices: { kind: DeviceKind; id: number; lotId: number }[] = [];
  for (const kind of DEVICE_KINDS) {
    const rows = await tx.query<{ id: number; lot_id: number }>(
      `UPDATE ${LIVE_TABLES[kind]} SET in_service_at = $2 WHERE lot_id = ANY($1::int[]) AND in_service_at > $2 RETURNING id, lot_id`, [lotIds, isoAt(since)]);
    devices.push(...rows.map((r) => ({ kind, id: Number(r.id), lotId: Number(r.lot_id) })).sort((a, b) => a.id - b.id));
  }
  const outages = planDeviceOutages(seededRandom(DEMO_OUTAGES_SEED), devices, { since, now });
  for (const { device, from, to } of outages) {
    const { lotId } = devices.find((d) => d.kind === device.kind && d.id === device.id)!;
    await tx.query('INSERT INTO device_offline_intervals (device_kind, device_id, lot_id, from_at, to_at) VALUES ($1, $2, $3, $4, $5)',
      [device.kind, device.id, lotId, isoAt(from), isoAt(to)]);
  }
  return outages.length;
}
