// Builds the demo estate (estate-plan.ts) in the caller's transaction: lots, yard areas and
// streets with berths, lane controllers, pay stations, node controllers with locks and sensors, a
// POS terminal and its collectors, the rates (versioned rule sets made by the rate form's own
// rulesFromForm, in force from a month back), and a permission group giving the demo staff the
// demo lots. These are the base rows an operator types in; everything that follows from traffic
// (stays, orders, payments, passages, alarms) is made by the domain services (history.ts).
import { luhnDigit } from '../../lib/validation/formats';
import { formFromRules, rulesFromForm } from '../../lib/tariff/form';
import { generatePassword, hashPassword } from '../auth/passwords';
import { isoAt, type Queryable } from '../db';
import { DEMO_COLLECTORS, DEMO_GROUP, DEMO_LOTS, DEMO_POS_TERMINAL, type DemoLot, type DemoRate } from './estate-plan';
import { STAFF_ROLES } from './staff-roles';

const DAY = 86_400_000;
/** Rates are in force from this long before the history starts. */
const RATES_FROM_DAYS = 30;

export interface BuiltBerth {
  id: number; number: string; device: { kind: 'lock' | 'sensor'; id: number; serial: string } | null;
  /** The video pile watching it (on-street). */
  pile: string | null;
}
export interface BuiltLot {
  plan: DemoLot;
  id: number;
  lanes: { id: number; serial: string; laneName: string; direction: number }[];
  payStations: { id: number; serial: string }[];
  /** Berths of yard areas (off-street, no detector) and streets (a lock or a sensor each). */
  berths: BuiltBerth[];
}

const insert = async (tx: Queryable, sql: string, values: unknown[]) => Number((await tx.query<{ id: number }>(`${sql} RETURNING id`, values))[0].id);

export async function createRate(tx: Queryable, lotId: number, rate: DemoRate, from: number): Promise<void> {
  const made = rulesFromForm(rate.form);
  if (!made.ok) throw new Error(`demo rate ${rate.name} refused by the rate form: ${JSON.stringify(made.fields)}`);
  const form = formFromRules(made.rules);
  const rateId = await insert(tx, 'INSERT INTO rates (lot_id, kind, name, plate_color, vehicle_type) VALUES ($1, 1, $2, $3, $4)',
    [lotId, rate.name, rate.plateColor, rate.vehicleType ?? 'all']);
  await tx.query(
    `INSERT INTO rate_versions (rate_id, version, rules, form, effective_from, created_by, created_at) VALUES ($1, 1, $2::jsonb, $3::jsonb, $4, 'demo', $4)`,
    [rateId, JSON.stringify(made.rules), JSON.stringify(form), isoAt(from)]);
}

async function createBerths(tx: Queryable, lot: number, place: { yardAreaId?: number; streetId?: number }, numbers: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const number of numbers) {
    ids.push(await insert(tx, 'INSERT INTO berths (lot_id, yard_area_id, street_id, number) VALUES ($1, $2, $3, $4)',
      [lot, place.yardAreaId ?? null, place.streetId ?? null, number]));
  }
  return ids;
}

const numbered = (prefix: string, from: number, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${String(from + i).padStart(3, '0')}`);

async function createLot(tx: Queryable, plan: DemoLot, now: number): Promise<BuiltLot> {
  const id = await insert(tx, 'INSERT INTO parking_lots (name, type, total_spaces, address, free_minutes) VALUES ($1, $2, $3, $4, 15)',
    [plan.name, plan.type, plan.totalSpaces, plan.address]);
  const built: BuiltLot = { plan, id, lanes: [], payStations: [], berths: [] };
  for (const area of plan.areas) {
    const areaId = await insert(tx, 'INSERT INTO yard_areas (lot_id, name, floor) VALUES ($1, $2, $3)', [id, area.name, area.floor]);
    const numbers = numbered(area.prefix, 1, area.berths);
    const ids = await createBerths(tx, id, { yardAreaId: areaId }, numbers);
    built.berths.push(...ids.map((berthId, i) => ({ id: berthId, number: numbers[i], device: null, pile: null })));
  }
  for (const street of plan.streets) {
    const streetId = await insert(tx, 'INSERT INTO streets (lot_id, name) VALUES ($1, $2)', [id, street.name]);
    const nodeId = await insert(tx, 'INSERT INTO node_controllers (serial, name, lot_id, street_id) VALUES ($1, $1, $2, $3)',
      [street.nodeSerial, id, streetId]);
    const numbers = numbered(street.berthPrefix, 1, street.lockBerths + street.sensorBerths);
    const ids = await createBerths(tx, id, { streetId }, numbers);
    const pileId = await insert(tx, "INSERT INTO video_piles (serial, model, lot_id, street_id) VALUES ($1, 'VP-4', $2, $3)", [street.videoPile, id, streetId]);
    for (const berthId of ids) await tx.query('INSERT INTO video_pile_berths (pile_id, berth_id) VALUES ($1, $2)', [pileId, berthId]);
    for (const [i, berthId] of ids.entries()) {
      const kind = i < street.lockBerths ? 'lock' : 'sensor';
      const serial = `${street.nodeSerial.replace('NODE', kind === 'lock' ? 'L' : 'M')}-${numbers[i]}`;
      const deviceId = kind === 'lock'
        ? await insert(tx, "INSERT INTO parking_locks (serial, lot_id, berth_id, node_id, model, battery) VALUES ($1, $2, $3, $4, 'CL-200', 100)", [serial, id, berthId, nodeId])
        : await insert(tx, "INSERT INTO sensors (serial, kind, lot_id, berth_id, node_id, model, battery, occupied) VALUES ($1, 1, $2, $3, $4, 'GM-10', 100, false)", [serial, id, berthId, nodeId]);
      built.berths.push({ id: berthId, number: numbers[i], device: { kind, id: deviceId, serial }, pile: street.videoPile });
    }
  }
  for (const lane of plan.lanes) {
    // kind 2: a camera with its barrier controller.
    const laneId = await insert(tx, "INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind, model, gate_state) VALUES ($1, $2, $3, $4, 2, 'LPR-G3', 0)",
      [lane.serial, id, lane.name, lane.direction]);
    built.lanes.push({ id: laneId, serial: lane.serial, laneName: lane.name, direction: lane.direction });
  }
  for (const station of plan.payStations) {
    const stationId = await insert(tx, "INSERT INTO pay_stations (serial, name, lot_id, location, model) VALUES ($1, $2, $3, $4, 'PS-7')",
      [station.serial, station.name, id, station.location]);
    built.payStations.push({ id: stationId, serial: station.serial });
  }
  for (const rate of plan.rates) await createRate(tx, id, rate, now - RATES_FROM_DAYS * DAY);
  return built;
}

/** The on-street lot's POS terminal and collectors (their passwords are random: they sign in on the POS app only). */
async function createPos(tx: Queryable, lotId: number): Promise<void> {
  const imei = `${DEMO_POS_TERMINAL.imeiBody}${luhnDigit(DEMO_POS_TERMINAL.imeiBody)}`;
  await tx.query("INSERT INTO pos_terminals (serial, model, imei, lot_id) VALUES ($1, 'P2', $2, $3)", [DEMO_POS_TERMINAL.serial, imei, lotId]);
  for (const collector of DEMO_COLLECTORS) {
    await tx.query('INSERT INTO pos_users (login_name, name, lot_id, password_hash) VALUES ($1, $2, $3, $4)',
      [collector.login, collector.name, lotId, await hashPassword(generatePassword(collector.login))]);
  }
}

/**
 * A sensor installed on a new berth whose node controller is not wired yet: nobody hears it, so it
 * stays offline (the dashboard's devices offline, the device screens' offline filter).
 */
async function createUnlinkedSensor(tx: Queryable, street: BuiltLot): Promise<void> {
  const plan = street.plan.streets[street.plan.streets.length - 1];
  const [road] = await tx.query<{ id: number }>('SELECT id FROM streets WHERE lot_id = $1 AND name = $2', [street.id, plan.name]);
  const number = `${plan.berthPrefix}${String(plan.lockBerths + plan.sensorBerths + 1).padStart(3, '0')}`;
  const [berthId] = await createBerths(tx, street.id, { streetId: road.id }, [number]);
  await tx.query("INSERT INTO sensors (serial, kind, lot_id, berth_id, model, remark) VALUES ($1, 1, $2, $3, 'GM-10', '待接入节点控制器')",
    [`${plan.nodeSerial.replace('NODE', 'M')}-${number}`, street.id, berthId]);
}

/** The demo staff (the demo users seed.ts made) see the demo lots. */
async function createGroup(tx: Queryable, lotIds: number[]): Promise<void> {
  const groupId = await insert(tx, 'INSERT INTO permission_groups (name, name_en) VALUES ($1, $2)', [DEMO_GROUP.name, DEMO_GROUP.nameEn]);
  for (const lotId of lotIds) await tx.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [groupId, lotId]);
  await joinDemoGroup(tx);
}

/** The demo users join the demo's permission group (also those a later version adds: every start). */
export async function joinDemoGroup(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO permission_group_users (group_id, user_id)
     SELECT g.id, u.id FROM permission_groups g, users u WHERE g.name = $1 AND lower(u.login_name) = ANY($2::text[])
     ON CONFLICT DO NOTHING`,
    [DEMO_GROUP.name, STAFF_ROLES.map((r) => r.user.login.toLowerCase())]);
}

export async function createDemoEstate(tx: Queryable, now: number): Promise<BuiltLot[]> {
  const lots: BuiltLot[] = [];
  for (const plan of DEMO_LOTS) lots.push(await createLot(tx, plan, now));
  const street = lots.find((l) => l.plan.key === 'street')!;
  await createPos(tx, street.id);
  await createUnlinkedSensor(tx, street);
  await createGroup(tx, lots.map((l) => l.id));
  return lots;
}
