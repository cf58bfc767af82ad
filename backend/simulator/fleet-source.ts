// Which devices the simulator plays: every enabled device of the registers that has a connection
// of its own (node controllers, pay stations, lane controllers, video piles), each node controller with the
// enabled locks and sensors behind it. A lock or sensor with no node controller cannot be heard
// and stays offline, as in the field. Read from the database (in process) or through the
// backend's 'server' operation DeviceControl/SimulatorFleet (npm run simulate).
import type { LockState } from '../../lib/areas/devices/lock-machine';
import { ARCHIVE_STATE } from '../../lib/parking/archive-machine';
import { toMs, type Queryable } from '../db';
import { signQrToken } from '../areas/merchants';
import type { DemoPlate } from '../demo/plates';
import type { SimDeviceSpec } from './models';

export interface SimConnection { spec: SimDeviceSpec; children: SimDeviceSpec[] }
export type SimFleet = SimConnection[];

interface Row {
  kind: SimDeviceSpec['kind']; serial: string; node_serial: string | null; mode: number | null; comm: number | null; run: number | null;
  raised: boolean | null; vehicle: boolean | null; battery: number | null; occupied: boolean | null; gate_state: number | null; firmware: string | null;
  lot_id: number; direction: number | null; berth_number: string | null; street_id: number | null;
}

const FLEET_SQL = `
  SELECT 'node' AS kind, serial, NULL AS node_serial, NULL::smallint AS mode, NULL::smallint AS comm, NULL::smallint AS run,
         NULL::boolean AS raised, NULL::boolean AS vehicle, NULL::smallint AS battery, NULL::boolean AS occupied, NULL::smallint AS gate_state, firmware,
         lot_id, NULL::smallint AS direction, NULL AS berth_number, NULL::int AS street_id
    FROM node_controllers WHERE status = 1
  UNION ALL
  SELECT 'lock', l.serial, n.serial, l.control_mode, l.comm_state, l.run_state, l.raised, l.vehicle, l.battery, NULL, NULL, l.firmware, l.lot_id, NULL, b.number, b.street_id
    FROM parking_locks l JOIN node_controllers n ON n.id = l.node_id AND n.status = 1 LEFT JOIN berths b ON b.id = l.berth_id WHERE l.status = 1
  UNION ALL
  SELECT 'sensor', s.serial, n.serial, NULL, NULL, NULL, NULL, NULL, s.battery, s.occupied, NULL, s.firmware, s.lot_id, NULL, b.number, b.street_id
    FROM sensors s JOIN node_controllers n ON n.id = s.node_id AND n.status = 1 LEFT JOIN berths b ON b.id = s.berth_id WHERE s.status = 1
  UNION ALL
  SELECT 'payStation', serial, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, firmware, lot_id, NULL, NULL, NULL FROM pay_stations WHERE status = 1
  UNION ALL
  SELECT 'lane', serial, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, gate_state, firmware, lot_id, direction, NULL, NULL FROM lane_devices WHERE status = 1
  UNION ALL
  SELECT 'videoPile', serial, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, firmware, lot_id, NULL, NULL, NULL FROM video_piles WHERE status = 1
  ORDER BY 1, 2`;

/** The berths each video pile covers, with the detector (lock or sensor) of each. */
const COVERS_SQL = `
  SELECT p.serial AS pile, b.number AS berth, coalesce(l.serial, s.serial) AS detector, CASE WHEN l.id IS NULL THEN 'sensor' ELSE 'lock' END AS kind
    FROM video_pile_berths vb JOIN video_piles p ON p.id = vb.pile_id AND p.status = 1 JOIN berths b ON b.id = vb.berth_id
    LEFT JOIN parking_locks l ON l.berth_id = b.id AND l.status = 1 LEFT JOIN sensors s ON s.berth_id = b.id AND s.status = 1
   WHERE l.id IS NOT NULL OR s.id IS NOT NULL ORDER BY p.serial, b.number`;

function specOf(row: Row): SimDeviceSpec {
  const lock = row.kind === 'lock' && row.mode !== null
    ? { mode: row.mode, comm: row.comm, run: row.run, raised: row.raised, vehicle: row.vehicle } as LockState : null;
  return { kind: row.kind, serial: row.serial, lock, battery: row.battery, occupied: row.occupied, gateState: row.gate_state, firmware: row.firmware,
    lotId: row.lot_id, direction: row.direction,
    ...(row.berth_number ? { berth: { number: row.berth_number, streetId: row.street_id === null ? null : Number(row.street_id) } } : {}) };
}

export async function loadSimFleet(db: Queryable): Promise<SimFleet> {
  const rows = await db.query<Row>(FLEET_SQL);
  const covers = new Map<string, NonNullable<SimDeviceSpec['covers']>>();
  for (const c of await db.query<{ pile: string; berth: string; detector: string; kind: 'lock' | 'sensor' }>(COVERS_SQL)) {
    covers.set(c.pile, [...(covers.get(c.pile) ?? []), { berth: c.berth, detector: { kind: c.kind, serial: c.detector } }]);
  }
  const nodes = new Map<string, SimConnection>();
  const fleet: SimFleet = [];
  for (const row of rows) {
    if (row.kind === 'lock' || row.kind === 'sensor') continue;
    const spec = specOf(row);
    const connection = { spec: row.kind === 'videoPile' ? { ...spec, covers: covers.get(row.serial) ?? [] } : spec, children: [] };
    if (row.kind === 'node') nodes.set(row.serial, connection);
    fleet.push(connection);
  }
  for (const row of rows) {
    if (row.node_serial) nodes.get(row.node_serial)?.children.push(specOf(row));
  }
  return fleet;
}

/** Off-street vehicles in a lot with an exit lane (open stays without a berth), for the simulated traffic. */
export async function loadSimVehicles(db: Queryable): Promise<SimLotVehicle[]> {
  const rows = await db.query<{ lot_id: number; plate: string; plate_color: string; entry_at: unknown }>(
    `SELECT s.lot_id, s.plate, s.plate_color, s.entry_at FROM stays s
      WHERE s.state IN (0, 1) AND s.berth_id IS NULL AND s.plate <> ''
        AND EXISTS (SELECT 1 FROM lane_devices l WHERE l.lot_id = s.lot_id AND l.status = 1 AND l.direction = 2)`);
  return rows.map((r) => ({ lotId: Number(r.lot_id), plate: r.plate, color: r.plate_color as SimLotVehicle['color'], since: toMs(r.entry_at)! }));
}

export interface SimLotVehicle extends DemoPlate { lotId: number; since: number }

/**
 * The plates of the cards in force today (confirmed, not paused nor refunded) in lots with an exit
 * lane: the simulated traffic's regulars (docs/rentals.md "At the lane").
 */
export async function loadSimRegulars(db: Queryable): Promise<SimLotRegular[]> {
  const rows = await db.query<{ lot_id: number; plate: string }>(
    `SELECT p.lot_id, p.plate FROM month_cards c JOIN month_card_plates p ON p.card_id = c.id
      WHERE c.review_state = ${ARCHIVE_STATE.confirmed} AND c.paused_at IS NULL AND c.refunded_at IS NULL
        AND (timezone('UTC', now()) + interval '8 hours')::date BETWEEN c.start_date AND c.end_date
        AND EXISTS (SELECT 1 FROM lane_devices l WHERE l.lot_id = p.lot_id AND l.status = 1 AND l.direction = 2)`);
  // A card's plates are typed without a colour: the blue of a small car.
  return rows.map((r) => ({ lotId: Number(r.lot_id), plate: r.plate, color: 'blue' }));
}

export interface SimLotRegular extends DemoPlate { lotId: number }

/** A merchant's printed claim code at a lot with an exit lane (its token as printed), for the simulated shoppers. */
export interface SimClaimCode { lotId: number; token: string }

export async function loadSimClaimCodes(db: Queryable, qrKey: Buffer): Promise<SimClaimCode[]> {
  const rows = await db.query<{ id: number; lot_id: number }>(
    `SELECT q.id, q.lot_id FROM qr_codes q JOIN coupon_types t ON t.id = q.coupon_type_id AND t.status = 1
      JOIN merchants m ON m.id = q.merchant_id AND m.state = 1
      WHERE q.kind = 'claim' AND q.status = 1
        AND EXISTS (SELECT 1 FROM lane_devices l WHERE l.lot_id = q.lot_id AND l.status = 1 AND l.direction = 2)`);
  return rows.map((r) => ({ lotId: Number(r.lot_id), token: signQrToken(qrKey, Number(r.id)) }));
}
