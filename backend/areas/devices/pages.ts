// The live device pages (lib/areas/devices/pages.ts): locks with their live state and commands
// (/ParkingLockControl), occupancy per lot and street (/ParkingMonitoring, from
// estate/occupancy.ts), barrier gates lifted remotely with a reason (/RemoteLift,
// /CentralControlRemoteLever; every lift recorded for /RodLiftingRecord). Every row is filtered
// by the caller's lots.
import { GATE_COMMANDS, LANE_KIND, type GateCommand } from '../../../lib/areas/devices/commands';
import { LOCK_COMMAND_NAMES, type LockCommand } from '../../../lib/areas/devices/lock-machine';
import { CENTRAL_LEVER, GATE_PAGES, LOCK_CONTROL, PARKING_MONITORING, REMOTE_LIFT } from '../../../lib/areas/devices/pages';
import { eachKey } from '../../../lib/pages/types';
import { requireCaller, type RequestContext } from '../../context';
import { isoAt, toMs } from '../../db';
import { CommandIdClash, UnknownDevice, type CommandOutcome, type DevicePort } from '../../kernel/ports/devices';
import { readOccupancy, type PlaceOccupancy } from '../estate';
import { callerLotIds, callerLotOptions, inScope, type LotScope } from '../../entities/scope';
import { AshxFailure, STATUS, rowNotFound } from '../../kernel/failures';
import { handler, implement, type PageHandlers } from '../../pages/implement';
import { afterTrade, beforeTrade } from './lock-trade';

const MAX_PAGE = 200;
const LOG_ROWS = 20;

function service(context: RequestContext): DevicePort {
  if (!context.devices) throw new AshxFailure(STATUS.notFound, 'devicesOff');
  return context.devices;
}

/** SQL condition on a lot column for the caller's scope, with its parameters from $n on. */
function scopeCondition(column: string, scope: LotScope, n: number): { sql: string; params: unknown[] } {
  return scope === 'all' ? { sql: 'TRUE', params: [] } : { sql: `${column} = ANY($${n}::int[])`, params: [scope] };
}

async function scopeOf(context: RequestContext): Promise<LotScope> {
  return callerLotIds(context.db, requireCaller(context));
}

/** Sends a command to a device of the caller's lots, mapping the commander's refusals. */
async function sendCommand(context: RequestContext, input: { idempotencyKey: string; serial: string; command: string; page: string; params?: Record<string, unknown> },
  kind: 'lock' | 'lane', table: string): Promise<CommandOutcome> {
  const devices = service(context);
  const [row] = await context.db.query<{ lot_id: number }>(`SELECT lot_id FROM ${table} WHERE serial = $1`, [input.serial]);
  if (!row || !inScope(await scopeOf(context), row.lot_id)) throw rowNotFound();
  try {
    return await devices.commander.send({
      // The press's key is the command's id: the device carries an id out once.
      id: input.idempotencyKey, kind, serial: input.serial, command: input.command, params: input.params,
      operator: requireCaller(context).loginName, page: input.page,
    });
  } catch (error) {
    if (error instanceof CommandIdClash) throw new AshxFailure(STATUS.invalid, 'commandIdClash');
    if (error instanceof UnknownDevice) throw new AshxFailure(STATUS.invalid, 'deviceDisabled');
    throw error;
  }
}

const outcomeView = (o: CommandOutcome) => ({
  commandId: o.id, command: o.command, outcome: o.outcome, reason: o.reason, result: o.result, repeated: o.repeated,
  createdAt: isoAt(o.createdAt), ackedAt: o.ackedAt === null ? null : isoAt(o.ackedAt),
});

// ---------------------------------------------------------------------------------------------
// /ParkingLockControl

/** A row of lockControl.list as the database gives it. */
interface LockRowOfDb {
  id: number; serial: string; lot_id: number; lot_name: string; berth_number: string | null; street_name: string | null; node_serial: string | null;
  control_mode: number; comm_state: number; run_state: number; raised: boolean; vehicle: boolean; battery: number | null; last_seen_at: unknown; state_at: unknown;
  alarms: string[];
}

const LOCK_FILTERS = {
  all: 'TRUE',
  online: 'l.comm_state = 1',
  offline: 'l.comm_state <> 1',
  alarm: 'EXISTS (SELECT 1 FROM device_alarms a WHERE a.device_kind = \'lock\' AND a.device_id = l.id AND a.cleared_at IS NULL)',
} as const;

const lockList = handler(LOCK_CONTROL.operations.list, async (context, input) => {
  const scope = await scopeOf(context);
  const where = scopeCondition('l.lot_id', scope, 1);
  const params: unknown[] = [...where.params];
  const conditions = [where.sql, LOCK_FILTERS[input.state]];
  if (input.lotId !== undefined) { params.push(input.lotId); conditions.push(`l.lot_id = $${params.length}`); }
  if (input.search) {
    params.push(`%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(l.serial ILIKE $${params.length} OR b.number ILIKE $${params.length})`);
  }
  const from = `FROM parking_locks l JOIN parking_lots p ON p.id = l.lot_id LEFT JOIN berths b ON b.id = l.berth_id
    LEFT JOIN streets s ON s.id = b.street_id LEFT JOIN node_controllers n ON n.id = l.node_id WHERE l.status = 1 AND ${conditions.join(' AND ')}`;
  const limit = Math.min(MAX_PAGE, Math.max(0, input.endIndex - input.startIndex + 1));
  const rows = await context.db.query<LockRowOfDb>(
    `SELECT l.id, l.serial, l.lot_id, p.name AS lot_name, b.number AS berth_number, s.name AS street_name, n.serial AS node_serial,
       l.control_mode, l.comm_state, l.run_state, l.raised, l.vehicle, l.battery, l.last_seen_at, l.state_at,
       ARRAY(SELECT a.alarm FROM device_alarms a WHERE a.device_kind = 'lock' AND a.device_id = l.id AND a.cleared_at IS NULL ORDER BY a.alarm) AS alarms
     ${from} ORDER BY p.name, b.number NULLS LAST, l.serial LIMIT ${limit} OFFSET ${input.startIndex - 1}`, params);
  const [counts] = await context.db.query<{ total: number; online: number; offline: number; alarm: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE l.comm_state = 1)::int AS online,
       count(*) FILTER (WHERE l.comm_state <> 1)::int AS offline, count(*) FILTER (WHERE ${LOCK_FILTERS.alarm})::int AS alarm
     FROM parking_locks l WHERE l.status = 1 AND ${where.sql}`, where.params);
  const [{ total }] = await context.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  return {
    total,
    counts,
    rows: rows.map((r) => ({
      id: r.id, serial: r.serial, lotId: r.lot_id, lotName: r.lot_name, berthNumber: r.berth_number, streetName: r.street_name,
      nodeSerial: r.node_serial, mode: r.control_mode, comm: r.comm_state, run: r.run_state, raised: r.raised, vehicle: r.vehicle,
      battery: r.battery, alarms: r.alarms,
      lastSeenAt: r.last_seen_at ? isoAt(toMs(r.last_seen_at)!) : null, stateAt: r.state_at ? isoAt(toMs(r.state_at)!) : null,
    })),
  };
});

/**
 * Each command is its own operation behind its own button of /ParkingLockControl (spec 4). The
 * trade commands move real money and stays first (lock-trade.ts): a manual payment books what is
 * due, pay-to-unlock needs the stay paid, a manual entry records the berth's stay afterwards.
 */
const lockCommand = (command: LockCommand) => handler(LOCK_CONTROL.operations[command], async (context, input) => {
  const trade = await scopedLock(context, input.serial) ? await beforeTrade(context, command, input) : {};
  const outcome = await sendCommand(context, { ...input, params: { ...input.params, ...trade }, command, page: LOCK_CONTROL.path }, 'lock', 'parking_locks');
  if (outcome.outcome === 'ok' && !outcome.repeated) await afterTrade(context, command, input);
  return outcomeView(outcome);
});

/** Whether the lock exists within the caller's lots (sendCommand answers 'rowNotFound' otherwise). */
async function scopedLock(context: RequestContext, serial: string): Promise<boolean> {
  const [row] = await context.db.query<{ lot_id: number }>('SELECT lot_id FROM parking_locks WHERE serial = $1', [serial]);
  return Boolean(row) && inScope(await scopeOf(context), row.lot_id);
}

const lockLog = handler(LOCK_CONTROL.operations.log, async (context, input) => {
  const [lock] = await context.db.query<{ id: number; lot_id: number }>('SELECT id, lot_id FROM parking_locks WHERE serial = $1', [input.serial]);
  if (!lock || !inScope(await scopeOf(context), lock.lot_id)) throw rowNotFound();
  const rows = await context.db.query<{ id: string; command: string; operator: string; created_at: unknown; acked_at: unknown; outcome: string; reason: string | null }>(
    `SELECT id, command, operator, created_at, acked_at, outcome, reason FROM device_commands
     WHERE device_kind = 'lock' AND device_id = $1 ORDER BY created_at DESC, id LIMIT ${LOG_ROWS}`, [lock.id]);
  return rows.map((r) => ({
    commandId: r.id, command: r.command, operator: r.operator, outcome: r.outcome, reason: r.reason,
    createdAt: isoAt(toMs(r.created_at)!), ackedAt: r.acked_at ? isoAt(toMs(r.acked_at)!) : null,
  }));
});

// ---------------------------------------------------------------------------------------------
// /ParkingMonitoring

/** Berths out of service (030_estate.sql state 3): the operator's, shown beside the occupancy. */
const OUT_OF_SERVICE = 'count(b.id) FILTER (WHERE b.state = 3)::int AS out_of_service';

/** A place's occupancy (estate/occupancy.ts) and its berths out of service. */
function figuresOf(row: { id: number; out_of_service: number }, places: Map<number, PlaceOccupancy>) {
  const place = places.get(Number(row.id));
  return { capacity: place?.capacity ?? 0, vehiclesIn: place?.vehiclesIn ?? 0, free: place?.free ?? 0, outOfService: row.out_of_service };
}

const occupancy = handler(PARKING_MONITORING.operations.occupancy, async (context) => {
  const scope = await scopeOf(context);
  const lots = scopeCondition('p.id', scope, 1);
  const lotRows = await context.db.query<{ id: number; name: string; type: number; out_of_service: number; open_alarms: number; devices_offline: number }>(
    `SELECT p.id, p.name, p.type, ${OUT_OF_SERVICE},
       (SELECT count(*)::int FROM device_alarms a WHERE a.lot_id = p.id AND a.cleared_at IS NULL) AS open_alarms,
       (SELECT count(*)::int FROM parking_locks l WHERE l.lot_id = p.id AND l.status = 1 AND l.comm_state <> 1)
         + (SELECT count(*)::int FROM sensors x WHERE x.lot_id = p.id AND x.status = 1 AND x.comm_state <> 1) AS devices_offline
     FROM parking_lots p LEFT JOIN berths b ON b.lot_id = p.id WHERE ${lots.sql} GROUP BY p.id ORDER BY p.name`, lots.params);
  const streets = scopeCondition('s.lot_id', scope, 1);
  const streetRows = await context.db.query<{ id: number; name: string; lot_name: string; out_of_service: number }>(
    `SELECT s.id, s.name, p.name AS lot_name, ${OUT_OF_SERVICE}
     FROM streets s JOIN parking_lots p ON p.id = s.lot_id LEFT JOIN berths b ON b.street_id = s.id
     WHERE ${streets.sql} GROUP BY s.id, p.name ORDER BY p.name, s.name`, streets.params);
  const [lotPlaces, streetPlaces] = [await readOccupancy(context.db, 'lot', scope), await readOccupancy(context.db, 'street', scope)];
  const alarms = scopeCondition('a.lot_id', scope, 1);
  const alarmRows = await context.db.query<{ id: number; device_kind: string; serial: string; alarm: string; raised_at: unknown; lot_name: string | null }>(
    `SELECT a.id, a.device_kind, a.serial, a.alarm, a.raised_at, p.name AS lot_name FROM device_alarms a LEFT JOIN parking_lots p ON p.id = a.lot_id
     WHERE a.cleared_at IS NULL AND ${alarms.sql} ORDER BY a.raised_at DESC, a.id DESC LIMIT ${LOG_ROWS}`, alarms.params);
  return {
    lots: lotRows.map((r) => ({ id: r.id, name: r.name, type: r.type, ...figuresOf(r, lotPlaces), openAlarms: r.open_alarms, devicesOffline: r.devices_offline })),
    streets: streetRows.map((r) => ({ id: r.id, name: r.name, lotName: r.lot_name, ...figuresOf(r, streetPlaces) })),
    alarms: alarmRows.map((r) => ({
      id: r.id, kind: r.device_kind, serial: r.serial, alarm: r.alarm, lotName: r.lot_name, raisedAt: isoAt(toMs(r.raised_at)!),
    })),
  };
});

// ---------------------------------------------------------------------------------------------
// /RemoteLift and /CentralControlRemoteLever

const gateList = handler(REMOTE_LIFT.operations.list, async (context, input) => {
  const scope = await scopeOf(context);
  const where = scopeCondition('g.lot_id', scope, 2);
  const params: unknown[] = [LANE_KIND.barrierGate, ...where.params];
  let lot = '';
  if (input.lotId !== undefined) { params.push(input.lotId); lot = ` AND g.lot_id = $${params.length}`; }
  const gates = await context.db.query<{
    id: number; serial: string; lot_id: number; lot_name: string; lane_name: string; direction: number; comm_state: number; gate_state: number | null; last_seen_at: unknown;
  }>(
    `SELECT g.id, g.serial, g.lot_id, p.name AS lot_name, g.lane_name, g.direction, g.comm_state, g.gate_state, g.last_seen_at
     FROM lane_devices g JOIN parking_lots p ON p.id = g.lot_id
     WHERE g.kind = $1 AND g.status = 1 AND ${where.sql}${lot} ORDER BY p.name, g.lane_name, g.serial`, params);
  const liftScope = scopeCondition('r.lot_id', scope, 1);
  const lifts = await context.db.query<{ id: number; at: unknown; lane_name: string; action: string; operator: string; reason: string; outcome: string; lot_name: string | null }>(
    `SELECT r.id, r.at, r.lane_name, r.action, r.operator, r.reason, r.outcome, p.name AS lot_name
     FROM gate_lifts r LEFT JOIN parking_lots p ON p.id = r.lot_id WHERE ${liftScope.sql} ORDER BY r.at DESC, r.id DESC LIMIT ${LOG_ROWS}`,
    liftScope.params);
  return {
    gates: gates.map((g) => ({
      id: g.id, serial: g.serial, lotId: g.lot_id, lotName: g.lot_name, laneName: g.lane_name, direction: g.direction,
      comm: g.comm_state, gateState: g.gate_state, lastSeenAt: g.last_seen_at ? isoAt(toMs(g.last_seen_at)!) : null,
    })),
    lifts: lifts.map((r) => ({
      id: r.id, at: isoAt(toMs(r.at)!), lotName: r.lot_name, laneName: r.lane_name, action: r.action, operator: r.operator, reason: r.reason, outcome: r.outcome,
    })),
  };
});

/** A gate command from one of the gate pages: sent, and on record with its operator and reason. */
const gateCommand = (page: string, command: GateCommand) => handler(REMOTE_LIFT.operations[command], async (context, input) => {
  const outcome = await sendCommand(context, { ...input, command, page }, 'lane', 'lane_devices');
  if (!outcome.repeated) {
    // Every remote lift is on record with its operator and reason (/RodLiftingRecord).
    await context.db.query(
      `INSERT INTO gate_lifts (at, lane_device_id, lot_id, lane_name, action, operator, reason, page, command_id, outcome)
       SELECT $1, id, lot_id, lane_name, $3, $4, $5, $6, $7, $8 FROM lane_devices WHERE serial = $2`,
      [isoAt(context.now), input.serial, command, requireCaller(context).loginName, input.reason, page, outcome.id, outcome.outcome]);
  }
  return outcomeView(outcome);
});

/** The caller's lots, for a page's lot picker. */
const lots = handler(LOCK_CONTROL.operations.lots, callerLotOptions);

export const lockControlPage = implement(LOCK_CONTROL, {
  lots, list: lockList, log: lockLog, ...eachKey(LOCK_COMMAND_NAMES, lockCommand),
});
export const monitoringPage = implement(PARKING_MONITORING, { occupancy });
type GatePage = (typeof GATE_PAGES)[number];
/** The gate pages share their operations (lib/areas/devices/pages.ts gatePage). */
const gateImplementation = <P extends GatePage>(page: P) => {
  const handlers: PageHandlers<GatePage> = { lots, list: gateList, ...eachKey(GATE_COMMANDS, (c) => gateCommand(page.path, c)) };
  return implement<P>(page, handlers as PageHandlers<P>);
};
export const remoteLiftPage = gateImplementation(REMOTE_LIFT);
export const centralLeverPage = gateImplementation(CENTRAL_LEVER);

