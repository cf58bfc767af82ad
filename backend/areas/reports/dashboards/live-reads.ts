// What the live boards read of now (docs/reports.md, "Dashboards: live boards"), over lot ids: the
// lots' occupancy, today's money and traffic (the operator's day of the request's clock), and the
// devices' live state (comm_state, written by the devices' ingest) with their open alarms.
import { DEVICE_KINDS, type DeviceKind } from '../../../../lib/device-protocol';
import { LOCK_COMM_STATE } from '../../../../lib/spec-constants';
import { STAY_STATE } from '../../../../lib/parking/stay-machine';
import { isoAt, type Reader } from '../../../db';
import { LIVE_TABLES } from '../../devices';

/** status of an enabled device (as /DataHome counts them). */
export const DEVICE_ENABLED = 1;
const TODAY = 'operator_day($2::timestamptz)';
const inToday = (column: string) => `${column} >= operator_day_start(${TODAY}) AND ${column} < operator_day_start(${TODAY} + 1)`;

export interface LotToday { received: number; payments: number; entries: number; exits: number }

/** Per lot: money received, payments, entries and exits of today. */
export async function lotsToday(db: Reader, ids: readonly number[], now: number): Promise<Map<number, LotToday>> {
  const params = [ids, isoAt(now)];
  const paid = await db.query<{ lot_id: number; amount: string | number; n: number }>(
    `SELECT lot_id, sum(amount)::bigint AS amount, count(*)::int AS n FROM payments WHERE lot_id = ANY($1::int[]) AND ${inToday('paid_at')} GROUP BY lot_id`, params);
  const entries = await db.query<{ lot_id: number; n: number }>(
    `SELECT lot_id, count(*)::int AS n FROM stays WHERE lot_id = ANY($1::int[]) AND ${inToday('entry_at')} GROUP BY lot_id`, params);
  const exits = await db.query<{ lot_id: number; n: number }>(
    `SELECT lot_id, count(*)::int AS n FROM stays WHERE lot_id = ANY($1::int[]) AND ${inToday('exit_at')} AND state <> ${STAY_STATE.repeatEntry} GROUP BY lot_id`, params);
  const of = <R extends { lot_id: number }>(rows: R[], id: number) => rows.find((r) => Number(r.lot_id) === id);
  return new Map(ids.map((id) => [id, {
    received: Number(of(paid, id)?.amount ?? 0), payments: Number(of(paid, id)?.n ?? 0),
    entries: Number(of(entries, id)?.n ?? 0), exits: Number(of(exits, id)?.n ?? 0),
  }]));
}

/** Enabled devices, those online now, and open alarms: per kind and lot. */
export interface DeviceCount { kind: DeviceKind; lotId: number; enabled: number; online: number; faults: number }

export async function deviceCounts(db: Reader, ids: readonly number[]): Promise<DeviceCount[]> {
  const union = DEVICE_KINDS.map((kind) => `SELECT '${kind}' AS kind, lot_id, status, comm_state FROM ${LIVE_TABLES[kind]}`).join(' UNION ALL ');
  const live = await db.query<{ kind: DeviceKind; lot_id: number; enabled: number; online: number }>(
    `SELECT kind, lot_id, count(*) FILTER (WHERE status = ${DEVICE_ENABLED})::int AS enabled,
            count(*) FILTER (WHERE status = ${DEVICE_ENABLED} AND comm_state = ${LOCK_COMM_STATE.online})::int AS online
       FROM (${union}) d WHERE lot_id = ANY($1::int[]) GROUP BY kind, lot_id`, [ids]);
  const alarms = await db.query<{ kind: DeviceKind; lot_id: number; n: number }>(
    `SELECT device_kind AS kind, lot_id, count(*)::int AS n FROM device_alarms WHERE cleared_at IS NULL AND lot_id = ANY($1::int[]) GROUP BY 1, 2`, [ids]);
  const counts = new Map<string, DeviceCount>();
  const at = (kind: DeviceKind, lotId: number) => {
    const key = `${kind}@${lotId}`;
    let found = counts.get(key);
    if (!found) counts.set(key, (found = { kind, lotId, enabled: 0, online: 0, faults: 0 }));
    return found;
  };
  for (const row of live) Object.assign(at(row.kind, Number(row.lot_id)), { enabled: Number(row.enabled), online: Number(row.online) });
  for (const row of alarms) if (DEVICE_KINDS.includes(row.kind)) at(row.kind, Number(row.lot_id)).faults = Number(row.n);
  return [...counts.values()];
}

/** The counts of the devices that pass `keep`, added up. */
export function addDevices(counts: readonly DeviceCount[], keep: (c: DeviceCount) => boolean = () => true) {
  return counts.filter(keep).reduce((a, c) => ({ enabled: a.enabled + c.enabled, online: a.online + c.online, faults: a.faults + c.faults }), { enabled: 0, online: 0, faults: 0 });
}
