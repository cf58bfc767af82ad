// What the field reported during the demo's week besides its traffic, through the device
// ingestion (each report checked against the protocol and applied as a device's report is) and the
// console's screens: vehicles read twice at an entrance (one left unread the day before), a
// registered plate read with another brand, a vehicle let in by hand, a sensor that missed a
// departure (the vehicle let out by hand, the fault reported), the inspection vehicle's patrols,
// and the devices' heartbeats (running figures, battery levels).
import { LOCK_RUN_STATE } from '../../lib/spec-constants';
import type { DeviceKind } from '../../lib/device-protocol';
import type { Queryable } from '../db';
import { Fleet } from '../areas/devices/fleet';
import { createIngest } from '../areas/devices/ingest';
import { recordInspectionComparison } from '../areas/field-ops/comparisons';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import { DEMO_FIELD, type DemoCapture } from './field-records-plan';
import { dayStart, type DemoProblem, type DemoStaff } from './records-plan';
import { MINUTE } from './visits';

const HOUR = 60 * MINUTE;

/** Reports devices send, at a moment of the demo's week, through the ingestion. */
export function demoDevices(desk: DemoConsole) {
  const fleet = new Fleet(desk.db);
  let clock = 0;
  const ingest = createIngest({
    db: desk.db, fleet, now: () => clock,
    // The demo's devices say what the demo plans: a refusal is a mistake in the plan.
    onRejected: (kind, serial, why) => { throw new Error(`demo: the report of ${kind} ${serial} was refused: ${why}`); },
  });
  return {
    async report(kind: DeviceKind, serial: string, payload: Record<string, unknown>, at: number): Promise<void> {
      const device = await fleet.find(kind, serial);
      if (!device) throw new Error(`demo: no device ${kind} ${serial}`);
      clock = at;
      await ingest.applyReport(device, payload);
    },
    list: async () => { await fleet.reload(); return fleet.list(); },
  };
}

export async function replayFieldRecords(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff): Promise<DemoProblem[]> {
  const devices = demoDevices(desk);
  const lane = (key: string, direction: 1 | 2) => lots.find((l) => l.plan.key === key)!.lanes.find((l) => l.direction === direction)!.serial;
  const capture = (key: string, c: DemoCapture, at: number) =>
    devices.report('lane', lane(key, 1), { capture: { plate: c.plate, color: c.color, ...(c.brand ? { brand: c.brand } : {}) } }, at);

  // Read at the entrance, left unread (the barrier was up behind another car), read again on coming back: a repeat entry.
  for (const r of DEMO_FIELD.repeatEntries) {
    await capture(r.lot, r.vehicle, now - r.firstHoursAgo * HOUR);
    await capture(r.lot, r.vehicle, now - r.againHoursAgo * HOUR);
  }
  // An owner on file read with another brand than registered (a cloned plate?) at the east entrance.
  const [registered] = await tx.query<{ plate: string; plate_color: DemoCapture['color'] }>('SELECT plate, plate_color FROM vehicles WHERE brand IS NOT NULL ORDER BY id LIMIT 1');
  if (registered) await capture('east', { plate: registered.plate, color: registered.plate_color, brand: DEMO_FIELD.otherBrand }, now - 50 * MINUTE);

  // A vehicle the camera could not read, let in by hand.
  const east = lots.find((l) => l.plan.key === 'east')!;
  const [reason] = await tx.query<{ id: number }>('SELECT id FROM incoming_reasons WHERE reason = $1', [DEMO_FIELD.manualEntry.reason]);
  await desk.create('/ManualPassageRecord', {
    lotId: east.id, plate: DEMO_FIELD.manualEntry.plate, plateColor: DEMO_FIELD.manualEntry.color, reasonId: reason.id, remark: DEMO_FIELD.manualEntry.remark,
  }, staff.operator, now - 75 * MINUTE);

  const problems = await missedDeparture(tx, desk, devices, lots, now, staff);
  await patrols(tx, now);
  await heartbeats(tx, devices, now);
  return problems;
}

/**
 * A sensor saw a vehicle arrive and the pile read its plate, but missed its departure: the
 * collector finds the berth empty, the operator lets the stay out by hand (it owes: an arrear),
 * and the collector's report of the sensor is handled.
 */
async function missedDeparture(tx: Queryable, desk: DemoConsole, devices: ReturnType<typeof demoDevices>, lots: BuiltLot[], now: number, staff: DemoStaff): Promise<DemoProblem[]> {
  const street = lots.find((l) => l.plan.key === 'street')!;
  const plan = DEMO_FIELD.missedDeparture;
  const since = now - plan.parkedHoursAgo * HOUR;
  const [berth] = await tx.query<{ id: number; number: string; serial: string; pile: string }>(
    `SELECT b.id, b.number, se.serial, p.serial AS pile FROM berths b JOIN sensors se ON se.berth_id = b.id AND se.node_id IS NOT NULL
       JOIN video_pile_berths vb ON vb.berth_id = b.id JOIN video_piles p ON p.id = vb.pile_id
      WHERE b.lot_id = $1 AND NOT EXISTS (SELECT 1 FROM stays s WHERE s.berth_id = b.id AND (s.exit_at IS NULL OR s.exit_at > $2))
      ORDER BY b.number LIMIT 1`, [street.id, new Date(since - HOUR).toISOString()]);
  if (!berth) return [];
  await devices.report('sensor', berth.serial, { occupied: true, battery: 63, magneticValue: 870, signal: 70 }, since);
  await devices.report('videoPile', berth.pile, { captures: [{ berth: berth.number, plate: plan.vehicle.plate, color: plan.vehicle.color }] }, since + 2 * MINUTE);
  await desk.create('/ManualDeparture', { berthId: berth.id, plate: plan.vehicle.plate, reason: plan.reason }, staff.operator, now - plan.departedMinutesAgo * MINUTE);
  return [{ ...plan.problem, location: berth.number, deviceSerial: berth.serial, hoursAgo: plan.departedMinutesAgo / 60 + 0.1 }];
}

/** The inspection vehicle in service drives its street yesterday morning and just now: each berth compared with its open order. */
async function patrols(tx: Queryable, now: number): Promise<void> {
  const [vehicle] = await tx.query<{ id: number; street_id: number }>('SELECT id, street_id FROM inspection_vehicles WHERE status = 1 ORDER BY id LIMIT 1');
  if (!vehicle) return;
  const berths = await tx.query<{ id: number }>('SELECT id FROM berths WHERE street_id = $1 ORDER BY number', [vehicle.street_id]);
  for (const start of [dayStart(now, -1) + DEMO_FIELD.patrolHour * HOUR, now - 50 * MINUTE]) {
    for (const [i, berth] of berths.entries()) {
      const seenAt = start + i * MINUTE;
      const [parked] = await tx.query<{ plate: string; order_no: string | null }>(
        `SELECT s.plate, o.order_no FROM stays s LEFT JOIN orders o ON o.stay_id = s.id
          WHERE s.berth_id = $1 AND s.entry_at <= $2 AND (s.exit_at IS NULL OR s.exit_at > $2) ORDER BY s.entry_at DESC LIMIT 1`,
        [berth.id, new Date(seenAt).toISOString()]);
      await recordInspectionComparison(tx, {
        vehicleId: vehicle.id, berthId: berth.id, seenAt, plate: parked?.plate || null,
        order: parked?.order_no ? { orderNo: parked.order_no, plate: parked.plate } : null,
      }, seenAt);
    }
  }
}

/**
 * Heartbeats: the lanes, node controllers and video piles at noon each day, and every device the
 * backend hears (a lock or sensor behind a node) just before the start, each saying what it is now
 * (its state as the week left it) with its battery a little down.
 */
async function heartbeats(tx: Queryable, devices: ReturnType<typeof demoDevices>, now: number): Promise<void> {
  const fleet = (await devices.list()).filter((d) => d.serial.startsWith('SF-') && (d.kind !== 'lock' && d.kind !== 'sensor' || d.nodeSerial));
  const running = (d: { id: number }, day: number) => ({ firmware: DEMO_FIELD.firmware, signal: 70 + ((d.id + day) % 25), temperature: 18 + ((d.id * 7 + day) % 15) });
  for (let offset = -6; offset <= 0; offset += 1) {
    const at = dayStart(now, offset) + 12 * HOUR;
    if (at >= now - 5 * MINUTE) continue;
    for (const d of fleet.filter((f) => f.kind === 'lane' || f.kind === 'node' || f.kind === 'videoPile')) {
      await devices.report(d.kind, d.serial, { ...running(d, offset), uptime: (offset + 7) * 86_400 }, at);
    }
  }
  const at = now - MINUTE;
  for (const d of fleet) {
    const battery = 100 - (d.id % 5) - 1;
    let payload: Record<string, unknown> = {};
    if (d.kind === 'lock') {
      const [row] = await tx.query<{ control_mode: number; run_state: number; raised: boolean; vehicle: boolean; battery: number | null }>(
        'SELECT control_mode, run_state, raised, vehicle, battery FROM parking_locks WHERE id = $1', [d.id]);
      const state = row.vehicle ? { mode: row.control_mode, comm: 1, run: row.run_state, raised: row.raised, vehicle: true }
        : { mode: row.control_mode, comm: 1, run: LOCK_RUN_STATE.available, raised: false, vehicle: false };
      payload = { state, battery: Math.min(row.battery ?? 100, battery), detectorValue: row.vehicle ? 900 : 0 };
    } else if (d.kind === 'sensor') {
      const [row] = await tx.query<{ occupied: boolean | null; battery: number | null }>('SELECT occupied, battery FROM sensors WHERE id = $1', [d.id]);
      payload = { occupied: row.occupied === true, battery: Math.min(row.battery ?? 100, battery), magneticValue: row.occupied ? 850 : 20 };
    } else if (d.kind === 'payStation') {
      continue; // a station's report carries its cash box, which the demo does not know: it reports live
    } else if (d.kind === 'lane') {
      payload = { gateState: 0 };
    }
    await devices.report(d.kind, d.serial, { ...payload, ...running(d, 0) }, at);
  }
}
