// The monitoring centre's live boards (docs/reports.md, "Dashboards: live boards"): operation
// dashboards, device perception, pay station dashboard, road section monitoring. Figures of now
// over the caller's lots (or one); the page reads them again every few seconds.
import { DEVICE_KINDS, type DeviceKind } from '../../../../lib/device-protocol';
import { totalOccupancy } from '../../../../lib/parking/occupancy';
import { rateOf } from '../../../../lib/reports/rates';
import { deviceOnlineRate, onlineShareNow } from '../../../../lib/reports/use-figures';
import { ARREAR_STATE } from '../../../../lib/parking/arrears-machine';
import type { RequestContext } from '../../../context';
import { isoAt } from '../../../db';
import { BERTH_STATE } from '../../charging';
import { readOccupancy } from '../../estate';
import type { Answer } from './build';
import { addDevices, deviceCounts, lotsToday, DEVICE_ENABLED } from './live-reads';
import { dashboardLots, lotIdsOf } from './request';
import { addDeviceTimes, readDeviceTime } from './device-time';
import { LOCK_COMM_STATE } from '../../../../lib/spec-constants';

const liveAnswer = (context: RequestContext, cards: Answer['cards'], tables: Answer['tables']): Answer =>
  ({ period: null, compared: null, asOf: isoAt(context.now), cards, tables });

/** Vehicles in over capacity now, per lot (none without capacity), as lib/parking/occupancy.ts counts it. */
export const occupancyNow = (vehiclesIn: number, capacity: number) => (capacity > 0 ? rateOf(vehiclesIn, capacity) : null);

/** "operation dashboards": today live per lot. */
export async function operationDashboard(context: RequestContext, input: { lotId?: number }): Promise<Answer> {
  const lots = await dashboardLots(context, input.lotId);
  const ids = lotIdsOf(lots);
  const places = await readOccupancy(context.db, 'lot', ids);
  const today = await lotsToday(context.db, ids, context.now);
  const devices = await deviceCounts(context.db, ids);
  const total = totalOccupancy([...places.values()]);
  const sum = (pick: (t: { received: number; entries: number; exits: number }) => number) => [...today.values()].reduce((a, t) => a + pick(t), 0);
  const allDevices = addDevices(devices);
  const rows = lots.map((lot) => {
    const place = places.get(lot.id);
    const t = today.get(lot.id)!;
    const d = addDevices(devices, (c) => c.lotId === lot.id);
    return { key: String(lot.id), label: lot.name, values: [place?.vehiclesIn ?? 0, occupancyNow(place?.vehiclesIn ?? 0, place?.capacity ?? 0), t.received, t.entries, onlineShareNow(d.online, d.enabled)] };
  });
  return liveAnswer(context, [
    { figure: 'vehiclesIn', value: total.vehiclesIn, unit: 'count' },
    { figure: 'occupancyNow', value: rateOf(total.occupied, total.capacity), unit: 'bp' },
    { figure: 'received', value: sum((t) => t.received), unit: 'fen' },
    { figure: 'entries', value: sum((t) => t.entries), unit: 'count' },
    { figure: 'exits', value: sum((t) => t.exits), unit: 'count' },
    { figure: 'onlineShareNow', value: onlineShareNow(allDevices.online, allDevices.enabled), unit: 'bp' },
  ], [{
    key: 'lotsNow', chart: 'bar', rowKind: 'named', rows,
    columns: [{ name: 'vehiclesIn', unit: 'count' }, { name: 'occupancyNow', unit: 'bp' }, { name: 'received', unit: 'fen' }, { name: 'entries', unit: 'count' }, { name: 'onlineShareNow', unit: 'bp' }],
  }]);
}

const DEVICE_COLUMNS = [{ name: 'devicesOnline', unit: 'count' }, { name: 'onlineShareNow', unit: 'bp' }, { name: 'onlineRateLastDay', unit: 'bp' }, { name: 'openFaults', unit: 'count' }] as const;

/** The device perception's period: the last day up to now (the board is live; the periods' dashboards choose theirs). */
export const LAST_DAY_MS = 24 * 60 * 60_000;

/** "device perception": devices online now, their online rate over the last 24 hours, and open faults, per kind and per lot. */
export async function devicePerception(context: RequestContext, input: { lotId?: number }): Promise<Answer> {
  const lots = await dashboardLots(context, input.lotId);
  const devices = await deviceCounts(context.db, lotIdsOf(lots));
  const lastDay = await readDeviceTime(context.db, lotIdsOf(lots), { start: context.now - LAST_DAY_MS, end: context.now }, context.now);
  const values = (keep: (c: { kind: DeviceKind; lotId: number }) => boolean) => {
    const d = addDevices(devices, keep);
    return [d.online, onlineShareNow(d.online, d.enabled), deviceOnlineRate(addDeviceTimes(lastDay, keep)), d.faults];
  };
  const all = addDevices(devices);
  return liveAnswer(context, [
    { figure: 'onlineShareNow', value: onlineShareNow(all.online, all.enabled), unit: 'bp' },
    { figure: 'onlineRateLastDay', value: deviceOnlineRate(addDeviceTimes(lastDay)), unit: 'bp' },
    { figure: 'devicesOnline', value: all.online, unit: 'count' },
    { figure: 'openFaults', value: all.faults, unit: 'count' },
  ], [
    { key: 'devicesByKind', chart: 'bar', rowKind: 'deviceKind', columns: [...DEVICE_COLUMNS],
      rows: DEVICE_KINDS.map((kind) => ({ key: kind, values: values((c) => c.kind === kind) })) },
    { key: 'devicesByLot', chart: 'bar', rowKind: 'named', columns: [...DEVICE_COLUMNS],
      rows: lots.map((lot) => ({ key: String(lot.id), label: lot.name, values: values((c) => c.lotId === lot.id) })) },
  ]);
}

/** "pay station dashboard": each enabled pay station: online, its cash (fen), its takings today, its open faults. */
export async function payStationDashboard(context: RequestContext, input: { lotId?: number }): Promise<Answer> {
  const lots = await dashboardLots(context, input.lotId);
  const stations = await context.db.query<{ id: number; name: string; online: number; cash: string | number; received: string | number; faults: number }>(
    `SELECT s.id, s.name, (s.comm_state = ${LOCK_COMM_STATE.online})::int AS online, s.cash_amount AS cash,
            (SELECT coalesce(sum(p.amount), 0)::bigint FROM payments p WHERE p.lot_id = s.lot_id AND p.place = 'payStation' AND p.device = s.serial
               AND p.paid_at >= operator_day_start(operator_day($2::timestamptz)) AND p.paid_at < operator_day_start(operator_day($2::timestamptz) + 1)) AS received,
            (SELECT count(*)::int FROM pay_station_errors e WHERE e.pay_station_id = s.id AND e.cleared_at IS NULL) AS faults
       FROM pay_stations s WHERE s.status = ${DEVICE_ENABLED} AND s.lot_id = ANY($1::int[]) ORDER BY s.name, s.id`,
    [lotIdsOf(lots), isoAt(context.now)]);
  const sum = (pick: (s: (typeof stations)[number]) => unknown) => stations.reduce((a, s) => a + Number(pick(s)), 0);
  return liveAnswer(context, [
    { figure: 'onlineShareNow', value: onlineShareNow(sum((s) => s.online), stations.length), unit: 'bp' },
    { figure: 'cashInStations', value: sum((s) => s.cash), unit: 'fen' },
    { figure: 'received', value: sum((s) => s.received), unit: 'fen' },
    { figure: 'openFaults', value: sum((s) => s.faults), unit: 'count' },
  ], [{
    key: 'payStations', chart: 'bar', rowKind: 'named',
    columns: [{ name: 'devicesOnline', unit: 'count' }, { name: 'cashInStations', unit: 'fen' }, { name: 'received', unit: 'fen' }, { name: 'openFaults', unit: 'count' }],
    rows: stations.map((s) => ({ key: String(s.id), label: s.name, values: [Number(s.online), Number(s.cash), Number(s.received), Number(s.faults)] })),
  }]);
}

/**
 * "road section monitoring": each on-street section (a street) of the caller's lots: its berths,
 * those occupied now, the arrears still open of stays on them, and the collectors signed in to its
 * lot (POS terminals handed out and not returned: collectors are assigned per lot).
 */
export async function roadSectionMonitoring(context: RequestContext, input: { lotId?: number }): Promise<Answer> {
  const lots = await dashboardLots(context, input.lotId);
  const ids = lotIdsOf(lots);
  const streets = await context.db.query<{ id: number; name: string; berths: number; occupied: number; arrears: string | number; collectors: number }>(
    `SELECT st.id, st.name,
            (SELECT count(*)::int FROM berths b WHERE b.street_id = st.id) AS berths,
            (SELECT count(*)::int FROM berths b WHERE b.street_id = st.id AND b.state = ${BERTH_STATE.occupied}) AS occupied,
            (SELECT coalesce(sum(a.amount), 0)::bigint FROM arrears a JOIN stays s ON s.id = a.stay_id JOIN berths b ON b.id = s.berth_id
              WHERE b.street_id = st.id AND a.state = ${ARREAR_STATE.unpaid}) AS arrears,
            (SELECT count(DISTINCT pa.pos_user_id)::int FROM pos_assignments pa WHERE pa.lot_id = st.lot_id AND pa.returned_at IS NULL) AS collectors
       FROM streets st WHERE st.lot_id = ANY($1::int[]) ORDER BY st.name, st.id`, [ids]);
  const [signedIn] = await context.db.query<{ n: number }>(
    'SELECT count(DISTINCT pos_user_id)::int AS n FROM pos_assignments WHERE lot_id = ANY($1::int[]) AND returned_at IS NULL', [ids]);
  const sum = (pick: (s: (typeof streets)[number]) => unknown) => streets.reduce((a, s) => a + Number(pick(s)), 0);
  return liveAnswer(context, [
    { figure: 'berthsOccupied', value: sum((s) => s.occupied), unit: 'count' },
    { figure: 'occupancyNow', value: rateOf(sum((s) => s.occupied), sum((s) => s.berths)), unit: 'bp' },
    { figure: 'openArrears', value: sum((s) => s.arrears), unit: 'fen' },
    { figure: 'collectorsSignedIn', value: Number(signedIn.n), unit: 'count' },
  ], [{
    key: 'roadSections', chart: 'bar', rowKind: 'named',
    columns: [{ name: 'berthsOccupied', unit: 'count' }, { name: 'occupancyNow', unit: 'bp' }, { name: 'openArrears', unit: 'fen' }, { name: 'collectorsSignedIn', unit: 'count' }],
    rows: streets.map((s) => ({ key: String(s.id), label: s.name, values: [Number(s.occupied), rateOf(Number(s.occupied), Number(s.berths)), Number(s.arrears), Number(s.collectors)] })),
  }]);
}
