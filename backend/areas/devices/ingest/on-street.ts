// What locks, berth sensors and node controllers report, written into their live columns, with
// the berth's occupancy, battery history, alarms and running samples that follow from it.
import { z } from 'zod';
import { unreachable, type LockState } from '../../../../lib/areas/devices/lock-machine';
import type { lockReport, nodeReport, sensorReport } from '../../../../lib/device-protocol';
import { LOCK_COMM_STATE, LOCK_RUN_STATE } from '../../../../lib/spec-constants';
import { berthOccupancy, recordOccupancy } from '../../charging';
import { isoAt, type Queryable } from '../../../db';
import { inSavepoint } from '../../../db/savepoint';
import type { Refused } from './off-street';
import { syncAlarms } from '../alarm-store';
import { recordConnection } from '../connection';
import type { FleetDevice } from '../fleet';
import type { RunningSampler } from './running';

const ONLINE = LOCK_COMM_STATE.online;

interface LockRow { control_mode: number; comm_state: number; run_state: number; raised: boolean; vehicle: boolean; battery: number | null }

const stateOf = (row: LockRow): LockState => ({
  mode: row.control_mode, comm: row.comm_state, run: row.run_state, raised: row.raised, vehicle: row.vehicle,
} as LockState);

async function recordBattery(tx: Queryable, device: FleetDevice, level: number | undefined, before: number | null, at: number) {
  if (level === undefined || level === before) return;
  await tx.query('INSERT INTO battery_levels (at, device_kind, device_id, serial, lot_id, level) VALUES ($1, $2, $3, $4, $5, $6)',
    [isoAt(at), device.kind, device.id, device.serial, device.lotId, level]);
}

/** Applies a lock's report; returns its state before and after. */
/** The berth's stays follow its detector; a refusal by the charging leaves the report stored. */
async function berthStays(tx: Queryable, device: FleetDevice, occupied: boolean, at: number, refused: Refused): Promise<void> {
  if (device.kind !== 'lock' && device.kind !== 'sensor') return;
  const done = await inSavepoint(tx, () => berthOccupancy(tx, { kind: device.kind as 'lock' | 'sensor', serial: device.serial, lotId: device.lotId, berthId: device.berthId }, occupied, at));
  if (!done.ok) refused(`berth stay not ${occupied ? 'started' : 'ended'}: ${done.error instanceof Error ? done.error.message : String(done.error)}`);
}

export async function applyLockReport(
  tx: Queryable, device: FleetDevice, report: z.infer<typeof lockReport>, at: number, running: RunningSampler, refused: Refused,
): Promise<{ before: LockState; after: LockState }> {
  const [row] = await tx.query<LockRow>(
    'SELECT control_mode, comm_state, run_state, raised, vehicle, battery FROM parking_locks WHERE id = $1 FOR UPDATE', [device.id]);
  const before = stateOf(row);
  const reachable = report.reachable !== false;
  const after: LockState = reachable ? { ...report.state, comm: ONLINE } : unreachable(before, LOCK_COMM_STATE.offline);
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  await tx.query(
    `UPDATE parking_locks SET control_mode = $2, comm_state = $3, run_state = $4, raised = $5, vehicle = $6,
       battery = COALESCE($7, battery), detector_value = COALESCE($8, detector_value), firmware = COALESCE($9, firmware),
       last_seen_at = CASE WHEN $11 THEN $10::timestamptz ELSE last_seen_at END,
       state_at = CASE WHEN $12 THEN $10::timestamptz ELSE state_at END
     WHERE id = $1`,
    [device.id, after.mode, after.comm, after.run, after.raised, after.vehicle, report.battery ?? null, report.detectorValue ?? null,
      report.firmware ?? null, isoAt(at), reachable, changed]);
  if (reachable && after.vehicle !== before.vehicle) {
    await recordOccupancy(tx, device, after.vehicle, report.detectorValue ?? null, at);
    await berthStays(tx, device, after.vehicle, at, refused);
  }
  await recordBattery(tx, device, report.battery, row.battery, at);
  await recordConnection(tx, device, after.comm, at);
  await syncAlarms(tx, device, { comm: after.comm, run: after.run, battery: report.battery ?? row.battery }, at);
  if (reachable) await running.sample(tx, device, report, at);
  return { before, after };
}

export async function applySensorReport(
  tx: Queryable, device: FleetDevice, report: z.infer<typeof sensorReport>, at: number, running: RunningSampler, refused: Refused,
): Promise<void> {
  const [row] = await tx.query<{ occupied: boolean | null; battery: number | null }>(
    'SELECT occupied, battery FROM sensors WHERE id = $1 FOR UPDATE', [device.id]);
  const reachable = report.reachable !== false;
  const comm = reachable ? ONLINE : LOCK_COMM_STATE.offline;
  await tx.query(
    `UPDATE sensors SET comm_state = $2, occupied = CASE WHEN $7 THEN $3 ELSE occupied END, battery = COALESCE($4, battery),
       magnetic_value = COALESCE($5, magnetic_value), firmware = COALESCE($8, firmware),
       last_seen_at = CASE WHEN $7 THEN $6::timestamptz ELSE last_seen_at END,
       state_at = CASE WHEN $7 AND occupied IS DISTINCT FROM $3 THEN $6::timestamptz ELSE state_at END
     WHERE id = $1`,
    [device.id, comm, report.occupied, report.battery ?? null, report.magneticValue ?? null, isoAt(at), reachable, report.firmware ?? null]);
  if (reachable && report.occupied !== row.occupied) {
    await recordOccupancy(tx, device, report.occupied, report.magneticValue ?? null, at);
    await berthStays(tx, device, report.occupied, at, refused);
  }
  await recordBattery(tx, device, report.battery, row.battery, at);
  await recordConnection(tx, device, comm, at);
  await syncAlarms(tx, device, { comm, battery: report.battery ?? row.battery }, at);
  if (reachable) await running.sample(tx, device, report, at);
}

/** A node controller's heartbeat. */
export async function applyNodeReport(
  tx: Queryable, device: FleetDevice, report: z.infer<typeof nodeReport>, at: number, running: RunningSampler,
): Promise<void> {
  await tx.query('UPDATE node_controllers SET comm_state = 1, last_seen_at = $2, firmware = COALESCE($3, firmware) WHERE id = $1',
    [device.id, isoAt(at), report.firmware ?? null]);
  await recordConnection(tx, device, ONLINE, at);
  await syncAlarms(tx, device, { comm: ONLINE }, at);
  await running.sample(tx, device, report, at);
}

/**
 * A node controller went offline: it is offline, and every lock and sensor behind it is cut off
 * (comm state 2; locks show run state 9). They come back one by one as their reports arrive.
 */
export async function applyNodeOffline(tx: Queryable, node: FleetDevice, children: readonly FleetDevice[], at: number): Promise<void> {
  await tx.query('UPDATE node_controllers SET comm_state = 0 WHERE id = $1', [node.id]);
  await recordConnection(tx, node, LOCK_COMM_STATE.offline, at);
  await syncAlarms(tx, node, { comm: LOCK_COMM_STATE.offline }, at);
  const cut = LOCK_COMM_STATE.nodeDisconnected;
  for (const child of children) {
    const table = child.kind === 'lock' ? 'parking_locks' : 'sensors';
    const runState = child.kind === 'lock' ? `, run_state = ${LOCK_RUN_STATE.offline}` : '';
    await tx.query(`UPDATE ${table} SET comm_state = $2${runState}, state_at = $3 WHERE id = $1 AND comm_state <> $2`, [child.id, cut, isoAt(at)]);
    await recordConnection(tx, child, cut, at);
    await syncAlarms(tx, child, { comm: cut }, at);
  }
}
