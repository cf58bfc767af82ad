// What pay stations and lane controllers report: faults (opened and closed in
// pay_station_errors), the cash box and its movements (pay_station_cash), modules, gate state;
// fees paid at a station (booked as payments), plates read by lane cameras (the lane decides,
// backend/areas/charging/lanes.ts), health codes scanned at entrances, and drivers' calls to the
// control centre from lanes' intercoms and stations' help buttons (phone-calls.ts).
import { z } from 'zod';
import type { laneReport, payStationReport } from '../../../../lib/device-protocol';
import { LOCK_COMM_STATE } from '../../../../lib/spec-constants';
import { healthCodeScan, laneCapture, opensBarrier, type LaneOutcome, stationPayment } from '../../charging';
import { LIVE_TABLES } from './live-tables';
import { isoAt, type Queryable } from '../../../db';
import { inSavepoint } from '../../../db/savepoint';
import { syncAlarms } from '../alarm-store';
import { recordConnection } from '../connection';
import type { FleetDevice } from '../fleet';
import type { RunningSampler } from './running';
import { recordPhoneCall } from './phone-calls';

const ONLINE = LOCK_COMM_STATE.online;

export async function applyPayStationReport(
  tx: Queryable, device: FleetDevice, report: z.infer<typeof payStationReport>, at: number, running: RunningSampler, refused: Refused,
): Promise<void> {
  const [row] = await tx.query<{ error_code: number; name: string }>('SELECT error_code, name FROM pay_stations WHERE id = $1 FOR UPDATE', [device.id]);
  await tx.query(
    `UPDATE pay_stations SET comm_state = 1, error_code = $2, modules = $3, cash_amount = $4, notes_count = $5, coins_count = $6,
       firmware = COALESCE($7, firmware), last_seen_at = $8 WHERE id = $1`,
    [device.id, report.errorCode, JSON.stringify(report.modules), report.cash.amount, report.cash.notes, report.cash.coins,
      report.firmware ?? null, isoAt(at)]);
  if (report.errorCode !== row.error_code) {
    await tx.query('UPDATE pay_station_errors SET cleared_at = $2 WHERE pay_station_id = $1 AND cleared_at IS NULL', [device.id, isoAt(at)]);
    if (report.errorCode !== 0) {
      const faulty = Object.entries(report.modules).find(([, state]) => state === 'fault')?.[0] ?? null;
      await tx.query('INSERT INTO pay_station_errors (pay_station_id, lot_id, code, module, raised_at) VALUES ($1, $2, $3, $4, $5)',
        [device.id, device.lotId, report.errorCode, faulty, isoAt(at)]);
    }
  }
  if (report.movement) {
    const { kind, amount, notes, coins, operator } = report.movement;
    await tx.query(
      `INSERT INTO pay_station_cash (at, pay_station_id, lot_id, kind, amount, notes, coins, balance, operator)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [isoAt(at), device.id, device.lotId, kind, amount, notes, coins, report.cash.amount, operator ?? null]);
  }
  await recordConnection(tx, device, ONLINE, at);
  await syncAlarms(tx, device, { comm: ONLINE, errorCode: report.errorCode, notes: report.cash.notes }, at);
  await running.sample(tx, device, report, at);
  if (report.call) await recordPhoneCall(tx, device, row.name, report.call);
  if (report.payment) {
    const booked = await inSavepoint(tx, () => stationPayment(tx, device, report.payment!, at));
    if (!booked.ok) refused(`payment ${report.payment.txnNo} refused: ${reasonOf(booked.error)}`);
    else if (!booked.value) refused(`payment ${report.payment.txnNo} for ${report.payment.plate}: nothing due in the lot`);
  }
}

/** Why a part of a report was refused (the rest of the report is stored). */
export type Refused = (why: string) => void;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A lane decision that opens the barrier: the lane's gate to lift once the report is committed (and a warning or the card's message to show). */
export interface GateLift { lotId: number; laneName: string; passageId: number; arrearsWarning?: LaneOutcome['arrearsWarning']; card?: LaneOutcome['card'] }

export async function applyLaneReport(
  tx: Queryable, device: FleetDevice, report: z.infer<typeof laneReport>, at: number, running: RunningSampler, refused: Refused,
): Promise<GateLift | null> {
  const [lane] = await tx.query<{ lane_name: string; direction: number }>(
    'UPDATE lane_devices SET comm_state = 1, gate_state = COALESCE($2, gate_state), firmware = COALESCE($3, firmware), last_seen_at = $4 WHERE id = $1 RETURNING lane_name, direction',
    [device.id, report.gateState ?? null, report.firmware ?? null, isoAt(at)]);
  await recordConnection(tx, device, ONLINE, at);
  await syncAlarms(tx, device, { comm: ONLINE }, at);
  await running.sample(tx, device, report, at);
  const laneDevice = { id: device.id, serial: device.serial, lotId: device.lotId, laneName: lane.lane_name, direction: lane.direction };
  if (report.healthCode) await healthCodeScan(tx, laneDevice, report.healthCode, at);
  if (report.call) await recordPhoneCall(tx, device, lane.lane_name, report.call);
  if (!report.capture) return null;
  const outcome = await inSavepoint(tx, () => laneCapture(tx, laneDevice, report.capture!, at));
  if (!outcome.ok) { refused(`capture of ${report.capture.plate} refused: ${reasonOf(outcome.error)}`); return null; }
  const { decision, passageId, arrearsWarning, card } = outcome.value;
  return opensBarrier(decision) ? { lotId: device.lotId, laneName: lane.lane_name, passageId, ...(arrearsWarning ? { arrearsWarning } : {}), ...(card ? { card } : {}) } : null;
}

/** A pay station or lane controller dropped its connection (or went silent). */
export async function applyDirectOffline(tx: Queryable, device: FleetDevice, at: number): Promise<void> {
  const table = LIVE_TABLES[device.kind];
  await tx.query(`UPDATE ${table} SET comm_state = 0 WHERE id = $1`, [device.id]);
  await recordConnection(tx, device, LOCK_COMM_STATE.offline, at);
  await syncAlarms(tx, device, { comm: LOCK_COMM_STATE.offline }, at);
}
